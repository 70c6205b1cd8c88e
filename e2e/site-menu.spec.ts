import { test, expect, expectAccessible } from './support/test';

/**
 * The header's menu drawn once for both sizes (site/header/Menu.tsx, ADR 021): the bar's dropdowns
 * from xl up, the phone's panel below, one set of links; and what /shell.js reads as a page loads.
 */

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

test('the menu is in the page once: one navigation, each service linked once in the header', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.locator('nav')).toHaveCount(1);
  await expect(header.locator('a[href="/marca-nacional"]')).toHaveCount(1);
  await expect(header.locator('a[href="/patentes"]')).toHaveCount(1);
});

test('on a wide screen the services show their descriptions and column titles, and nothing is a dialog', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeHidden();
  await expect(page.getByRole('link', { name: /Síguenos en YouTube/ })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('button', { name: 'Marcas', exact: true }).click();
  const panel = page.locator('#menu-marcas');
  await expect(panel.getByText('Registro', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Marca Nacional\s*Desde 199,00 €\s*Registra tu marca en España/ })).toBeVisible();
  // The panel spans the bar, right under it.
  const [bar, box] = [await page.getByTestId('main-bar').boundingBox(), await panel.boundingBox()];
  expect(box!.width).toBe(WIDE.width);
  expect(Math.abs(box!.y - (bar!.y + bar!.height))).toBeLessThanOrEqual(1);
});

test('crossing xl closes what was open: the phone panel and its section, or a dropdown', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const panel = page.getByRole('dialog', { name: 'Menú' });
  await panel.getByRole('button', { name: 'Marcas', exact: true }).click();
  await expect(panel.getByRole('link', { name: /^Marca Nacional/ })).toBeVisible();

  await page.setViewportSize(WIDE);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('button', { name: 'Marcas', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#menu-marcas')).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await nav.getByRole('button', { name: 'Invenciones' }).click();
  await expect(page.getByTestId('menu-backdrop')).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('menu-backdrop')).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(panel.getByRole('button', { name: 'Invenciones' })).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('link', { name: /Patentes/ })).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the panel covers the screen over the top strip, also once the bar is translucent, and keeps the focus inside', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.getByTestId('main-bar')).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const panel = page.getByRole('dialog', { name: 'Menú' });
    expect(await panel.boundingBox()).toMatchObject({ y: 0, height: PHONE.height });
    // What the top strip's corner shows is the panel's backdrop, not the strip.
    expect(await page.evaluate(() => document.elementFromPoint(5, 5)?.getAttribute('data-testid'))).toBe('mobile-backdrop');

    const close = panel.getByRole('button', { name: 'Cerrar menú' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('link', { name: /Síguenos en YouTube/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    // Title and price, without the wide screen's descriptions and column titles.
    await panel.getByRole('button', { name: 'Marcas', exact: true }).click();
    await expect(panel.getByRole('link', { name: /^Marca Nacional\s*Desde 199,00 €$/ })).toBeVisible();
    await expect(page.locator('#menu-marcas').getByText('Registro', { exact: true })).toBeHidden();
    await expectAccessible(page, 'phone panel open on a scrolled page');

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
    expect(await page.getByTestId('main-bar').evaluate((bar) => getComputedStyle(bar).backdropFilter)).toContain('blur');
  });
});

test.describe('what /shell.js reads as the page loads', () => {
  test.use({ viewport: WIDE });

  test('a page reloaded halfway down shows the translucent bar (spec-1 §9)', async ({ page }) => {
    await page.goto('/faqs');
    const bar = page.getByTestId('main-bar');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
  });

  test("an address with a legal section's anchor: the section in sight, its chip marked, the bar translucent", async ({ page }) => {
    await page.goto('/aviso-legal#privacidad');
    await expect(page.locator('#privacidad')).toBeInViewport();
    await expect(page.locator('[data-shell="legal-chips"] a[href="#privacidad"]')).toHaveAttribute('aria-current', 'location');
    await expect(page.getByTestId('main-bar')).toHaveAttribute('data-scrolled', 'true');
  });

  test('a new page at the top keeps the solid bar and marks no chip', async ({ page }) => {
    await page.goto('/aviso-legal');
    await expect(page.getByTestId('main-bar')).toHaveAttribute('data-scrolled', 'false');
    await expect(page.locator('[data-shell="legal-chips"] a[aria-current]')).toHaveCount(0);
  });
});
