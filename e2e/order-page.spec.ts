import { test, expect, expectAccessible } from './support/test';

/** A copyright order saved the way the web app saves it, so the test starts at the payment page. */
async function savedOrder(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const data = {
    flow: 'derechos-autor',
    applicantType: 'empresa',
    name: 'Editorial Turia, S.L.',
    email: 'derechos@example.es',
    phone: '961234567',
    acceptPrivacy: true,
    acceptTerms: true,
    // A company's invoice names it (DECISIONS §12).
    facturacion: {
      nif: 'B12345674',
      nombre: 'Editorial Turia, S.L.',
      direccion: 'Avenida del Puerto 200',
      codigoPostal: '46023',
      ciudad: 'Valencia',
      provincia: 'Valencia',
      pais: 'España',
    },
    adicional: { workTitle: 'Cuentos del Cabanyal', workDescription: 'Relatos breves.', workType: ['Obra Literaria'] },
  };
  const response = await request.post('/api/guardar_marca', { multipart: { data: JSON.stringify(data) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { referencia: string }).referencia;
}

test('a cancelled payment offers to pay again; once paid, the order page shows Pagado in its timeline', async ({ page, request }) => {
  const referencia = await savedOrder(request);
  await page.goto(`/g/pay?trans=${referencia}`);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/pago\/ko\?trans=/);
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page).toHaveURL(`/pedido/${referencia}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pago no completado');
  await expect(page.getByText('El último pago no se completó. Puedes intentarlo de nuevo.')).toBeVisible();
  await expectAccessible(page, 'order page, payment failed');

  await page.getByRole('link', { name: 'Pagar 450,00 €' }).click();
  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok\?trans=/);
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Pagado');
  // The timeline in the client's words: no draft, no payment page opened, no gateway codes.
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Pago recibido');
  await expect(timeline).toContainText('El pago no se completó');
  await expect(timeline).not.toContainText(/Borrador|Pago iniciado|\(\d{4}[A-Z0-9]{8}/);
  // What was ordered, as the office's mail says it: the applicant and the flow's own labels.
  const ordered = page.getByRole('region', { name: 'Tu solicitud' });
  await expect(ordered).toContainText(/Solicitante\s*Editorial Turia, S\.L\./);
  await expect(ordered).toContainText('Cuentos del Cabanyal');
  await expect(ordered).toContainText('Obra Literaria');
  await expect(page.getByTestId('order-total')).toHaveText('450,00 €');
  // DECISIONS §12: the total as the invoice reads it, the registry's fee passed through without VAT.
  const amount = page.getByRole('region', { name: 'Importe' });
  await expect(amount).toContainText(/Tasas oficiales \(suplidos\)\s*11,83 €/);
  await expect(amount).toContainText(/Honorarios profesionales\s*438,17 €/);
  await expect(amount).toContainText(/Base imponible\s*362,12 €/);
  await expect(amount).toContainText(/IVA \(21 %\)\s*76,05 €/);
  await expect(page.getByRole('link', { name: /^Pagar/ })).toHaveCount(0);
  await expectAccessible(page, 'order page, paid');

  // The failure page of a paid order offers no second payment (DECISIONS §4).
  await page.goto(`/pago/ko?trans=${referencia}`);
  await expect(page.getByRole('heading', { name: 'Este pedido ya está pagado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reintentar el pago' })).toHaveCount(0);
});

test.describe('order page of an unknown reference', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test("is a 404 that says 'Pedido no encontrado' and how to reach the office, before and after JavaScript", async ({ page, browser }) => {
    const response = await page.goto('/pedido/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido no encontrado');
    await expect(page).toHaveTitle(/^Pedido no encontrado/);
    await expect(page.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
    const contact = page.getByTestId('order-not-found-contact');
    await expect(contact.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectAccessible(page, 'order not found');
    // The server's own page says it, without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${test.info().project.use.baseURL}/pedido/BBBBBBBBBBBBBBBBBBBBBBBB`);
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Pedido no encontrado');
    await context.close();
  });
});

test.describe('the success page', () => {
  // An unknown reference: the browser logs the API's 404, which is what this test expects.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("says what the order's state is, never 'paid' for an order that is not", async ({ page, request }) => {
    const referencia = await savedOrder(request);
    await page.goto(`/pago/ok?trans=${referencia}`);
    await expect(page.getByRole('heading', { name: 'Este pedido no consta como pagado' })).toBeVisible();
    await expect(page.getByText('¡Pago completado!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pagar el pedido' })).toHaveAttribute('href', `/g/pay?trans=${referencia}`);
    await expectAccessible(page, 'payment ok, order not paid');
    await page.goto('/pago/ok?trans=zzz');
    await expect(page.getByRole('heading', { name: 'No encontramos ese pedido' })).toBeVisible();
    // The failure page promises no saved request it cannot find.
    await page.goto('/pago/ko?trans=zzz');
    await expect(page.getByText('No encontramos el pedido de este pago')).toBeVisible();
    await expect(page.getByText('Tu solicitud sigue guardada')).toHaveCount(0);
  });

  test('stops saying it is confirming when the bank never confirms, and does not ask to pay again', async ({ page, request }) => {
    const referencia = await savedOrder(request);
    // A payment page opened and left: the order awaits its payment, and no notice will come.
    expect((await request.get(`/g/pay?trans=${referencia}`)).ok()).toBe(true);
    await page.clock.install();
    await page.goto(`/pago/ok?trans=${referencia}`);
    await expect(page.getByRole('heading', { name: 'Estamos confirmando tu pago' })).toBeVisible();
    const waitedOut = page.getByRole('heading', { name: 'Aún no tenemos la confirmación del banco' });
    for (let tick = 0; tick < 20 && !(await waitedOut.isVisible()); tick++) {
      await page.clock.runFor(2_000);
      await page.waitForTimeout(100);
    }
    await expect(waitedOut).toBeVisible();
    await expect(page.getByText('no hace falta que pagues de nuevo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pagar el pedido' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver mi pedido' })).toBeVisible();
  });
});
