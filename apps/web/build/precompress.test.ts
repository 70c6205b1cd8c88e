import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress';

describe('precompress (ADR 008: bytes as received)', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'shop-precompress-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const run = async () => {
    const plugin = precompress();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ build: { outDir } } as ResolvedConfig);
    await (plugin.closeBundle as () => Promise<void>)();
  };

  it('writes brotli and gzip copies of a small chunk, the size of most of a page’s chunks', async () => {
    const chunk = `import{a as e}from"./wizard-abc.js";var t={phone:e({label:\`Teléfono\`,required:\`El teléfono es obligatorio\`,half:!0})},n={phone:e({label:\`Teléfono\`,required:\`El teléfono es obligatorio\`,countryFromBrowser:!0,half:!0})};export{t as n,n as t};`;
    writeFileSync(join(outDir, 'applicant-abc.js'), chunk);
    await run();
    expect(brotliDecompressSync(readFileSync(join(outDir, 'applicant-abc.js.br'))).toString()).toBe(chunk);
    expect(gunzipSync(readFileSync(join(outDir, 'applicant-abc.js.gz'))).toString()).toBe(chunk);
  });

  it('writes none where compressing would not pay for its header, nor for pictures', async () => {
    writeFileSync(join(outDir, 'random.js'), randomBytes(400));
    writeFileSync(join(outDir, 'tiny.js'), 'export{};');
    writeFileSync(join(outDir, 'picture.webp'), 'x'.repeat(4000));
    await run();
    for (const name of ['random.js', 'tiny.js', 'picture.webp']) {
      expect(existsSync(join(outDir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(outDir, `${name}.gz`)), name).toBe(false);
    }
  });
});
