import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { flowRegistry } from '@shop/flows';
import { services } from '@shop/settings/services';
import { newsArticlePath, sitePages } from '@shop/settings/routes';

/**
 * Lighthouse 12 (mobile, default simulated throttling) over every route of the route table and
 * each flow's first step, against the production server `npm start` runs (compiled JavaScript
 * serving the production build). Prints one row per page and the minimum and median of each
 * column. Expects `npm run build` first (scripts/bench.mjs does it).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = join(ROOT, 'apps/api/dist/server.js');
/** The e2e suite's Chromium flags (e2e/playwright.config.ts `chromiumArgs`). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TARGETS = { performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0.01, homeJsKb: 120, flowJsKb: 150 };

/** One path per page: a site page, a service page's first route, a flow's first route, one article. */
function routes(): { path: string; flow: boolean }[] {
  const flowPaths = new Set(flowRegistry.flatMap((entry) => entry.routes));
  const pages = [
    ...Object.keys(sitePages).filter((path) => !sitePages[path]?.canonical),
    ...services.map((service) => service.routes[0]).filter((path): path is string => path !== undefined && !flowPaths.has(path)),
    newsArticlePath('como-registrar-una-marca-en-espana-paso-a-paso'),
  ].map((path) => ({ path, flow: false }));
  const flows = flowRegistry.map((entry) => ({ path: entry.routes[0]!, flow: true }));
  const seen = new Set<string>();
  return [...pages, ...flows].filter(({ path }) => !seen.has(path) && seen.add(path));
}

/** A port nobody listens on now (the server runs in its own process, so it cannot take port 0). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

async function startProductionServer(dataDir: string) {
  const port = await freePort();
  // Before the compiled server existed, the bench ran the sources through tsx (the "before" figures).
  const args = existsSync(SERVER) ? [SERVER] : ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: ROOT, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

interface Row {
  path: string;
  flow: boolean;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

type Audits = Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;

async function measure(url: string): Promise<Omit<Row, 'path' | 'flow'>> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('no Lighthouse result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const audits = lhr.audits as unknown as Audits;
    const script = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsKb: (script?.transferSize ?? 0) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const cells = (row: Omit<Row, 'path' | 'flow'>) =>
  `${String(Math.round(row.performance)).padStart(5)}${(row.lcp / 1000).toFixed(2).padStart(8)}${String(Math.round(row.tbt)).padStart(8)}${row.cls.toFixed(3).padStart(8)}${row.jsKb.toFixed(1).padStart(9)}`;

const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const server = await startProductionServer(dataDir);
const only = process.env.LIGHTHOUSE_ONLY?.split(',');
const rows: Row[] = [];
try {
  console.log('\n## Lighthouse 12, mobile (simulated throttling), production build');
  console.log(`  ${'page'.padEnd(52)}${'perf'.padStart(5)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(8)}${'JS kB'.padStart(9)}`);
  for (const route of routes().filter(({ path }) => !only || only.includes(path))) {
    try {
      const row = { ...route, ...(await measure(`${server.url}${route.path}`)) };
      rows.push(row);
      console.log(`  ${`${route.path}${route.flow ? ' (flow)' : ''}`.padEnd(52)}${cells(row)}`);
    } catch (error) {
      console.log(`  ${route.path.padEnd(52)} failed: ${(error as Error).message}`);
    }
  }
  const column = (key: 'performance' | 'lcp' | 'tbt' | 'cls' | 'jsKb', of: Row[] = rows) => of.map((row) => row[key]);
  const summary = (pick: (values: number[]) => number) => ({
    performance: pick(column('performance')),
    lcp: pick(column('lcp')),
    tbt: pick(column('tbt')),
    cls: pick(column('cls')),
    jsKb: pick(column('jsKb')),
  });
  if (rows.length > 0) {
    console.log(`  ${'min'.padEnd(52)}${cells(summary((values) => Math.min(...values)))}`);
    console.log(`  ${'median'.padEnd(52)}${cells(summary(median))}`);
    console.log(`  ${'max'.padEnd(52)}${cells(summary((values) => Math.max(...values)))}`);
    const flowJs = rows.filter((row) => row.flow).map((row) => row.jsKb);
    const homeJs = rows.find((row) => row.path === '/')?.jsKb;
    console.log(
      `  targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}; ` +
        `JS home ≤ ${TARGETS.homeJsKb} kB (${homeJs?.toFixed(1) ?? '?'}), flow ≤ ${TARGETS.flowJsKb} kB (max ${flowJs.length ? Math.max(...flowJs).toFixed(1) : '?'})`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
