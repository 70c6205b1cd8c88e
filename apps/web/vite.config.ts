import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { bootScript } from './build/bootScript.ts';

const api = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), bootScript(new URL('./boot.js', import.meta.url)), bootScript(new URL('./shell.js', import.meta.url)), precompress()],
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
              test: /apps[\\/]web[\\/]src[\\/](main|router|ssr-data|useHydrated|wizard[\\/]routes|site[\\/](Island|NavigationProgress|routes|serviceRoutes|ui[\\/])|pages[\\/](NotFound|PageLoading|usePageTitle)|api[\\/](client|paths|navbar|catalogue|products))|flows[\\/]index\.ts$|packages[\\/]settings[\\/]src[\\/](index|routes|services|videos)|packages[\\/]money[\\/]/,
              priority: 2,
            },
            // The contact and newsletter schema (flow-kit's contact.ts) stays out: no flow uses it; so
            // does the draft files' storage (draftFiles.ts), loaded once a draft or a file needs it.
            // The flows' applicant and file parts come in: nearly every flow has them, and as chunks
            // of their own they were two requests of a few hundred bytes each.
            {
              name: 'wizard',
              test: /apps[\\/]web[\\/]src[\\/]wizard[\\/]((?!routes\.|draftFiles\.)[^\\/]+|widgets[\\/](index|types|Field|icons|TextWidget|CheckboxWidget|RadioWidget|RadioCards|CheckboxGroupWidget|PhoneWidget|MediaWidget|StepperWidget|OnDemandStatus|useOnDemand|useBrowserCountry|useDismiss|DropZone|FilePreview|FileSummary|FileMessages|fileChecks|InfoButton|Modal))\.tsx?$|packages[\\/]flow-kit[\\/](?!src[\\/]contact\.ts$)|flows[\\/]parts[\\/](applicant|files)\.ts$|node_modules[\\/](xstate|@xstate|zod|use-sync-external-store)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/g': api, '/server-pages.css': api } },
});
