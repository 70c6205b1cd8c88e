import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { recordPosts } from './support/site';

/** spec-1 §2.4, §4, §5, §7.2, §8 and DECISIONS §7: the contact form, its bot check, the map. */

const form = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto' });
const field = (page: Page, name: 'Nombre' | 'Email' | 'Mensaje') => form(page).getByRole('textbox', { name, exact: true });
const privacy = (page: Page) => form(page).getByRole('checkbox', { name: /política de privacidad/ });
const send = (page: Page) => form(page).getByRole('button', { name: /Enviar mensaje|Enviando/ });

async function fill(page: Page, values: { nombre?: string; email?: string; mensaje?: string; privacy?: boolean } = {}) {
  await field(page, 'Nombre').fill(values.nombre ?? 'Lucía Martí');
  await field(page, 'Email').fill(values.email ?? 'lucia@example.es');
  await field(page, 'Mensaje').fill(values.mensaje ?? 'Quiero registrar la marca de mi cafetería en Valencia.');
  // Where a person taps: the sentence (its middle was once the link to the legal notice).
  if (values.privacy ?? true) await form(page).getByText('He leído y acepto la política de privacidad').click();
  if (values.privacy ?? true) await expect(privacy(page)).toBeChecked();
}

test('a valid message is sent with a solved bot check, thanked, and the form clears', async ({ page }) => {
  const posted = await recordPosts(page, '/api/contact');
  await page.goto('/contacto');
  await expect(page).toHaveTitle('Contacto | Registro de Marcas');
  await fill(page);
  await send(page).click();
  await expect(form(page).getByTestId('contact-success')).toHaveText('¡Mensaje enviado correctamente! Te contactaremos pronto.');
  await expect(field(page, 'Nombre')).toHaveValue('');
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(field(page, 'Mensaje')).toHaveValue('');
  await expect(privacy(page)).not.toBeChecked();
  const bodies = await posted();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    nombre: 'Lucía Martí',
    email: 'lucia@example.es',
    accept_privacy: true,
    action: 'contact',
    recaptchaToken: expect.any(String),
  });
});

test('/contact is the same page', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expect(form(page)).toBeVisible();
});

test('every required field has its message, the e-mail its format; editing a field clears its error; nothing is sent', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts++;
  });
  await page.goto('/contacto');
  await field(page, 'Nombre').fill('   ');
  await send(page).click();
  for (const message of ['El nombre es requerido', 'El email es requerido', 'El mensaje es requerido', 'Debes aceptar la política de privacidad']) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'Nombre')).toBeFocused();
  await expect(field(page, 'Nombre')).toHaveAttribute('aria-invalid', 'true');
  // Labels read as the fields' names, their asterisks beside them.
  for (const label of ['Nombre', 'Email', 'Mensaje', 'He leído y acepto la política de privacidad'])
    await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Nombre').fill('Lucía');
  await expect(form(page).getByText('El nombre es requerido')).toHaveCount(0);
  await expect(form(page).getByText('El email es requerido')).toBeVisible();

  await field(page, 'Email').fill('lucia@');
  await send(page).click();
  await expect(form(page).getByText('El formato del email no es válido', { exact: true })).toBeVisible();
  await field(page, 'Email').fill('lucia@example.es');
  await expect(form(page).getByText('El formato del email no es válido')).toHaveCount(0);
  await privacy(page).check();
  await expect(form(page).getByText('Debes aceptar la política de privacidad', { exact: true })).toHaveCount(0);
  await expect(form(page).getByText('El mensaje es requerido')).toBeVisible();
  expect(posts).toBe(0);
});

test.describe('failures', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test("the bot check cannot load: 'reCAPTCHA no cargado. Actualiza la página.' and nothing is sent", async ({ page }) => {
    let posts = 0;
    await page.route('**/api/bot-check/challenge', (route) => route.abort());
    await page.route('**/api/contact', (route) => {
      posts++;
      return route.continue();
    });
    await page.goto('/contacto');
    await fill(page);
    await send(page).click();
    await expect(form(page).getByTestId('contact-form-error')).toHaveText('reCAPTCHA no cargado. Actualiza la página.');
    expect(posts).toBe(0);
    await expect(field(page, 'Nombre')).toHaveValue('Lucía Martí');
  });

  test("the server's message shows beside the privacy box; its field messages beside the fields", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, json: { error: 'Revisa los campos del formulario.', fields: { email: 'El formato del email no es válido' } } }),
    );
    await page.goto('/contacto');
    await fill(page);
    await send(page).click();
    await expect(form(page).getByTestId('contact-form-error')).toHaveText('Revisa los campos del formulario.');
    await expect(form(page).getByText('El formato del email no es válido', { exact: true })).toBeVisible();
    await expect(field(page, 'Mensaje')).toHaveValue('Quiero registrar la marca de mi cafetería en Valencia.');
  });

  test('a refused bot check tells the visitor', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'No hemos podido comprobar que no eres un robot. Actualiza la página e inténtalo de nuevo.', fields: { recaptchaToken: 'x' } },
      }),
    );
    await page.goto('/contacto');
    await fill(page);
    await send(page).click();
    await expect(form(page).getByTestId('contact-form-error')).toHaveText(
      'No hemos podido comprobar que no eres un robot. Actualiza la página e inténtalo de nuevo.',
    );
  });

  test("a network error or a server failure: 'Hubo un error al enviar el mensaje. Inténtalo de nuevo.'", async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort(), { times: 1 });
    await page.goto('/contacto');
    await fill(page);
    await send(page).click();
    await expect(form(page).getByTestId('contact-form-error')).toHaveText('Hubo un error al enviar el mensaje. Inténtalo de nuevo.');

    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { error: 'Error interno. Inténtalo de nuevo en unos minutos.' } }), {
      times: 1,
    });
    await send(page).click();
    await expect(form(page).getByTestId('contact-form-error')).toHaveText('Hubo un error al enviar el mensaje. Inténtalo de nuevo.');
    await expect(field(page, 'Nombre')).toHaveValue('Lucía Martí');
  });

  test('the button is disabled while sending', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ json: { success: true, message: '¡Mensaje enviado correctamente! Te contactaremos pronto.' } });
    });
    await page.goto('/contacto');
    await fill(page);
    await send(page).click();
    await expect(form(page).getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    await expect(form(page).getByTestId('contact-success')).toHaveText('¡Mensaje enviado correctamente! Te contactaremos pronto.');
    await expect(form(page).getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });
});

test('the map loads only when asked, within the CSP', async ({ page }) => {
  const maps: string[] = [];
  await page.route('https://www.google.com/**', (route) => {
    maps.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>mapa</title>' });
  });
  await page.goto('/contacto');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar mapa' }).press('Enter');
  await expect(page.locator('iframe[title^="Mapa"]')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/);
  // The button is gone: the keyboard's focus is on the map it showed, not dropped to the page.
  await expect(page.locator('iframe[title^="Mapa"]')).toBeFocused();
  await expect.poll(() => maps.length).toBe(1);
});
