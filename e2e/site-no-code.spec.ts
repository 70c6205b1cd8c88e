import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';

/**
 * ADR 021, DECISIONS §15: a content page is sent without the app's code. The home and the FAQ load
 * no module script and no framework, only /shell.js (and /boot.js, with nothing to start); their
 * video player, FAQ answers and newsletter form work with JavaScript (/shell.js) and without it.
 */

const THANKS = '¡Gracias! Te hemos enviado un correo: pulsa el enlace que contiene para confirmar tu suscripción.';
const PAGES = ['/', '/faqs'];

/** The scripts a page asks for from now on. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The YouTube player and page a card leads to, answered here: no call leaves the test. */
async function standInForYouTube(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>vídeo</title></html>' });
  });
  return asked;
}

test('the home and the FAQ come with no module script, no entry and no data to hydrate', async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('type="module"');
    expect(html, path).not.toContain('modulepreload');
    expect(html, path).not.toContain('data-entry');
    expect(html, path).not.toContain('id="datos-iniciales"');
    expect(html, path).toContain('<script defer src="/shell.js"></script>');
  }
  // A page with a form the app runs still gets its code, started at the visitor's first touch.
  expect(await (await request.get('/contacto')).text()).toMatch(/<script defer src="\/boot\.js" data-start="intent" data-entry="\/assets\/[^"]+\.js"/);
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the pages load only the shell, which marks them running; their player, answers and newsletter work', async ({ page }) => {
    const embeds = await standInForYouTube(page);
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.sort()).toEqual(['/boot.js', '/shell.js']);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const card = page.getByTestId('video-featured').getByRole('link');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Cómo registrar tu marca en un minuto' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cerrar vídeo' })).toBeFocused();
    await expect.poll(() => embeds).toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    scripts.length = 0;
    await page.goto('/faqs');
    await page.waitForLoadState('networkidle');
    expect(scripts.sort()).toEqual(['/boot.js', '/shell.js']);
    await page.locator('summary', { hasText: '¿Cuánto dura una marca registrada?' }).click();
    await expect(page.getByText('periodos sucesivos de 10 años', { exact: false })).toBeVisible();

    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('con-script@example.es');
    await form.getByRole('checkbox', { name: /acepto su política de privacidad/ }).check();
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(form.getByRole('status')).toHaveText(THANKS);
    expect(new URL(page.url()).pathname).toBe('/faqs');
  });

  test.describe("the server's answer to the form, as a browser whose shell did not load gets it", () => {
    test.use({ allowConsoleErrors: [/status of 400/] });

    test('is accessible, refused and thanked', async ({ page }) => {
      await page.goto('/faqs');
      const footer = page.getByRole('contentinfo');
      await footer.locator('form[data-shell="newsletter"]').evaluate((form) => form.removeAttribute('data-shell'));
      await footer.getByRole('checkbox', { name: /acepto su política de privacidad/ }).check();
      await footer.getByRole('button', { name: 'ENVIAR' }).click();
      await expect(page.getByRole('alert')).toHaveText('El email es requerido');
      await expectAccessible(page, 'the refused sign-up');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('sin-shell@example.es');
      await page.getByRole('button', { name: 'ENVIAR' }).click();
      await expect(page.getByRole('status')).toHaveText(THANKS);
      await expectAccessible(page, 'the thanks');
    });
  });
});

test.describe('the newsletter sent by /shell.js', () => {
  // The refusal (400) and the failed send are logged by the browser.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test("newsletter: the server's refusal and a failed send show in its status line, tied to the field; typing clears them", async ({ page }) => {
    await page.goto('/faqs');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    const status = form.getByRole('status');
    // An address the browser takes, the shared schema does not: the server's message.
    await email.fill('lectora@example');
    await form.getByRole('checkbox', { name: /acepto su política de privacidad/ }).check();
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(status).toHaveText('El formato del email no es válido');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', 'boletin-status');
    await email.fill('lectora@example.es');
    await expect(status).toHaveText('');
    await expect(email).not.toHaveAttribute('aria-invalid');

    await page.route('**/api/newsletter', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(status).toHaveText('No hemos podido completar la suscripción. Inténtalo de nuevo.');
    await expect(form.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe('/faqs');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("a video card leads to the video; the FAQ's answers open and its filters show their questions", async ({ page }) => {
    const asked = await standInForYouTube(page);
    await page.goto('/');
    const card = page.getByTestId('video-featured').getByRole('link');
    await expect(card).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await expect(page.locator('iframe')).toHaveCount(0);
    await card.click();
    await expect(page).toHaveURL(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(asked).toHaveLength(1);

    await page.goto('/faqs');
    const answer = page.getByText('periodos sucesivos de 10 años', { exact: false });
    await expect(answer).toBeHidden();
    await page.locator('summary', { hasText: '¿Cuánto dura una marca registrada?' }).click();
    await expect(answer).toBeVisible();
    await page.locator('summary', { hasText: '¿Cuánto dura una marca registrada?' }).click();
    await expect(answer).toBeHidden();

    await page.getByRole('group', { name: 'Filtrar por categoría' }).getByRole('link', { name: 'Oposición' }).click();
    await expect(page).toHaveURL(/\/faqs\?categoria=oposicion$/);
    const categories = await page.locator('[data-category]').evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['oposicion']));
  });

  // The refused sign-up's page answers 400, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("the newsletter form is answered by the server: the field's message with the form again, then the thanks and the way back", async ({ page }) => {
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Correo electrónico' }).fill('sin-script');
    await footer.getByRole('checkbox', { name: /acepto su política de privacidad/ }).check();
    await footer.getByRole('button', { name: 'ENVIAR' }).click();

    await expect(page).toHaveURL(/\/newsletter$/);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await expect(form.getByRole('alert')).toHaveText('El formato del email no es válido');
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveValue('sin-script');
    await expect(email).toHaveAttribute('aria-describedby', 'boletin-status');
    await expect(form.getByRole('checkbox', { name: /acepto su política de privacidad/ })).toBeChecked();

    await email.fill('sin-script@example.es');
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(page.getByRole('status')).toHaveText(THANKS);
    await page.getByRole('link', { name: 'Volver a la página anterior' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  });
});
