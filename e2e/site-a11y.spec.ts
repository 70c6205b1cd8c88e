import AxeBuilder from '@axe-core/playwright';
import { test, expect, expectAccessible } from './support/test';

/** axe-core (wcag2a, wcag2aa, wcag22aa): no serious or critical violation on any site page, wide and narrow. */

const PAGES = [
  '/',
  '/about',
  '/contacto',
  '/faqs',
  '/aviso-legal',
  '/noticias',
  '/noticias/como-registrar-una-marca-en-espana-paso-a-paso',
  '/patentes',
  '/otros-servicios/presentacion-de-recurso-de-alzada',
  '/login',
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

for (const { name, ...use } of WIDTHS) {
  test.describe(`accessibility on ${name}`, () => {
    test.use(use);

    for (const path of PAGES) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByText('Cargando...')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${path} (${name})`);
      });
    }

    test.describe('404', () => {
      test.use({ allowConsoleErrors: [/status of 404/] });
      test('unknown path', async ({ page }) => {
        await page.goto('/no-existe');
        await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
        await expectAccessible(page, `404 (${name})`);
        // A best practice outside the WCAG tags above: its services menu and the footer's are told apart by name.
        const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
        expect(landmarks.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
      });
    });

    test('open states: FAQ answer, contact errors, video player', async ({ page }) => {
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>vídeo</title></html>' }),
      );
      await page.goto('/faqs');
      await page.locator('summary', { hasText: '¿Cuánto dura una marca registrada?' }).click();
      await expectAccessible(page, `faq open (${name})`);
      await page.goto('/contacto');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.getByText('El nombre es requerido')).toBeVisible();
      await expectAccessible(page, `contact errors (${name})`);
      await page.goto('/');
      await page.getByTestId('video-featured').getByRole('link').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `video modal (${name})`);
    });
  });
}

test('the dial-code list, open, is reachable by keyboard and has no violation', async ({ page }) => {
  await page.goto('/marca-nacional');
  await page.getByRole('button', { name: /^País: España/ }).click();
  await expect(page.getByRole('option', { name: /Francia/ })).toBeAttached();
  await expectAccessible(page, 'dial-code list open');
  // From the search box a Tab reaches the list, where the arrows move and Enter chooses.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox', { name: 'Países' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^País: (?!España)/ })).toBeVisible();
});

test.describe('the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  test('no page scrolls sideways', async ({ page }) => {
    for (const path of [...PAGES, '/marca-nacional', '/diseno-industrial', '/otros-servicios/cambio-de-titular-marcas-y-patentes']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('menus', () => {
  test('desktop dropdown open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Otros servicios' }).click();
    await expectAccessible(page, 'dropdown open');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Invenciones' }).click();
    await expectAccessible(page, 'list dropdown open');
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('mobile panel open', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Marcas' }).click();
      await expectAccessible(page, 'mobile panel');
    });
  });
});
