import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { acceptConsents, expectStep, fillApplicant, runningTotal } from './support/forms';

/**
 * WCAG 1.4.4 and 1.4.10: a phone whose browser text size is 200% (Chrome's font size setting, set
 * here through the DevTools protocol) keeps the menu within reach, never scrolls sideways and
 * leaves the phone number room to be typed.
 */

const SCREEN = { width: 390, height: 844 };

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
});

/** Its box, which must lie within the screen. */
async function expectOnScreen(page: Page, name: string, screenWidth = SCREEN.width) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name}: right edge`).toBeLessThanOrEqual(screenWidth);
}

async function expectFitsScreen(page: Page, screenWidth = SCREEN.width) {
  // The text really is enlarged: otherwise every check below passes for nothing.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
  await expectOnScreen(page, 'Abrir menú', screenWidth);
  // On a phone an overflowing page widens the window too (innerWidth follows it): measure against the screen.
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.content, 'no sideways scroll').toBeLessThanOrEqual(widths.window);
  expect(widths.window, 'no sideways scroll').toBeLessThanOrEqual(screenWidth);
}

test('the national trademark form and its classes fit a phone at 200% text', async ({ page }) => {
  await page.goto('/marca-nacional');
  await expectStep(page, 'Marca Nacional');
  await expectFitsScreen(page);
  const phone = await page.getByRole('textbox', { name: 'Teléfono' }).boundingBox();
  expect(phone!.width, 'phone number width').toBeGreaterThanOrEqual(200);
  // The whole figure, '€' included, inside the total's box.
  const total = await runningTotal(page).boundingBox();
  const box = await page.getByRole('group', { name: 'Total del pedido' }).boundingBox();
  expect(total!.x + total!.width).toBeLessThanOrEqual(box!.x + box!.width);

  await fillApplicant(page, { name: 'Pau', lastName: 'Soler', email: 'pau@example.es', phone: '612345678' });
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Fartons Pau');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Clasificación de Niza');
  await expectFitsScreen(page);
});

test('the home page fits a phone at 200% text and its menu opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  await expectOnScreen(page, 'Cerrar menú');
});

test.describe('the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // What pushed these pages sideways: the hero's prices, cards and form grids sized to
  // their longest word ('Internacional', an owner-change option), the contact page's columns.
  test('pages with cards and columns fit at 200% text', async ({ page }) => {
    for (const path of ['/', '/about', '/contacto', '/marca-europea', '/otros-servicios/cambio-de-titular-marcas-y-patentes']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await test.step(path, () => expectFitsScreen(page, 320));
    }
  });
});
