import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { bootScript } from './build/bootScript.ts';

const api = process.env.API_URL ?? 'http://localhost:3001';
/** /shell.js's parts (ADR 021); the page-without-code part last, once the others listen. */
const SHELL_PARTS = ['header-menu', 'video-dialog', 'newsletter', 'legal-chips', 'page-without-code'];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    bootScript('boot.js', [new URL('./boot.js', import.meta.url)]),
    bootScript(
      'shell.js',
      SHELL_PARTS.map((part) => new URL(`./shell/${part}.js`, import.meta.url)),
    ),
    precompress(),
  ],
  envPrefix: 'PUBLIC_',
  resolve: {
    // @xstate/react imports the useSyncExternalStore shim for React 17; React 19 has the hook, so
    // the wizard need not ship the fallback (ADR 008: a flow's JavaScript budget).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // A few chunks rather than dozens of tiny ones: on a phone each request costs a round trip
    // before the page's code can run (ADR 008). What only some pages or steps need stays apart.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            // The site's layout (header, footer, menus) stays out: a hydrated page never draws it (ADR 021).
            {
              name: 'shell',
              test: /apps[\\/]web[\\/]src[\\/](main|router|ssr-data|useHydrated|wizard[\\/]routes|site[\\/](Island|NavigationProgress|routes|serviceRoutes|ui[\\/])|pages[\\/](NotFound|PageLoading|usePageTitle)|api[\\/](client|paths|navbar|catalogue|products))|flows[\\/](index|parts[\\/]renewal-watch-pages)\.ts$|packages[\\/]settings[\\/]src[\\/](index|routes|services|videos)|packages[\\/]money[\\/]/,
              priority: 2,
            },
            // The contact and newsletter schema (flow-kit's contact.ts) stays out: no flow uses it; so
            // does the draft files' storage (draftFiles.ts), loaded once a draft or a file needs it.
            // The flows' applicant, file, manifest and official fees parts come in: nearly every flow
            // has them, and as chunks of their own they were requests of a few hundred bytes each. What a first step may
            // lack stays out too, each part loaded with the step that shows it (ADR 021): the
            // widgets of the other kinds (widgets/index.ts), the later steps' views (laterViews.tsx),
            // the renewal pages' watch form (FlowPage.tsx).
            {
              name: 'wizard',
              test: /apps[\\/]web[\\/]src[\\/]wizard[\\/]((?!routes\.|draftFiles\.|SummaryStep\.|ConfirmationStep\.|RenewalWatchForm\.)[^\\/]+|widgets[\\/](index|types|Field|icons|TextWidget|CheckboxWidget|RadioWidget|RadioCards|PhoneWidget|OnDemandStatus|useOnDemand|useBrowserCountry|useDismiss|InfoButton|Modal))\.tsx?$|packages[\\/]flow-kit[\\/](?!src[\\/]contact\.ts$)|flows[\\/]parts[\\/](applicant|files|manifest|official-fees)\.ts$|node_modules[\\/](xstate|@xstate|zod|use-sync-external-store)[\\/]/,
              priority: 1,
            },
            // After the wizard's group, which takes what they share with it (a group takes its
            // modules' dependencies too): the file pickers (media, files) and their parts, one chunk
            // loaded with the first step that shows either, named for the files widget as the e2e
            // suite holds it (site-loading.spec.ts); the later steps' views, one chunk loaded from
            // the first touch of the form (ADR 021).
            {
              name: 'FilesWidget',
              test: /apps[\\/]web[\\/]src[\\/]wizard[\\/]widgets[\\/](MediaWidget|FilesWidget|DropZone|FilePreview|FileSummary|FileMessages|fileChecks)\.tsx?$/,
              priority: 0,
            },
            { name: 'wizard-later', test: /apps[\\/]web[\\/]src[\\/]wizard[\\/](SummaryStep|ConfirmationStep)\.tsx$/, priority: 0 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/g': api, '/server-pages.css': api } },
});
