import { test, expect, expectAccessible, visitorMovesThePointer } from './support/test';
import { acceptConsents, CONSENT_MESSAGE, expectStep, fillApplicant, REQUIRED_BANNER, runningTotal } from './support/forms';
import { billingBlock, fillBilling } from './support/billing';

const applicant = { name: 'Camille', lastName: 'Durand', email: 'camille@example.fr', phone: '612345678' };

test.describe('European trademark', () => {
  // DECISIONS §6, §9: a French browser gets France preselected, with no third-party call.
  test.use({ locale: 'fr-FR' });

  test("the hero's 'Marca Nueva' opens the flow; a failed submit shows the messages; the country follows the browser", async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('hero-marca-europea').getByRole('link', { name: 'Marca Nueva' }).click();
    await expect(page).toHaveURL(/\/marca-europea$/);
    // The flow's code starts at the visitor's first touch (ADR 021): their pointer moves on the new page.
    await visitorMovesThePointer(page);
    await expectStep(page, 'Quién registra la Marca');
    await expect(runningTotal(page)).toHaveText('1140,00 €');
    await expect(page.getByRole('button', { name: /^País: Francia \(\+33\)/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /agente me asesore en la elección de las clases/ })).toBeChecked();
    await expectAccessible(page, 'European form');

    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: REQUIRED_BANNER });
    await expect(banner).toBeVisible();
    for (const message of [
      'El nombre es obligatorio',
      'Los apellidos son obligatorios',
      'El email es obligatorio',
      'El teléfono es obligatorio',
      'El nombre de la marca es obligatorio',
      CONSENT_MESSAGE,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'European form with errors');
  });

  test('a valid form goes straight to plans (agent box on by default) and Back returns to the form', async ({ page }) => {
    await page.goto('/servicios/marca-europea');
    // The browser's country is offered only while no number is typed: as a visitor sees it first.
    await expect(page.getByRole('button', { name: /^País: Francia \(\+33\)/ })).toBeVisible();
    await fillApplicant(page, applicant);
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Bleu Turia');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Selecciona un plan para continuar');
    await expectAccessible(page, 'European plans after the skip');
    await expect(page.getByRole('button', { name: 'Pagar 1140,00 €' })).toBeVisible();
    await page.getByRole('radio', { name: /Plan Premium/ }).check();
    await expect(runningTotal(page)).toHaveText('1380,00 €');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Quién registra la Marca');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Bleu Turia');
    await expect(page.getByRole('button', { name: /^País: Francia \(\+33\)/ })).toBeVisible();
  });

  test('a visitor chooses classes 9, 35, 42 and a 3D mark, sees the European note and pays 1630,00 € on the test gateway', async ({ page }) => {
    await page.goto('/marca-europea');
    await fillApplicant(page, applicant);
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Bleu Turia');
    await page.getByText('Quiero que un agente me asesore en la elección de las clases').click();
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Clasificación de Niza');
    await expectAccessible(page, 'European classification');
    for (const id of [9, 35, 42]) await page.getByText(`CLASE ${id}`, { exact: true }).click();
    await expect(runningTotal(page)).toHaveText('1510,00 €');
    const breakdown = page.getByTestId('total-breakdown');
    await expect(breakdown).toContainText('Plan Básico');
    await expect(breakdown).toContainText('1140,00 €');
    await expect(breakdown).toContainText('2 clases adicionales');
    await expect(breakdown).toContainText('370,00 €');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Tipo de marca');
    await expect(page.getByText('1ª clase adicional 125 €, a partir de la 2ª clase adicional 245 €')).toBeVisible();
    await expectAccessible(page, 'European type step');
    // The tile's radio is stretched over the whole tile: a click on the tile is a click on it.
    await page.getByRole('radio', { name: /TRIDIMENSIONAL/ }).click();
    await expect(runningTotal(page)).toHaveText('1630,00 €');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Selecciona un plan para continuar');
    await expectAccessible(page, 'European plans');
    await expect(page.getByText('Clases adicionales: 2 (370,00 €)').first()).toBeVisible();
    await expect(page.getByText('Tipo de marca: TRIDIMENSIONAL (+ 120,00 €)').first()).toBeVisible();
    // Over 400 €: the invoice names the client (DECISIONS §12), a French one here: the country is the
    // phone's, and the tax number is France's, checked for its shape only.
    await expect(billingBlock(page).getByRole('textbox', { name: 'País', exact: true })).toHaveValue('Francia');
    await expect(billingBlock(page).getByRole('textbox', { name: 'Nombre o razón social', exact: true })).toHaveValue('Camille Durand');
    await fillBilling(
      page,
      { nif: 'FR 12 345678901', direccion: '12 rue de Rivoli', codigoPostal: '75004', ciudad: 'París', provincia: '' },
      'Número de identificación fiscal',
    );
    await page.getByRole('button', { name: 'Pagar 1630,00 €' }).click();

    await expect(page).toHaveURL(/\/g\/pay\?trans=[A-Za-z0-9_-]{24}$/);
    await expect(page.getByText('Marca Europea')).toBeVisible();
    await expect(page.getByText('1630,00 €')).toBeVisible();
    await expectAccessible(page, 'European payment page');
  });
});
