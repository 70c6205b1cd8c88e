import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowRegistry } from '@shop/flows';
import { services } from '@shop/flows/services';
import { ERROR_BANNER } from '@shop/flow-kit/validation';
import { actionLabelOf, initialDataOf, type AnyFlow } from '@shop/flow-kit';
import { newsArticlePath, sitePages } from '@shop/settings/routes';
import { HEADER, TARGETS, cells, line, missed, referenceOf, tapOf, type Page, type Row } from './lighthouse-budgets';
import { measureAgainOnce, median, medianOf, setCpuSlowdown, type Column, type Figures } from './lighthouse-measure';
import { BASELINE_PEER, startPeers } from './peers';
import { startProductionServer } from './production-server';
import { launchTapBrowser, measureTap, type Tap } from './tap-latency';

/**
 * Lighthouse 12 (mobile, default simulated throttling) over every route of the route table and
 * each flow's first step, against the production server `npm start` runs (compiled JavaScript
 * serving the production build). Prints one row per page and the minimum and median of each
 * column. Expects `npm run build` first (scripts/bench.mjs does it).
 *
 * LIGHTHOUSE_ONLY=/,/noticias limits the pages; LIGHTHOUSE_RUNS=3 measures each page that many
 * times and prints the medians, since one run on a shared two-core machine varies by a few
 * hundred milliseconds. Under each row: the LCP element of the median run and where its time went.
 *
 * TBT scales with the host's CPU speed (Lighthouse's benchmark index, printed at the end), and hosts
 * here have measured anywhere from 1400 to 3400. LIGHTHOUSE_AS_INDEX=1400 makes a fast host measure
 * as a slow one: it multiplies Lighthouse's 4× CPU slowdown by this host's index over the one asked
 * for. LIGHTHOUSE_TASKS=1 lists each run's long main-thread tasks (simulated), to see what blocks.
 *
 * Side by side (DECISIONS §15): the peer apps of ../shared/peers (or PEERS_DIR; LIGHTHOUSE_PEERS=0
 * leaves them out) are built in a temporary copy and measured in the same run, interleaved with the
 * shop's pages (peer, shop, peer, shop… in each run), so both see the same machine at the same
 * time. Each first step (the shop's flows, the peers) also gets a tap on its button, measured in
 * Playwright with a 4× slower CPU (tap-latency.ts). Each shop row says PASS or FAIL against the
 * budgets of lighthouse-budgets.ts; BENCH_STRICT=1 makes a FAIL the exit code.
 */
/** One path per page: a site page, a service page's first route, a flow's first route, one article. */
function routes(): { path: string; flow: boolean; load?: () => Promise<AnyFlow> }[] {
  const flowPaths = new Set(flowRegistry.flatMap((entry) => entry.routes));
  const pages = [
    ...Object.keys(sitePages).filter((path) => !sitePages[path]?.canonical),
    ...services.map((service) => service.routes[0]).filter((path): path is string => path !== undefined && !flowPaths.has(path)),
    newsArticlePath('como-registrar-una-marca-en-espana-paso-a-paso'),
  ].map((path) => ({ path, flow: false }));
  const flows = flowRegistry.map((entry) => ({ path: entry.routes[0]!, flow: true, load: entry.load }));
  const seen = new Set<string>();
  return [...pages, ...flows].filter(({ path }) => !seen.has(path) && seen.add(path));
}

/** Alternates two lists (a, b, a, b…), the longer one's tail last. */
const interleave = <T>(a: T[], b: T[]): T[] =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, index) => [a[index], b[index]])
    .flat()
    .filter((item): item is T => item !== undefined);

const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const server = await startProductionServer(dataDir);
const peers = await startPeers();
const only = process.env.LIGHTHOUSE_ONLY?.split(',');
const buttons = new Map<string, string>();
for (const { path, load } of routes()) {
  const flow = load && (await load());
  const label = flow && actionLabelOf(flow.steps[0]!, initialDataOf(flow, path));
  if (label) buttons.set(path, label);
}
const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1);
const shopPages: Page[] = routes()
  .filter(({ path }) => !only || only.includes(path))
  .map(({ path, flow }) => {
    const url = `${server.url}${path}`;
    // The first step's own button: 'Continuar' for most, 'Solicitar presupuesto' or 'Pagar' for some.
    const tap = { url, ready: 'html[data-hydrated]', button: buttons.get(path) ?? 'Continuar', shows: ERROR_BANNER };
    return { label: path, url, peer: false, flow, ...(flow ? { tap, firstTap: { ...tap, firstTouch: true } } : {}) };
  });
const peerPages: Page[] =
  'skipped' in peers
    ? []
    : peers.apps.map((app) => {
        const url = `${peers.url}/${app}/`;
        return { label: `peer ${app}`, url, peer: true, flow: true, tap: { url, ready: 'body', button: peers.button, shows: peers.message } };
      });
const measured = new Map<Page, { runs: Figures[]; taps: Tap[]; firstTaps: Tap[] }>();
const tapBrowser = await launchTapBrowser();
let failed = false;
try {
  if ('skipped' in peers) console.log(`\nPeers: comparison skipped, ${peers.skipped}`);
  // One run first, not counted: the first Chromium after a build reads its own files from a cold
  // disk cache, and the page measured first paid for it (home: LCP 1.67 s, TBT 127 ms, where three
  // runs just after gave 1.18 s and 41 ms). It also gives this host's benchmark index.
  const { benchmarkIndex } = await measureAgainOnce(`${server.url}/`);
  const asIndex = Number(process.env.LIGHTHOUSE_AS_INDEX);
  if (asIndex > 0) {
    setCpuSlowdown((4 * benchmarkIndex) / asIndex);
    console.log(
      `\nThis host's benchmark index ${Math.round(benchmarkIndex)}: CPU slowdown ${((4 * benchmarkIndex) / asIndex).toFixed(1)}× to measure as ${asIndex}`,
    );
  }
  const order = interleave(peerPages, shopPages);
  for (let run = 0; run < runs; run++) {
    console.log(`\n  run ${run + 1} of ${runs}:`);
    for (const page of order) {
      const figures = measured.get(page) ?? { runs: [], taps: [], firstTaps: [] };
      measured.set(page, figures);
      try {
        const result = await measureAgainOnce(page.url);
        figures.runs.push(result);
        // A tap that fails (its page never took taps, say) leaves the run's Lighthouse figures counted.
        const tap = page.tap && (await measureTap(tapBrowser, page.tap).catch((error: Error) => error));
        if (tap && !(tap instanceof Error)) figures.taps.push(tap);
        const firstTap = page.firstTap && (await measureTap(tapBrowser, page.firstTap).catch(() => undefined));
        if (firstTap) figures.firstTaps.push(firstTap);
        const tapCells = tap instanceof Error ? { tap: undefined, note: ` tap failed: ${tap.message.split('\n')[0]}` } : { tap, note: '' };
        console.log(
          `    ${page.label.padEnd(42)}${cells({ ...result, tap: tapCells.tap, firstTap })}  (index ${Math.round(result.benchmarkIndex)})${tapCells.note}`,
        );
      } catch (error) {
        console.log(`    ${page.label.padEnd(42)} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  const rows: Row[] = order
    .map((page) => ({ page, ...measured.get(page)! }))
    .filter((row) => row.runs.length > 0)
    .map(({ page, runs: figures, taps, firstTaps }) => ({ page, ...medianOf(figures), runs: figures, taps, firstTaps }));
  const peerRows = rows.filter((row) => row.page.peer);
  const shopRows = rows.filter((row) => !row.page.peer);
  const reference = referenceOf(peerRows, BASELINE_PEER);
  console.log(
    `\n## Lighthouse 12, mobile (simulated throttling), production build${runs > 1 ? `, median of ${runs} runs per page` : ''}${peerRows.length ? ', peers in the same run' : ''}`,
  );
  console.log(
    `${HEADER}\n  (tap: INP-like, longest Event Timing entry of a click on the empty step at 4× CPU once the visitor's pointer has reached the page; ` +
      `shown: until its messages are painted; 1st: shown, when the tap is the visitor's first touch of the page)`,
  );
  for (const row of [...peerRows, ...shopRows]) {
    console.log(line(row, reference));
    if (runs > 1)
      console.log(
        `    runs: perf ${row.runs.map((one) => one.performance).join(', ')}; LCP ${row.runs.map((one) => (one.lcp / 1000).toFixed(2)).join(', ')} s; ` +
          `TBT ${row.runs.map((one) => Math.round(one.tbt)).join(', ')} ms${row.taps.length ? `; tap ${row.taps.map((tap) => Math.round(tap.inpMs)).join(', ')} ms` : ''}`,
      );
    console.log(`    LCP: ${row.lcpElement}`);
    // A run whose LCP was another element says why the page is sometimes slow.
    for (const other of row.runs.filter((one) => one.lcpElement.split(' (')[0] !== row.lcpElement.split(' (')[0])) {
      console.log(`    LCP ${(other.lcp / 1000).toFixed(2)} s: ${other.lcpElement}`);
    }
  }
  const column = (key: Column, of: Row[] = shopRows) => of.map((row) => row[key]);
  const summary = (pick: (values: number[]) => number) => ({
    performance: pick(column('performance')),
    lcp: pick(column('lcp')),
    tbt: pick(column('tbt')),
    cls: pick(column('cls')),
    jsKb: pick(column('jsKb')),
  });
  if (shopRows.length > 0) {
    console.log(`  ${'shop: min'.padEnd(44)}${cells(summary((values) => Math.min(...values)))}`);
    console.log(`  ${'shop: median'.padEnd(44)}${cells(summary(median))}`);
    console.log(`  ${'shop: max'.padEnd(44)}${cells(summary((values) => Math.max(...values)))}`);
    const failing = shopRows.filter((row) => missed(row, reference).length > 0);
    const taps = shopRows.map(tapOf).filter((tap): tap is Tap => tap !== undefined);
    failed = failing.length > 0;
    console.log(
      `  CPU benchmark index (Lighthouse's, higher is faster): median ${Math.round(median(column('benchmarkIndex', rows)))}, ` +
        `runs ${Math.round(Math.min(...column('benchmarkIndex', rows)))}–${Math.round(Math.max(...column('benchmarkIndex', rows)))}\n` +
        `  budgets: performance ≥ ${reference.performance} (${reference.performanceFrom}), TBT ≤ ${Math.round(reference.tbtMs)} ms (${reference.tbtFrom}), ` +
        `CLS ≤ ${TARGETS.cls}, JS ≤ ${TARGETS.homeJsKb} kB a page and ${TARGETS.flowJsKb} kB a flow, tap ≤ ${TARGETS.tapMs} ms` +
        `${taps.length ? ` (max ${Math.round(Math.max(...taps.map((tap) => tap.inpMs)))})` : ''}; LCP target ${TARGETS.lcpMs / 1000} s\n` +
        `  ${shopRows.length - failing.length} of ${shopRows.length} shop pages PASS${failing.length ? `; FAIL: ${failing.map((row) => row.page.label).join(', ')}` : ''}`,
    );
  }
} finally {
  await tapBrowser.close();
  if (!('skipped' in peers)) await peers.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// Figures on a shared machine are noisy: a FAIL stops a script only when asked to.
if (failed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
