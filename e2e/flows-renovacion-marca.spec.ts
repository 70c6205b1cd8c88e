import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, CONSENT_MESSAGE, expectStep, fillApplicant, REQUIRED_BANNER, runningTotal } from './support/forms';
import { billingBlock, fillBilling, PERSON_BILLING } from './support/billing';

const document = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test.describe('mark renovation', () => {
  test("the hero's 'Renovación Marca' opens the national renovation; a failed submit; the type switch reprices; documents of any type; paid on the gateway", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('hero-marca-nacional').getByRole('link', { name: 'Renovación Marca' }).click();
    await expect(page).toHaveURL(/\/renovacion-marca-nacional$/);
    await expectStep(page, 'Renovación de Marca');
    await expect(page.getByText('Renovación en 24h')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Marca Nacional' })).toBeChecked();
    await expect(runningTotal(page)).toHaveText('218,00 €');
    await expectAccessible(page, 'renovation form');

    await page.getByRole('button', { name: 'Renovar Marca' }).click();
    const banner = page.getByRole('alert').filter({ hasText: REQUIRED_BANNER });
    await expect(banner).toBeVisible();
    for (const message of [
      'El nombre es obligatorio',
      'El email es obligatorio',
      'El teléfono es obligatorio',
      'El nombre de la marca es obligatorio',
      'El número de marca es obligatorio',
      CONSENT_MESSAGE,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'renovation form with errors');

    await fillApplicant(page, { name: 'Vicent', lastName: 'Llorens', email: 'vicent@example.es', phone: '612345678' });
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Horchata Clara');
    await page.getByRole('textbox', { name: 'Número de marca', exact: true }).fill('M3654321');
    // At its bound the − button says so and does nothing, and keeps the keyboard's focus.
    const fewer = page.getByRole('button', { name: 'Restar uno' });
    await expect(fewer).toBeDisabled();
    await fewer.focus();
    await page.keyboard.press('Space');
    await expect(fewer).toBeFocused();
    await expect(page.getByRole('spinbutton', { name: 'Número de clases' })).toHaveValue('1');
    const more = page.getByRole('button', { name: 'Sumar uno' });
    await more.click();
    await more.click();
    await expect(runningTotal(page)).toHaveText('518,00 €');
    const main = page.getByRole('main');
    await main.getByText('Nombre Comercial', { exact: true }).click();
    await expect(runningTotal(page)).toHaveText('518,00 €');
    await main.getByText('Marca Europea', { exact: true }).click();
    await expect(runningTotal(page)).toHaveText('1320,00 €');
    await expect(page.getByTestId('total-breakdown')).toContainText('Renovación Marca Europea');
    await page.locator('input[type="file"]').setInputFiles([document('poder.txt', 'Poder de representación.'), document('notas', 'Sin extensión.')]);
    await expect(page.getByText('poder.txt')).toBeVisible();
    await expect(page.getByText('notas', { exact: true })).toBeVisible();
    // Over 400 €: the invoice names the client (DECISIONS §12); the box of a simplified invoice is gone.
    await expect(billingBlock(page).getByRole('checkbox', { name: 'Quiero factura completa con mi NIF' })).toHaveCount(0);
    await fillBilling(page, PERSON_BILLING);
    await acceptConsents(page);
    await expectAccessible(page, 'renovation form filled');
    await page.getByRole('button', { name: 'Renovar Marca' }).click();

    await expect(page).toHaveURL(/\/g\/pay\?trans=/);
    await expect(page.getByText('Renovación Marca Europea')).toBeVisible();
    await expect(page.getByText('1320,00 €')).toBeVisible();
  });

  test('the European route defaults to a European mark at 1140,00 €', async ({ page }) => {
    await page.goto('/renovacion-marca-europea');
    await expect(page.getByRole('radio', { name: 'Marca Europea' })).toBeChecked();
    await expect(runningTotal(page)).toHaveText('1140,00 €');
    await page.getByRole('button', { name: 'Sumar uno' }).click();
    await expect(runningTotal(page)).toHaveText('1230,00 €');
    // Found by its label alone (the − and + buttons do not bear it), and typed into.
    await page.getByLabel('Número de clases').fill('3');
    await expect(runningTotal(page)).toHaveText('1320,00 €');
    await expectAccessible(page, 'European renovation form');
  });

  test("the screen reads its base from 'precio-renovacion-marca-*' when it loads (spec-2 §7.2)", async ({ page }) => {
    // The page comes with the catalogue's figures; the endpoint answering another (staff changed it
    // meanwhile) is what the total then says.
    const asked: string[] = [];
    await page.route('**/api/precio-renovacion-marca-*', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      const europea = route.request().url().endsWith('europea');
      await route.fulfill({ json: europea ? { precio: 1150, precio_centimos: 115000 } : { precio: 220, precio_centimos: 22000 } });
    });
    await page.goto('/renovacion-marca-europea');
    await expect(runningTotal(page)).toHaveText('1150,00 €');
    expect(asked.sort()).toEqual(['/api/precio-renovacion-marca-europea', '/api/precio-renovacion-marca-nacional']);
    await page.getByRole('main').getByText('Marca Nacional', { exact: true }).click();
    await expect(runningTotal(page)).toHaveText('220,00 €');
  });
});
