#!/usr/bin/env node
// `npm run build -w @shop/api`: the server as one JavaScript file (dist/server.js) that `npm start`
// runs with plain Node, so no TypeScript compiler loads at run time (issue 12). The workspace
// packages (flows, flow-kit, settings, content, money) are bundled in; packages from the registry
// stay in node_modules, where their own files (PGlite's WebAssembly, for one) are found.
import { readFile, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Registry packages stay external; `@shop/*` and relative imports are bundled. */
const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Paths made from `import.meta.url` (the migrations folder, the web build) keep meaning the source
 * file's place: each module's `import.meta.url` becomes the URL of its source file.
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalRegistryPackages, sourceImportMetaUrl],
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
