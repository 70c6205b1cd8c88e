import { test, expect, expectAccessible } from './support/test';

/**
 * Less work for the server's HTML (ADR 021): the big parts of a page below a phone's first screen
 * (`below-fold`, content-visibility: auto) are laid out as they near the screen, holding a height
 * close to their own until then, and stay in the page for anchors and assistive technology.
 */

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Layout shifts the page has recorded so far (what CLS adds up). */
const shifts = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

for (const [path, parts] of [
  ['/', ['#especialidades', '#videos', '#equipo', 'footer']],
  ['/faqs', ['footer']],
  ['/aviso-legal', ['#vision', '#politica', '#condiciones', '#privacidad', '#aviso', 'footer']],
  ['/noticias', ['[data-testid="news-cards"]', 'footer']],
] as const) {
  test(`${path}: its parts below the fold wait to be drawn, at about their own height, and nothing shifts`, async ({ page }) => {
    await page.goto(path);
    for (const selector of parts) {
      // A heading's id names its section on the home.
      const part = page.locator(selector.startsWith('#') && path === '/' ? `section[aria-labelledby="${selector.slice(1)}"]` : selector).first();
      expect(await part.evaluate((element) => getComputedStyle(element).contentVisibility), selector).toBe('auto');
      const [held, drawn] = await part.evaluate(async (element) => {
        const held = element.getBoundingClientRect().height;
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return [held, element.getBoundingClientRect().height];
      });
      expect(Math.abs(held - drawn) / drawn, `${selector}: held ${held} px, drawn ${drawn} px`).toBeLessThan(0.2);
    }
    expect(await shifts(page)).toBe(0);
  });
}

test('an anchor into the last legal section lands on it, below the chips, and the text is there for assistive technology', async ({ page }) => {
  await page.goto('/aviso-legal#aviso');
  const heading = page.getByRole('heading', { level: 2, name: 'Aviso legal' });
  await expect(heading).toBeInViewport();
  const chips = (await page.getByTestId('legal-chips').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(chips.y + chips.height);
  // A section never drawn yet is read all the same.
  await expect(page.getByRole('region', { name: 'Visión y misión' })).toBeAttached();
  await expectAccessible(page, 'legal notice at its last section');
});

test('the home scrolled to its end: the footer drawn, axe clean', async ({ page }) => {
  await page.goto('/');
  const newsletter = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await newsletter.scrollIntoViewIfNeeded();
  await expect(newsletter).toBeInViewport();
  await expectAccessible(page, 'home at its footer');
});
