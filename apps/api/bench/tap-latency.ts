import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../e2e/support/chromium';

/** What a tap is measured on: the page, when it is ready for a person's tap, the button and what the tap shows. */
export interface TapTarget {
  url: string;
  /** A selector present once the page takes taps: the shop's `html[data-hydrated]` (ADR 008), a client-rendered peer's button. */
  ready: string;
  button: string;
  /** A text the tap on the empty step makes visible (the form's first message, or the shop's banner). */
  shows: string;
  /**
   * The tap is the visitor's first touch of the page: nothing waits for `ready`. On a flow's first
   * step, whose code starts at the visitor's first touch (ADR 021), the tap starts it and is held
   * until it runs: what it shows comes after the code's download and hydration.
   */
  firstTouch?: boolean;
}

export interface Tap {
  /** INP-like: the longest Event Timing entry of the tap's interaction (input to the next paint); 0 when every part took under 16 ms. */
  inpMs: number;
  /** From the pointerdown to the first frame painted after `shows` became visible (or the step's heading changed). */
  shownMs: number;
}

interface TapWindow {
  tap: { events: { name: string; interactionId: number; startTime: number; duration: number }[]; start: number; shown: number };
}

/** Lighthouse's mobile CPU slowdown: the tap is measured on as slow a phone as the other columns. */
const CPU_SLOWDOWN = 4;

export const launchTapBrowser = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/**
 * Loads the first step with a 4× slower CPU, waits until it takes taps, and clicks its button with
 * the mouse (real input events through CDP, as a person's tap) on the empty form, which every page
 * answers on the spot: the shop and the peers alike show the required fields' messages (a valid
 * form would have the shop save a draft on the server, which no peer does).
 */
export async function measureTap(browser: Browser, target: TapTarget): Promise<Tap> {
  // Lighthouse's mobile viewport (Moto G Power), so the button is where a phone shows it.
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // tsx compiles this file with esbuild's keepNames, which wraps the functions below in a `__name` helper the page lacks.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.addInitScript(() => {
      const tap: TapWindow['tap'] = { events: [], start: 0, shown: 0 };
      (window as unknown as TapWindow).tap = tap;
      // Event Timing, as INP reads it: entries of 16 ms and more (the smallest threshold), from the start.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
          tap.events.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(target.url, { waitUntil: 'load', timeout: 60_000 });
    if (!target.firstTouch) {
      // The visitor's pointer reaches the page before the tap (a page whose code waits for it starts it now).
      await page.mouse.move(5, 5);
      await page.locator(target.ready).first().waitFor({ state: 'attached', timeout: 60_000 });
    }
    const button = page.getByRole('button', { name: target.button, exact: true }).first();
    await button.waitFor({ state: 'visible', timeout: 30_000 });
    // A person reads before tapping: the tap should not land in the tail of the page's start.
    await page.waitForTimeout(500);
    await page.evaluate((shows) => {
      const { tap } = window as unknown as TapWindow;
      const heading = () => document.querySelector('h1')?.textContent ?? '';
      const before = heading();
      const isShown = () => {
        const found = document.evaluate(`//body//*[text()[contains(., "${shows}")]]`, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
        for (let index = 0; index < found.snapshotLength; index++) if ((found.snapshotItem(index) as Element).checkVisibility()) return true;
        return heading() !== before;
      };
      const watch = new MutationObserver(() => {
        if (!isShown()) return;
        watch.disconnect();
        // The frame that shows it: after the next animation frame's rendering.
        requestAnimationFrame(() => setTimeout(() => (tap.shown = performance.now())));
      });
      addEventListener(
        'pointerdown',
        (event) => {
          tap.start = event.timeStamp;
          watch.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
        },
        { capture: true, once: true },
      );
    }, target.shows);
    await button.click();
    await page.waitForFunction(() => (window as unknown as TapWindow).tap.shown > 0, null, { timeout: 30_000 });
    // Event Timing reports an interaction after its paint, in a task of its own: give it time to arrive.
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const { tap } = window as unknown as TapWindow;
      const ofTap = tap.events.filter((entry) => entry.interactionId > 0 && entry.startTime >= tap.start - 1);
      return { inpMs: Math.max(0, ...ofTap.map((entry) => entry.duration)), shownMs: tap.shown - tap.start };
    });
  } finally {
    await context.close();
  }
}
