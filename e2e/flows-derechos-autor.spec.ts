import { fileURLToPath } from 'node:url';
import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, expectStep, fillApplicant, REQUIRED_BANNER } from './support/forms';
import { fillBilling, PERSON_BILLING } from './support/billing';

const pdf = fileURLToPath(new URL('./fixtures/obra.pdf', import.meta.url));

test('copyright: a failed submit, then form → summary → payment page → cancel', async ({ page }) => {
  await page.goto('/derechos-de-autor');
  await expectStep(page, 'Derechos de Autor');
  await expect(page.getByTestId('running-total')).toHaveText('450,00 €');
  await expectAccessible(page, 'copyright form');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
  // 450 € is over 400 €: the invoice names the client (DECISIONS §12).
  for (const message of [
    'El título de la obra es obligatorio',
    'La descripción de la obra es obligatoria',
    'Debes seleccionar al menos un tipo de obra.',
    'El NIF o NIE es obligatorio',
    'La dirección es obligatoria',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'copyright form with errors');

  await fillApplicant(page, { name: 'Marta', lastName: 'Ferrer', email: 'marta@example.es', phone: '961234567' });
  await page.getByRole('textbox', { name: 'Título de la obra', exact: true }).fill('Cuentos del Cabanyal');
  await page.getByRole('textbox', { name: 'Descripción de la obra', exact: true }).fill('Relatos breves ambientados en el barrio del Cabanyal.');
  await page.getByRole('checkbox', { name: 'Obra Literaria' }).check();
  await page.getByRole('checkbox', { name: 'Fotografía' }).check();
  await page.locator('input[type="file"]').setInputFiles(pdf);
  await expect(page.getByText('obra.pdf')).toBeVisible();
  await fillBilling(page, PERSON_BILLING);
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expectStep(page, 'Registro de Derechos de Autor');
  await expect(page.getByText('Obra Literaria, Fotografía')).toBeVisible();
  // The invoice's holder, the name taken from the applicant.
  await expect(page.getByRole('region', { name: 'Datos de facturación' })).toContainText('Marta Ferrer');
  await expect(page.getByRole('region', { name: 'Datos de facturación' })).toContainText('Calle de la Paz 12, 3º, 46003 Valencia, España');
  await expectAccessible(page, 'copyright summary');
  await page.getByRole('button', { name: 'Volver al formulario' }).click();
  await expect(page.getByRole('textbox', { name: 'Título de la obra', exact: true })).toHaveValue('Cuentos del Cabanyal');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Proceder al pago' }).click();

  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await expect(page.getByText('Registro de Derechos de Autor')).toBeVisible();
  await expect(page.getByText('450,00 €')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/pago\/ko\?trans=/);
  await expect(page.getByRole('heading', { name: 'El pago no se ha completado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reintentar el pago' })).toBeVisible();
  await expectAccessible(page, 'payment ko');
});

test.describe('payment page', () => {
  // The browser logs the 404 status of the page itself; that is what this test expects.
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('an unknown payment reference gets the 404 page', async ({ page }) => {
    const response = await page.goto('/g/pay?trans=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pedido no encontrado' })).toBeVisible();
  });
});
