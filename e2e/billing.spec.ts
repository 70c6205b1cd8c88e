import type { Page } from '@playwright/test';
import { recordPosts } from './support/site';
import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, expectStep, fillApplicant, REQUIRED_BANNER, runningTotal } from './support/forms';
import { billingBlock, COMPANY_BILLING, fillBilling, PERSON_BILLING } from './support/billing';

/** The billing block (DECISIONS §12): who the invoice names, asked before payment. */

const SHOTS = process.env.E2E_SHOTS;

/** The block at a phone's width and at 1280 px, for a person to look at (set E2E_SHOTS to a folder). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await billingBlock(page).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

const part = (page: Page, name: string) => billingBlock(page).getByRole('textbox', { name, exact: true });

test('a simplified invoice up to 400 €, a box for a complete one; over 400 € a bad NIF is told under its field, fixed, and paid', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/renovacion-marca-nacional');
  await expect(runningTotal(page)).toHaveText('218,00 €');
  await fillApplicant(page, { name: 'Vicent', lastName: 'Llorens', email: 'vicent@example.es', phone: '612345678' });
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Horchata Clara');
  await page.getByRole('textbox', { name: 'Número de marca', exact: true }).fill('M3654321');
  await acceptConsents(page);

  // A person at 218 €: a box, unticked, and no parts.
  const box = billingBlock(page).getByRole('checkbox', { name: 'Quiero factura completa con mi NIF' });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription('Sin marcarla, recibirás una factura simplificada, sin tus datos fiscales.');
  await expect(part(page, 'NIF / NIE')).toHaveCount(0);
  await shots(page, 'billing-optional');
  await page.setViewportSize({ width: 1280, height: 900 });
  await box.check();
  await expect(part(page, 'Nombre o razón social')).toHaveValue('Vicent Llorens');
  await expect(part(page, 'País')).toHaveValue('España');
  await part(page, 'Dirección').fill('Calle Mayor 1');
  await box.uncheck();
  await expect(part(page, 'Dirección')).toHaveCount(0);
  // Ticked again, what was typed is back.
  await box.check();
  await expect(part(page, 'Dirección')).toHaveValue('Calle Mayor 1');

  // Three classes, 518 €: a complete invoice, the box gone, each part required.
  await page.getByRole('button', { name: 'Sumar uno' }).click();
  await page.getByRole('button', { name: 'Sumar uno' }).click();
  await expect(runningTotal(page)).toHaveText('518,00 €');
  await expect(box).toHaveCount(0);
  await expect(billingBlock(page)).toContainText('Los pedidos de más de 400 € llevan factura completa');
  // What the browser may fill in from a saved billing address.
  for (const [name, token] of [
    ['Nombre o razón social', 'billing name'],
    ['Dirección', 'billing address-line1'],
    ['Código postal', 'billing postal-code'],
    ['Ciudad', 'billing address-level2'],
    ['Provincia', 'billing address-level1'],
    ['País', 'billing country-name'],
  ] as const) {
    await expect(part(page, name)).toHaveAttribute('autocomplete', token);
  }
  await fillBilling(page, { ...PERSON_BILLING, nif: '12345678A' });
  await page.getByRole('button', { name: 'Renovar Marca' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toContainText('Hay 1 campo por revisar');
  const nif = part(page, 'NIF / NIE');
  await expect(nif).toHaveAttribute('aria-invalid', 'true');
  await expect(nif).toHaveAccessibleDescription('El NIF no es válido');
  await expectAccessible(page, 'billing block with an error');
  await shots(page, 'billing-error');

  // Written as people write it: the server stores it as the tax office does.
  await nif.fill('12.345.678-z');
  await expect(page.getByText('El NIF no es válido')).toHaveCount(0);
  await shots(page, 'billing-filled');
  await page.setViewportSize({ width: 1280, height: 900 });
  const saves = await recordPosts(page, '/api/guardar_marca');
  await page.getByRole('button', { name: 'Renovar Marca' }).click();
  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  const [save] = (await saves()) as (string | null)[];
  expect(save).toContain('"facturacion":{"nif":"12345678Z","nombre":"Vicent Llorens","direccion":"Calle de la Paz 12, 3º"');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok\?trans=/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a company gives its CIF: a person’s NIF is told apart, and the summary shows whom the invoice names', async ({ page }) => {
    await page.goto('/otros-servicios/diseno-de-logos');
    await page.getByRole('radio', { name: 'Soy Empresa' }).check();
    await page.getByRole('textbox', { name: 'Razón Social', exact: true }).fill('Horchatería Clara, S.L.');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('pedidos@example.es');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('961234567');
    await page.getByRole('textbox', { name: 'Nombre de la empresa o marca', exact: true }).fill('Horchata Clara');
    await page.getByRole('textbox', { name: 'Descripción del logo', exact: true }).fill('Una chufa sonriente.');
    await page.locator('main label').filter({ hasText: 'Divertido' }).first().click();
    // 60 € and a company: the invoice names it, with its CIF.
    await expect(billingBlock(page)).toContainText('La factura se emite a nombre de la empresa');
    await expect(part(page, 'Nombre o razón social')).toHaveValue('Horchatería Clara, S.L.');
    await expect(part(page, 'Nombre o razón social')).toHaveAttribute('autocomplete', 'billing organization');
    await fillBilling(page, { ...COMPANY_BILLING, nif: '12345678Z' }, 'CIF');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: REQUIRED_BANNER });
    await banner.getByRole('link', { name: 'ir al primero' }).click();
    const cif = part(page, 'CIF');
    await expect(cif).toBeFocused();
    await expect(cif).toHaveAccessibleDescription('Indica el CIF de la empresa. Si eres autónomo, elige «Soy Persona Física» como tipo de solicitante.');
    await cif.fill(COMPANY_BILLING.nif);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Diseño de Logos');
    const invoice = page.getByRole('region', { name: 'Datos de facturación' });
    await expect(invoice).toContainText('Horchatería Clara, S.L.');
    await expect(invoice).toContainText('B12345674');
    await expect(invoice).toContainText('Avenida del Puerto 200, 46023 Valencia, España');
    await expectAccessible(page, 'summary with the billing data');
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  });
});
