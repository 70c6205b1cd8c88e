#!/usr/bin/env node
// `npm run build -w @shop/api`: the server as one JavaScript file (dist/server.js) that `npm start`
// runs with plain Node, so no TypeScript compiler loads at run time (ADR 008). The workspace
// packages (flows, flow-kit, settings, content, money) are bundled in; packages from the registry
// stay in node_modules, where their own files (PGlite's WebAssembly, for one) are found. The web
// app's server rendering comes in as Vite built it (@shop/web/ssr is apps/web/ssr/dist/ssr.js, made
// by the web's build, which turbo runs first): this build never compiles the app's components (ADR 021).
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { sourceImportMetaUrl } from './build/source-import-meta-url.mjs';

/** Registry packages stay external; `@shop/*` and relative imports are bundled. */
const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true }));
  },
};

const OUTFILE = 'dist/server.js';

await build({
  entryPoints: ['src/server.ts'],
  outfile: OUTFILE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalRegistryPackages, sourceImportMetaUrl(OUTFILE)],
  // The consultancy's details (packages/settings) baked in as Vite bakes them into the browser's
  // code, from the same environment, so server-rendered pages and their hydration agree.
  define: { 'import.meta.env': JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('PUBLIC_')))) },
});

// The embedded database's data folder, initialised once here so a first `npm start` copies it
// instead of running initdb (src/db/client.ts, PGLITE_TEMPLATE). Migrations still run at start.
const template = 'dist/pgdata-template';
await rm(template, { recursive: true, force: true });
const { PGlite } = await import('@electric-sql/pglite');
const database = new PGlite(template);
await database.waitReady;
await database.close();
