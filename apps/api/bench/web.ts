import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { isolated } from '../src/testing/databases';
import { startServer } from './shared';
import { chromiumArgs, chromiumPath } from '../../../e2e/support/chromium';

/**
 * What a first visit downloads: every JS and CSS file Chromium loads for a page, then each fetched
 * again from the real server as a browser asks for it (Accept-Encoding br, then gzip, then none),
 * counting the bytes the server sends on the wire, not what compression beside it would give.
 * Expects `npm run build -w @shop/web` first.
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const TARGET_JS_KB = { home: 120, flow: 150 };

interface Asset {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  br: number;
  text: string;
}

/** The body's length as sent (still encoded) and the encoding the server chose. */
function received(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Bytes received for each encoding; a file the server would not compress counts at its raw size. */
async function onTheWire(url: string): Promise<{ raw: number; gzip: number; br: number }> {
  const [raw, gzip, br] = await Promise.all([received(url, ''), received(url, 'gzip'), received(url, 'br')]);
  if (raw.encoding !== 'identity') throw new Error(`${url}: compressed (${raw.encoding}) without Accept-Encoding`);
  return { raw: raw.bytes, gzip: gzip.bytes, br: br.bytes };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);

async function assetsOf(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Asset[]> {
  const pending: Promise<Asset | undefined>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const type = response.headers()['content-type'] ?? '';
    const kind = /javascript/.test(type) || path.endsWith('.js') ? 'js' : /text\/css/.test(type) || path.endsWith('.css') ? 'css' : undefined;
    if (!kind) return;
    pending.push(
      Promise.all([response.body(), onTheWire(response.url())]).then(([body, sizes]) => ({ file: path, kind, ...sizes, text: body.toString('utf8') })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  return (await Promise.all(pending)).filter((asset): asset is Asset => asset !== undefined);
}

function print(title: string, assets: Asset[]) {
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(46)}${'raw kB'.padStart(8)}${'gzip kB'.padStart(8)}${'br kB'.padStart(8)}`);
  for (const asset of [...assets].sort((a, b) => b.br - a.br)) console.log(`  ${asset.file.padEnd(46)}${kb(asset.raw)}${kb(asset.gzip)}${kb(asset.br)}`);
  for (const kind of ['js', 'css'] as const) {
    const ofKind = assets.filter((asset) => asset.kind === kind);
    const sum = (key: 'raw' | 'gzip' | 'br') => ofKind.reduce((total, asset) => total + asset[key], 0);
    console.log(`  total ${kind.toUpperCase().padEnd(4)}(${ofKind.length} files)`.padEnd(48) + `${kb(sum('raw'))}${kb(sum('gzip'))}${kb(sum('br'))}`);
  }
}

/**
 * The national flow's own chunk, found by content: its definition's description, which no other
 * module carries (the site's service list names the flow and its id too, so those do not tell).
 */
const isNationalChunk = (asset: Asset) => asset.kind === 'js' && asset.text.includes('Registra tu marca en España en un minuto');

const test = isolated({ inMemory: true });
const server = await startServer({ ...test.options, webDist: WEB_DIST });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  // A fresh context per page: nothing cached from the previous visit.
  const visit = async (path: string, ready: (page: Page) => Promise<void> = async () => {}) => {
    const context = await browser.newContext();
    try {
      return await assetsOf(await context.newPage(), `${server.url}${path}`, ready);
    } finally {
      await context.close();
    }
  };
  const national = await visit('/marca-nacional', (page) => page.getByRole('heading', { name: 'Marca Nacional' }).first().waitFor());
  const home = await visit('/');

  console.log('\n## Web: first visit, JS and CSS bytes as the server sends them (per Accept-Encoding)');
  const jsBr = (assets: Asset[]) => (assets.filter((asset) => asset.kind === 'js').reduce((total, asset) => total + asset.br, 0) / 1000).toFixed(1);
  print('/marca-nacional', national);
  console.log(`  target: JS received (br) ≤ ${TARGET_JS_KB.flow} kB → ${jsBr(national)} kB`);
  print('/ (home)', home);
  console.log(`  target: JS received (br) ≤ ${TARGET_JS_KB.home} kB → ${jsBr(home)} kB`);

  const chunks = national.filter(isNationalChunk).map((asset) => asset.file);
  console.log(`\n  national flow chunk(s): ${chunks.join(', ') || 'none found by content'}`);
  if (chunks.length > 0) console.log(`  loaded on home: ${home.some((asset) => chunks.includes(asset.file)) ? 'yes' : 'no'}`);
} finally {
  await browser.close();
  await server.stop();
  await test.cleanup();
}
