import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, CONSENT_MESSAGE, expectStep, fillApplicant, REQUIRED_BANNER, runningTotal } from './support/forms';
import { billingBlock, fillBilling, PERSON_BILLING } from './support/billing';

test('trade name: a failed submit, goods classes locked, classes 35 and 41 with premium paid at 449,00 €', async ({ page }) => {
  await page.goto('/nombre-comercial');
  await expectStep(page, 'Nombre Comercial');
  await expect(runningTotal(page)).toHaveText('199,00 €');
  await expectAccessible(page, 'trade name form');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
  for (const message of ['El nombre es obligatorio', 'El nombre comercial es obligatorio', CONSENT_MESSAGE]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'trade name form with errors');

  await fillApplicant(page, { name: 'Marta', lastName: 'Ferrer Vidal', email: 'marta@example.es', phone: '612345678' });
  await page.getByRole('textbox', { name: 'Nombre comercial', exact: true }).fill('Taller Ferrer');
  await expect(page.getByRole('checkbox', { name: /agente me asesore en la elección de las clases/ })).toBeChecked();
  await page.getByText('Quiero que un agente me asesore en la elección de las clases').click();
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expectStep(page, 'Clasificación de Niza');
  await expect(page.getByText('Solo puedes elegir clases de servicios (35 a 45).')).toBeVisible();
  for (const id of [1, 12, 34]) await expect(page.getByRole('checkbox', { name: `CLASE ${id}`, exact: true })).toBeDisabled();
  // A click on a locked class's label changes nothing.
  await page.getByText('CLASE 12', { exact: true }).click({ force: true });
  await expect(page.getByRole('checkbox', { name: 'CLASE 12', exact: true })).not.toBeChecked();
  await expectAccessible(page, 'trade name classification');
  for (const id of [35, 41]) await page.getByText(`CLASE ${id}`, { exact: true }).click();
  await expect(page.getByText('2 clases seleccionadas')).toBeVisible();
  await expect(runningTotal(page)).toHaveText('349,00 €');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expectStep(page, 'Tipo de marca');
  await expect(page.getByText('cada clase adicional tiene un coste de 150,00 €')).toBeVisible();
  await expectAccessible(page, 'trade name type step');
  await page.getByText('Quiero que un agente me asesore sobre el tipo de marca').click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expectStep(page, 'Selecciona un plan para continuar');
  await expectAccessible(page, 'trade name plans');
  // At 349,00 € a simplified invoice will do: the block is a box to tick (DECISIONS §12).
  const completeInvoice = billingBlock(page).getByRole('checkbox', { name: 'Quiero factura completa con mi NIF' });
  await expect(completeInvoice).not.toBeChecked();
  await page.getByText('Plan Premium', { exact: true }).click();
  await expect(runningTotal(page)).toHaveText('449,00 €');
  // Over 400 € it is asked, and checked before anything is paid.
  await expect(completeInvoice).toHaveCount(0);
  await page.getByRole('button', { name: 'Pagar 449,00 €' }).click();
  const banner = page.getByRole('alert').filter({ hasText: REQUIRED_BANNER });
  await expect(banner).toContainText('Hay 5 campos por revisar');
  await banner.getByRole('link', { name: 'ir al primero' }).click();
  await expect(billingBlock(page).getByRole('textbox', { name: 'NIF / NIE', exact: true })).toBeFocused();
  await expect(billingBlock(page).getByRole('textbox', { name: 'Nombre o razón social', exact: true })).toHaveValue('Marta Ferrer Vidal');
  await fillBilling(page, PERSON_BILLING);
  await page.getByRole('button', { name: 'Pagar 449,00 €' }).click();

  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await expect(page.getByText('Nombre Comercial')).toBeVisible();
  await expect(page.getByText('449,00 €')).toBeVisible();
});
