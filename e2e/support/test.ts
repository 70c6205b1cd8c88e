import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * The e2e `test`: any console error or uncaught page error fails the test (silence is a feature).
 * Known third-party noise can be allowed per test with `allowConsoleErrors`.
 */
/** The web app's pages come rendered by the server and work once hydrated (ADR 008): wait for it, as a visitor's clicks need it. */
async function untilHydrated(page: Page) {
  if ((await page.locator('#root').count()) === 0) return;
  // A flow's first step starts its code at the visitor's first touch (ADR 021): a visitor's pointer moves over it.
  if ((await page.locator('script[data-start="intent"]').count()) > 0) await visitorMovesThePointer(page);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
}

const pointerAt = new WeakMap<Page, number>();
/** A real pointer move (through the browser's input, as a person's mouse), never to where it already is. */
export async function visitorMovesThePointer(page: Page) {
  const x = (pointerAt.get(page) ?? 0) === 3 ? 4 : 3;
  pointerAt.set(page, x);
  await page.mouse.move(x, 3);
}

export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript the server's page is all there is: nothing to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowConsoleErrors.some((pattern) => pattern.test(message.text())))
          errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core with the tags the quality bar names; serious and critical violations fail. */
export async function expectAccessible(page: Page, context = '') {
  // Parts drawn only as they near the screen (content-visibility: auto, ADR 021) are drawn once, so
  // their real heights hold while axe scrolls to read colours: nothing moves under its reading.
  await page.evaluate(async () => {
    const { scrollX, scrollY } = window;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(scrollX, top);
      await frame();
    }
    window.scrollTo(scrollX, scrollY);
    await frame();
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(blocking, `axe violations ${context}`).toEqual([]);
}
