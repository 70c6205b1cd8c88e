import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * An esbuild plugin: paths made from `import.meta.url` (the migrations folder, the web build) keep
 * meaning the source file's place once bundled. Each module's `import.meta.url` becomes the URL of
 * its source file, found from the bundle's own place at run time, so a checkout built in one folder
 * runs from any other (a copy, a container) and never reads the build folder's files.
 */
export function sourceImportMetaUrl(outfile) {
  return {
    name: 'source-import-meta-url',
    setup(context) {
      const bundleDir = dirname(resolve(outfile));
      context.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(bundleDir, args.path).split(sep).join('/');
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}
