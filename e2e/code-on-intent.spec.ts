import type { Page } from '@playwright/test';
import { test, expect, visitorMovesThePointer } from './support/test';
import { acceptConsents, expectStep, fillApplicant, REQUIRED_BANNER } from './support/forms';
import { recordPosts } from './support/site';

/*
 * A flow's first step is a form the server answers (ADR 021): its code only enhances it, so
 * /boot.js starts it at the visitor's first sign of using the page, not after the first paint.
 * Whatever that first sign is (a tap on 'Continuar' included), nothing is lost.
 */

/** The page's code as the browser asks for it (the build's chunks). */
function codeRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/[\w.-]+\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Opens a page as a visitor who has not touched it yet (the shared `page.goto` moves the pointer). */
const openUntouched = (page: Page, path: string) => page.mainFrame().goto(path);
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
const markName = (page: Page) => page.getByRole('textbox', { name: 'Nombre de la marca', exact: true });

test.describe("a flow's first step starts its code at the visitor's first touch", () => {
  test('a visitor who only looks downloads no code; the pointer moving over the page starts it', async ({ page }) => {
    const code = codeRequested(page);
    await openUntouched(page, '/marca-nacional');
    // Longer than /boot.js's wait for the first paint (at most a second) on a page that starts after it.
    await page.waitForTimeout(1500);
    expect(code).toEqual([]);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await visitorMovesThePointer(page);
    await hydrated(page);
    expect(code.length).toBeGreaterThan(0);
  });

  test("'Continuar' pressed as the very first touch is held until the code runs, then answered", async ({ page }) => {
    await openUntouched(page, '/marca-nacional');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
    // Not sent by the browser itself: the page stays, its code now running.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  });

  test('a keyboard visitor: the first Tab starts it, and what is typed before it runs is kept', async ({ page }) => {
    const code = codeRequested(page);
    await openUntouched(page, '/marca-nacional');
    await page.keyboard.press('Tab');
    await expect.poll(() => code.length).toBeGreaterThan(0);
    await markName(page).fill('Turrón de Xixona');
    await hydrated(page);
    await expect(markName(page)).toHaveValue('Turrón de Xixona');
  });

  test('a draft this tab keeps brings the code at once, with no touch: the visitor finds the form as they left it', async ({ page }) => {
    await page.goto('/marca-nacional');
    await markName(page).fill('Horchata Real');
    await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).join())).toContain('Horchata Real');
    await openUntouched(page, '/marca-nacional');
    await hydrated(page);
    await expect(markName(page)).toHaveValue('Horchata Real');
  });
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test("the visitor fills the step by touch and taps 'Continuar': the next step, nothing lost", async ({ page }) => {
    await openUntouched(page, '/marca-nacional');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).tap();
    await fillApplicant(page, { name: 'Pau', lastName: 'Soler', email: 'pau@example.es', phone: '612345678' });
    await markName(page).fill('Fartons Pau');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
    await expectStep(page, 'Clasificación de Niza');
  });

  test("a tap on 'Continuar' as the first touch shows the step's messages", async ({ page }) => {
    await openUntouched(page, '/marca-nacional');
    await page.getByRole('button', { name: 'Continuar', exact: true }).tap();
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test("the contact form, filled by touch before its code ran and sent with 'Enviar mensaje': sent whole, thanked", async ({ page }) => {
    const posted = await recordPosts(page, '/api/contact');
    const code = codeRequested(page);
    await openUntouched(page, '/contacto');
    await page.waitForTimeout(1500);
    expect(code).toEqual([]);
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).tap();
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Amparo Ferrer');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('amparo@example.es');
    await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('¿Podéis registrar mi marca de horchata?');
    await form.getByText('He leído y acepto la política de privacidad').tap();
    await form.getByRole('button', { name: 'Enviar mensaje' }).tap();
    await expect(form.getByTestId('contact-success')).toHaveText('¡Mensaje enviado correctamente! Te contactaremos pronto.');
    expect(await posted()).toEqual([
      expect.objectContaining({
        nombre: 'Amparo Ferrer',
        email: 'amparo@example.es',
        mensaje: '¿Podéis registrar mi marca de horchata?',
        accept_privacy: true,
      }),
    ]);
  });
});
