import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';

/** A page template and an asset big enough to be worth compressing, with the build's .br and .gz beside it. */
const INDEX = `<!doctype html><html lang="es"><head><meta charset="utf-8" /><title>Plantilla</title></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(200)}</body></html>`;
const SCRIPT = `export const texto = ${JSON.stringify('Registra tu marca en España en un minuto. '.repeat(200))};\n`;

const [database] = await testDatabases();

describe('compression (ADR 008)', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets/app-abc123.js'), SCRIPT);
  // Marked content, so the test tells the pre-compressed file from one compressed per request.
  writeFileSync(join(webDist, 'assets/app-abc123.js.br'), brotliCompressSync(`${SCRIPT}// br\n`));
  writeFileSync(join(webDist, 'assets/app-abc123.js.gz'), gzipSync(`${SCRIPT}// gz\n`));
  writeFileSync(join(webDist, 'boot.js'), SCRIPT);
  const context = useTestApp({ ...database!.options, webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string) =>
    context.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it("sends an asset's build-time brotli or gzip file when asked for, with Content-Encoding and Vary", async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}// br\n`);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}// gz\n`);
  });

  it('sends an asset as it is when compression is not asked for', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect((await get('/assets/app-abc123.js', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it("leaves the document-only security headers and validators off the build's assets, and on the pages", async () => {
    const asset = await get('/assets/app-abc123.js', 'br');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['strict-transport-security']).toBeUndefined();
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await get('/faqs', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('keeps COOP off the public pages (a phone need not start a process for them) and on the private ones', async () => {
    for (const url of ['/', '/faqs', '/marca-nacional']) expect((await get(url)).headers['cross-origin-opener-policy'], url).toBeUndefined();
    for (const url of ['/admin', '/mis-pedidos', '/pago/ok', '/pedido/RM-0000-0000', '/no-existe', '/api/health'])
      expect((await get(url)).headers['cross-origin-opener-policy'], url).toBe('same-origin');
  });

  it('leaves them off /boot.js, the script every page loads, which keeps its validators (it is not hashed)', async () => {
    const boot = await get('/boot.js', 'br');
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['content-security-policy']).toBeUndefined();
    expect(boot.headers['x-frame-options']).toBeUndefined();
    expect(boot.headers.etag).toBeDefined();
    expect(boot.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a page and a JSON answer when asked for, and not when not', async () => {
    const page = await get('/faqs', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const gz = await get('/faqs', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Preguntas frecuentes');

    const plain = await get('/faqs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');

    const json = await get('/api/products/marca-nacional', 'gzip');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString())).toBeTruthy();
    const plainJson = await get('/api/products/marca-nacional');
    expect(plainJson.headers['content-encoding']).toBeUndefined();
    expect(plainJson.json()).toEqual(JSON.parse(gunzipSync(json.rawPayload).toString()));
  });
});
