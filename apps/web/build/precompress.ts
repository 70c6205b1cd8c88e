import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/**
 * A compressed copy is kept only when it saves more than the `Content-Encoding` header it costs:
 * most of a page's small chunks (300-900 bytes) still shrink by a third (ADR 008: bytes received).
 */
const HEADER_BYTES = 32;

async function* filesOf(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside every text asset of
 * the build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing each request, or worse sending them raw (ADR 008: 480 KB of JS for a flow page).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesOf(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size <= HEADER_BYTES) continue;
        jobs.push(
          readFile(path).then(async (content) => {
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            const worth = (compressed: Buffer) => compressed.length + HEADER_BYTES < content.length;
            await Promise.all([worth(br) && writeFile(`${path}.br`, br), worth(gz) && writeFile(`${path}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
