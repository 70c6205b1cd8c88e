import { median, type Figures } from './lighthouse-measure';
import type { Tap, TapTarget } from './tap-latency';

/**
 * The budgets (DECISIONS §15, ADR 008 and 021): as fast as the best peer measured in the same run,
 * TBT within 50 ms of the bare React peer's, no layout shift, the JavaScript a first visit receives,
 * and a tap on 'Continuar' within INP's "good" (200 ms). Without peers in the run, performance and
 * TBT fall back to the fixed targets.
 */
export const TARGETS = { performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0.01, homeJsKb: 120, flowJsKb: 150, tapMs: 200 };
export const TBT_OVER_BASELINE_MS = 50;

export interface Page {
  /** The row's name: the shop's path, or `peer <app>`. */
  label: string;
  url: string;
  peer: boolean;
  /** A flow's first step (the flow JS budget); the peers rebuild one. */
  flow: boolean;
  /** Where a tap on the step's button is measured (first steps only). */
  tap?: TapTarget;
  /** The same tap as the visitor's first touch of the page (the shop's first steps: their code starts at it). */
  firstTap?: TapTarget;
}

export interface Row extends Figures {
  page: Page;
  runs: Figures[];
  taps: Tap[];
  firstTaps: Tap[];
}

/** What the shop's rows are held to, from the peers' rows of the same run. */
export interface Reference {
  performance: number;
  performanceFrom: string;
  tbtMs: number;
  tbtFrom: string;
}

export function referenceOf(peers: Row[], baseline: string): Reference {
  const best = [...peers].sort((a, b) => b.performance - a.performance)[0];
  const base = peers.find((row) => row.page.label === `peer ${baseline}`);
  return {
    performance: best?.performance ?? TARGETS.performance,
    performanceFrom: best ? `best peer, ${best.page.label.replace('peer ', '')}` : 'target, no peers',
    tbtMs: base ? base.tbt + TBT_OVER_BASELINE_MS : TARGETS.tbtMs,
    tbtFrom: base ? `${baseline} ${Math.round(base.tbt)} + ${TBT_OVER_BASELINE_MS}` : 'target, no peers',
  };
}

const medianTap = (taps: Tap[]): Tap | undefined =>
  taps.length ? { inpMs: median(taps.map((tap) => tap.inpMs)), shownMs: median(taps.map((tap) => tap.shownMs)) } : undefined;
export const tapOf = (row: Row): Tap | undefined => medianTap(row.taps);
export const firstTapOf = (row: Row): Tap | undefined => medianTap(row.firstTaps);

/** The budgets a shop row misses (none: PASS). */
export function missed(row: Row, reference: Reference): string[] {
  const jsKb = row.page.flow ? TARGETS.flowJsKb : TARGETS.homeJsKb;
  const tap = tapOf(row);
  return [
    row.performance < reference.performance && `perf < ${reference.performance}`,
    row.tbt > reference.tbtMs && `TBT > ${Math.round(reference.tbtMs)}`,
    !(row.cls <= TARGETS.cls) && `CLS > ${TARGETS.cls}`,
    row.jsKb > jsKb && `JS > ${jsKb} kB`,
    tap && tap.inpMs > TARGETS.tapMs && `tap > ${TARGETS.tapMs} ms`,
  ].filter((failure): failure is string => typeof failure === 'string');
}

export const HEADER = `  ${'page'.padEnd(44)}${'perf'.padStart(5)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS kB'.padStart(8)}${'tap ms'.padStart(8)}${'shown'.padStart(7)}${'1st'.padStart(6)}  budget`;

type Cells = Pick<Figures, 'performance' | 'lcp' | 'tbt' | 'cls' | 'jsKb'> & { tap?: Tap | undefined; firstTap?: Tap | undefined };

export const cells = (row: Cells) =>
  `${String(Math.round(row.performance)).padStart(5)}${(row.lcp / 1000).toFixed(2).padStart(8)}${String(Math.round(row.tbt)).padStart(8)}` +
  `${row.cls.toFixed(3).padStart(7)}${row.jsKb.toFixed(1).padStart(8)}` +
  `${(row.tap ? (row.tap.inpMs ? String(Math.round(row.tap.inpMs)) : '<16') : '-').padStart(8)}${(row.tap ? String(Math.round(row.tap.shownMs)) : '-').padStart(7)}` +
  `${(row.firstTap ? String(Math.round(row.firstTap.shownMs)) : '-').padStart(6)}`;

/** One page's line: medians, and PASS/FAIL for the shop's pages (the peers are the yardstick, not held to it). */
export function line(row: Row, reference: Reference | undefined): string {
  const failures = reference && !row.page.peer ? missed(row, reference) : [];
  const verdict = !reference || row.page.peer ? '' : failures.length ? `FAIL ${failures.join(', ')}` : 'PASS';
  return `  ${`${row.page.label}${row.page.flow && !row.page.peer ? ' (flow)' : ''}`.padEnd(44)}${cells({ ...row, tap: tapOf(row), firstTap: firstTapOf(row) })}  ${verdict}`.trimEnd();
}
