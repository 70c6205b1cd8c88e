import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, expectStep, fillApplicant, REQUIRED_BANNER } from './support/forms';

test('international quote: a failed submit, countries as chips, then the confirmation', async ({ page }) => {
  await page.goto('/marca-internacional');
  await expectStep(page, 'Marca Internacional');
  await expect(page.getByTestId('running-total')).toHaveCount(0);
  await expectAccessible(page, 'international form');
  await page.getByRole('button', { name: 'Solicitar Presupuesto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
  await expect(page.getByText('Debes seleccionar al menos un país para continuar.', { exact: true })).toBeVisible();
  await expectAccessible(page, 'international form with errors');

  await fillApplicant(page, { name: 'Jordi', lastName: 'Puig', email: 'jordi@example.es', phone: '612345678' });
  const picker = page.getByRole('button', { name: 'Seleccionar países...' });
  await picker.click();
  const search = page.getByRole('textbox', { name: 'Buscar país' });
  await search.fill('méx');
  await page.getByRole('checkbox', { name: /México/ }).check();
  await search.fill('japón');
  await page.getByRole('checkbox', { name: /Japón/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '2 país(es) seleccionado(s)' })).toBeVisible();
  await page.getByRole('button', { name: 'Quitar Japón' }).click();
  await expect(page.getByRole('button', { name: '1 país(es) seleccionado(s)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Ceràmica Blava');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Solicitar Presupuesto' }).click();

  await expectStep(page, '¡Solicitud Enviada!');
  await expect(page.getByText('Gracias por confiar en nosotros para el registro de su marca internacional.')).toBeVisible();
  await expect(page.getByText('En breve nos pondremos en contacto con usted para ofrecerle un presupuesto ajustado a su solicitud')).toBeVisible();
  await expectAccessible(page, 'international confirmation');
  // The request's own page is one click away: its number, and later its quote.
  await page.getByRole('link', { name: 'Ver mi solicitud' }).click();
  await expect(page).toHaveURL(/\/pedido\/[\w-]+$/);
  await expect(page.getByTestId('order-status')).toHaveText('Presupuesto solicitado');
});

test('international countries: a click on the name toggles the country and keeps the list open', async ({ page }) => {
  await page.goto('/marca-internacional');
  await expectStep(page, 'Marca Internacional');
  await page.getByRole('button', { name: 'Seleccionar países...' }).click();
  const list = page.getByRole('list', { name: 'Países', exact: true });
  await page.getByRole('textbox', { name: 'Buscar país' }).fill('méx');
  // The row's text, not the small box: where most visitors click.
  await list.getByText('México', { exact: true }).click();
  const chips = page.getByRole('list', { name: 'Países seleccionados' });
  await expect(chips.getByText('México')).toBeVisible();
  await expect(list).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'México' })).toBeChecked();
  // The focus stays in the panel, on the row just chosen, as after a press on its box.
  await expect(page.getByRole('checkbox', { name: 'México' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Buscar país' }).fill('japón');
  await list.getByText('Japón', { exact: true }).click();
  await expect(chips.getByText('Japón')).toBeVisible();
  await expect(list).toBeVisible();
  // A second click on the same row takes the country off again; the list stays.
  await list.getByText('Japón', { exact: true }).click();
  await expect(chips.getByText('Japón')).toHaveCount(0);
  await expect(list).toBeVisible();
  await expect(page.getByRole('button', { name: '1 país(es) seleccionado(s)' })).toBeVisible();
});

test.describe('a failed save', () => {
  // The browser reports the failed request itself; the page says it in Spanish.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test('a quote request whose save fails says whose fault it is, keeps what was typed, and goes through on retry', async ({ page }) => {
    await page.goto('/marca-internacional');
    await fillApplicant(page, { name: 'Jordi', lastName: 'Puig', email: 'jordi@example.es', phone: '612345678' });
    await page.getByRole('button', { name: 'Seleccionar países...' }).click();
    await page.getByRole('textbox', { name: 'Buscar país' }).fill('méx');
    await page.getByRole('checkbox', { name: /México/ }).check();
    await page.keyboard.press('Escape');
    const brand = page.getByRole('textbox', { name: 'Nombre de la marca', exact: true });
    await brand.fill('Ceràmica Blava');
    await acceptConsents(page);
    const send = page.getByRole('button', { name: 'Solicitar Presupuesto' });

    // A proxy's error page: the server answered, so the visitor's connection is not to blame.
    await page.route('**/api/guardar_marca', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }), { times: 1 });
    await send.click();
    const failure = page.getByRole('alert').filter({ hasText: 'El servidor no ha podido atender la petición.' });
    await expect(failure).toBeVisible();
    await expect(failure).not.toContainText('Revisa tu conexión');
    // spec-2 §8's words; the detail already says to try again, so the notice does not say it twice.
    await expect(failure).toHaveText(
      /^Error al procesar la solicitud: El servidor no ha podido atender la petición\. Inténtalo de nuevo en unos minutos; tus datos siguen aquí\.\s*Cerrar$/,
    );
    await expect(brand).toHaveValue('Ceràmica Blava');

    // A 2xx that saved nothing (a proxy's answer without a reference): the server's trouble, never an endless spinner.
    await page.route('**/api/guardar_marca', (route) => route.fulfill({ status: 200, json: { ok: true } }), { times: 1 });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: 'El servidor no ha podido atender la petición.' })).toBeVisible();
    await expect(send).toBeEnabled();

    // The server refuses the order as it is (a file's content): the same click cannot help, so it is not offered.
    const refusal = {
      error: 'El archivo logo.png no tiene un formato permitido',
      fields: { uploadedFile: 'El archivo logo.png no tiene un formato permitido' },
    };
    await page.route('**/api/guardar_marca', (route) => route.fulfill({ status: 400, json: refusal }), { times: 1 });
    await send.click();
    const refused = page.getByRole('alert').filter({ hasText: refusal.error });
    await expect(refused).toContainText('Corrígelo en el formulario y vuelve a intentarlo.');
    await expect(refused).not.toContainText('Pulsa de nuevo');

    // No answer at all: then it is the connection.
    await page.route('**/api/guardar_marca', (route) => route.abort('internetdisconnected'), { times: 1 });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: 'No hemos podido conectar con el servidor. Revisa tu conexión' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'No hemos podido conectar' })).toContainText('Error al procesar la solicitud:');

    // The save sends the request to the office; the spec's second call failing cannot undo that.
    await page.route('**/api/enviar_email_internacional', (route) => route.fulfill({ status: 503, json: { error: 'El servicio no responde.' } }), { times: 1 });
    await send.click();
    await expectStep(page, '¡Solicitud Enviada!');
  });
});
