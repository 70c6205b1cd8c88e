import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file starting with this comment has every function
 * compiled eagerly, on a background thread while the file streams in, instead of each one lazily
 * on the main thread the first time it runs. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint first: it only counts at the very start of the file. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Marks every JavaScript chunk of the build for eager compilation. A page's chunks are loaded to
 * run: React's hydration alone ran its functions' lazy compilation as tens of milliseconds of the
 * phone's main thread (issue 12: TBT; measured 106 → 55 ms of hydration tasks on a flow page,
 * the rest of the start 73 → 51 ms). The data chunks (countries, phone metadata) hold few
 * functions, so the hint costs them nothing.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop-compile-hints',
    apply: 'build',
    // Once the files are written: Vite's own last steps put code at the top of chunks
    // (`__vite__mapDeps`), and the hint must stay first. Compression (closeBundle) comes after.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      await Promise.all(chunks.map((chunk) => writeFile(join(outDir, chunk.fileName), withCompileHint(chunk.code))));
    },
  };
}
