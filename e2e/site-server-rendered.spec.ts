import { test, expect } from './support/test';
import { documentsRequested } from './support/site';

/**
 * ADR 008: the pages come rendered by the server with their data (the header's menu, the home's
 * prices, the news list), so a visitor without JavaScript reads them, and with JavaScript they
 * hydrate without a console error (the shared `test` fails on any).
 */

const FEATURED = 'Cómo registrar una marca en España, paso a paso';

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the home and the news list work as the server’s HTML, with no code: their links are pages from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Marcas', exact: true })).toBeVisible();
    await expect(page.getByTestId('hero-marca-nacional').getByTestId('hero-price')).toHaveText('desde 199,00 €');

    await page.goto('/noticias');
    await expect(page.getByTestId('news-featured').getByRole('heading', { name: FEATURED })).toBeVisible();
    const documents = documentsRequested(page);
    await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/noticias\?page=2$/);
    await expect(page.getByTestId('news-featured')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(documents).toEqual([expect.stringMatching(/\/noticias\?page=2$/)]);
  });

  // The browser's router starts with only the routes of the page the server rendered; the others
  // join at the first navigation that needs them (router.tsx). Links of the page's content navigate
  // in the app; the header's and footer's are pages from the server, and so is every link of a page
  // sent without code (ADR 021).
  test.describe('from a page that runs', () => {
    // The order no reference names answers 404, which the browser logs.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('a page started with only its own route leads in the app to another and back', async ({ page }) => {
      await page.goto('/pedido/NOEXISTE');
      await expect(page.getByRole('heading', { level: 1, name: 'Pedido no encontrado' })).toBeVisible();
      const documents = documentsRequested(page);
      await page.getByRole('main').locator('a[href="/contacto"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/pedido\/NOEXISTE$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pedido no encontrado' })).toBeVisible();
      expect(documents).toEqual([]);
    });
  });
});

/**
 * A page's first Intl formatter loads the ICU data, tens of milliseconds of a phone's main thread
 * while the page starts (ADR 008: TBT). Every Intl constructor and locale method is wrapped before
 * the page's code runs, and the home, the news pages and two flows are driven until they work
 * (hydrated, the button enabled) and their on-demand parts have loaded.
 */
test.describe('starting a page', () => {
  test.use({ locale: 'en-US' });

  test('the home, the news pages and the flows start without touching Intl', async ({ page }) => {
    await page.addInitScript(() => {
      const used: string[] = [];
      Object.assign(window, { intlUsed: used });
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(Intl)) {
        const original = intl[name];
        if (typeof original !== 'function') continue;
        intl[name] = new Proxy(original, {
          construct: (target, args) => (used.push(name), Reflect.construct(target as new (...a: unknown[]) => object, args)),
          apply: (target, self, args) => (used.push(name), Reflect.apply(target as (...a: unknown[]) => unknown, self, args)),
        });
      }
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [String.prototype, 'localeCompare'],
      ];
      for (const [prototype, method] of methods) {
        const original = (prototype as Record<string, (...a: unknown[]) => unknown>)[method]!;
        Object.defineProperty(prototype, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            used.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    const intlUsed = () => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);

    await page.goto('/');
    await expect(page.getByTestId('hero-marca-nacional').getByTestId('hero-price')).toHaveText('desde 199,00 €');
    await page.waitForLoadState('networkidle');
    expect(await intlUsed(), 'Intl on the home').toEqual([]);

    // The news pages show dates (dates.ts writes them by hand).
    for (const path of ['/noticias', '/noticias/como-registrar-una-marca-en-espana-paso-a-paso']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: FEATURED }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await intlUsed(), `Intl on ${path}`).toEqual([]);
    }

    for (const path of ['/marca-nacional', '/patentes']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(await intlUsed(), `Intl on ${path}`).toEqual([]);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the home shows the menu and its prices', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Marcas', 'Invenciones', 'Otros servicios']) await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
    for (const name of ['Noticias', 'Preguntas frecuentes', 'Contacto']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByTestId('hero-marca-nacional').getByTestId('hero-price')).toHaveText('desde 199,00 €');
    await expect(page.getByText('Cargando')).toHaveCount(0);
  });

  test('the news list shows its articles and its page links lead to the next page', async ({ page }) => {
    await page.goto('/noticias');
    await expect(page.getByTestId('news-featured').getByRole('heading', { name: FEATURED })).toBeVisible();
    await expect(page.getByTestId('news-cards').getByRole('article')).toHaveCount(5);
    await expect(page.getByTestId('news-skeleton')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/noticias\?page=2$/);
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test("a flow's first step shows its fields in a form the browser itself can send (ADR 021)", async ({ page }) => {
    await page.goto('/marca-nacional');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toBeVisible();
    const form = page.getByRole('main').locator('form[method="post"][enctype="multipart/form-data"]');
    await expect(form).toHaveAttribute('action', '/marca-nacional');
    await expect(form.locator('input[type="hidden"][name="_paso"]')).toHaveValue('form');
    // Nothing tells the visitor to turn JavaScript on: the form works without it.
    await expect(page.locator('noscript')).toHaveCount(0);
  });
});
