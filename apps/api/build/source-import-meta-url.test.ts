import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { sourceImportMetaUrl } from './source-import-meta-url.mjs';

describe('the server bundle’s import.meta.url', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'shop-bundle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('names the source file beside the bundle wherever the checkout was moved after the build', async () => {
    const built = join(scratch, 'built');
    mkdirSync(join(built, 'src'), { recursive: true });
    writeFileSync(join(built, 'src/where.ts'), "export const migrations = new URL('../migrations', import.meta.url).href;\n");
    await build({
      entryPoints: [join(built, 'src/where.ts')],
      outfile: join(built, 'dist/server.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      plugins: [sourceImportMetaUrl(join(built, 'dist/server.js'))],
    });
    const moved = join(scratch, 'moved');
    cpSync(built, moved, { recursive: true });
    rmSync(built, { recursive: true });
    const bundle = (await import(pathToFileURL(join(moved, 'dist/server.js')).href)) as { migrations: string };
    expect(bundle.migrations).toBe(pathToFileURL(join(moved, 'migrations')).href);
  });
});
