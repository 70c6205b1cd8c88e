import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

const NO_STYLE = '\0shop-no-style';

/** Stylesheets the app imports (index.css, admin.css) mean nothing to the server's render: left out. */
const withoutStylesheets: Plugin = {
  name: 'shop-ssr-without-stylesheets',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.css') ? NO_STYLE : undefined),
  load: (id) => (id === NO_STYLE ? 'export {};' : undefined),
};

/**
 * The server entry (`vite build --config vite.ssr.config.ts`, the second step of the web's build):
 * src/ssr.tsx built into ssr/dist/ssr.js, which the API imports, so the API never compiles this
 * app's source (ADR 021). Registry and workspace packages stay imports (`ssr.external: true`): the
 * API's bundle then holds one copy of each flow and of React, shared with its own code.
 */
export default defineConfig({
  plugins: [withoutStylesheets, react()],
  envPrefix: 'PUBLIC_',
  ssr: { external: true },
  build: {
    ssr: 'src/ssr.tsx',
    outDir: 'ssr/dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    sourcemap: true,
    minify: false,
    // One file: the lazy routes' code is all loaded by the first page the server renders anyway.
    rolldownOptions: { external: [/^@shop\//], output: { codeSplitting: false } },
  },
});
