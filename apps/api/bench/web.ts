import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { isolated } from '../src/testing/databases';
import { startServer } from './shared';

/**
 * What a first visit downloads: every JS and CSS response Chromium receives for a page, raw and
 * gzipped (level 9, as a static pre-compression would), read from the wire rather than from
 * dist/ so only what the page really loads counts. Expects `npm run build -w @shop/web` first.
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const TARGET_JS_GZIP_KB = 150;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Asset {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  text: string;
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
      response.body().then((body) => ({ file: path, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  return (await Promise.all(pending)).filter((asset): asset is Asset => asset !== undefined);
}

function print(title: string, assets: Asset[]) {
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(46)}${'raw kB'.padStart(8)}${'gzip kB'.padStart(8)}`);
  for (const asset of [...assets].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${asset.file.padEnd(46)}${kb(asset.raw)}${kb(asset.gzip)}`);
  for (const kind of ['js', 'css'] as const) {
    const ofKind = assets.filter((asset) => asset.kind === kind);
    const sum = (key: 'raw' | 'gzip') => ofKind.reduce((total, asset) => total + asset[key], 0);
    console.log(`  total ${kind.toUpperCase().padEnd(4)}(${ofKind.length} files)`.padEnd(48) + `${kb(sum('raw'))}${kb(sum('gzip'))}`);
  }
}

/**
 * The national flow's own chunk, found by content: its definition's description, which no other
 * module carries (the site's service list names the flow and its id too, so those do not tell).
 */
const isNationalChunk = (asset: Asset) => asset.kind === 'js' && asset.text.includes('Registra tu marca en España en un minuto');

const test = isolated({ inMemory: true });
const server = await startServer({ ...test.options, webDist: WEB_DIST });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
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

  console.log('\n## Web: first visit, JS and CSS as received by Chromium');
  print('/marca-nacional', national);
  const nationalJs = national.filter((asset) => asset.kind === 'js').reduce((total, asset) => total + asset.gzip, 0);
  console.log(`  target: JS ≤ ${TARGET_JS_GZIP_KB} kB gzipped → ${(nationalJs / 1000).toFixed(1)} kB`);
  print('/ (home)', home);

  const chunks = national.filter(isNationalChunk).map((asset) => asset.file);
  console.log(`\n  national flow chunk(s): ${chunks.join(', ') || 'none found by content'}`);
  if (chunks.length > 0) console.log(`  loaded on home: ${home.some((asset) => chunks.includes(asset.file)) ? 'yes' : 'no'}`);
} finally {
  await browser.close();
  await server.stop();
  await test.cleanup();
}
