import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../../e2e/support/chromium';

/** One Lighthouse run of one page (or the medians of several). */
export interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The scripts' transferSize in Lighthouse's network records: compressed, as the browser received them. */
  jsKb: number;
  /** The LCP element and its phases (time to first byte, load delay, load time, render delay). */
  lcpElement: string;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster): TBT scales with it. */
  benchmarkIndex: number;
}

export type Column = 'performance' | 'lcp' | 'tbt' | 'cls' | 'jsKb' | 'benchmarkIndex';

interface LcpDetails {
  items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
}
type Audits = Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;

interface LongTask {
  url?: string;
  duration?: number;
  startTime?: number;
}

function lcpElementOf(details: LcpDetails | undefined): string {
  const [elements, phases] = details?.items ?? [];
  const snippet = elements?.items?.[0]?.node?.snippet ?? '?';
  const timings = (phases?.items ?? []).map((phase) => `${phase.phase ?? '?'} ${Math.round(phase.timing ?? 0)}`).join(', ');
  return `${snippet.length > 110 ? `${snippet.slice(0, 110)}…` : snippet} (${timings} ms)`;
}

/** Lighthouse's default mobile CPU slowdown, scaled when LIGHTHOUSE_AS_INDEX asks for a slower host. */
let cpuSlowdownMultiplier = 4;
export const setCpuSlowdown = (multiplier: number) => {
  cpuSlowdownMultiplier = multiplier;
};

/** Lighthouse 12, mobile, default simulated throttling, in a Chromium of its own. */
async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error('no Lighthouse result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const audits = lhr.audits as unknown as Audits;
    if (process.env.LIGHTHOUSE_TASKS) {
      const tasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).map(
        (task) => `${Math.round(task.duration ?? 0)} ms @${Math.round(task.startTime ?? 0)} ${task.url?.replace(/^https?:\/\/[^/]+/, '') ?? ''}`,
      );
      console.log(`    long tasks (${url}): ${tasks.join('; ') || 'none'}`);
    }
    const script = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsKb: (script?.transferSize ?? 0) / 1000,
      lcpElement: lcpElementOf((lhr.audits['largest-contentful-paint-element']?.details ?? undefined) as LcpDetails | undefined),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses the trace of a page load on a busy machine (NO_NAVSTART): one more try. */
export const measureAgainOnce = (url: string): Promise<Figures> => measure(url).catch(() => measure(url));

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each column's median over several runs of one page; the LCP element of the run with the median LCP. */
export function medianOf(runs: Figures[]): Figures {
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  const pick = (key: Column) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
    lcpElement: byLcp[Math.floor((byLcp.length - 1) / 2)]!.lcpElement,
    benchmarkIndex: pick('benchmarkIndex'),
  };
}
