import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, expectStep, fillApplicant } from './support/forms';
import { linkInMail } from './support/mails';

const logo = new URL('./fixtures/logo.png', import.meta.url).pathname;
const SAVE = 'Guardar y continuar más tarde';

/** Where screenshots of the control go when asked for (SCREENSHOTS_DIR): a person looks at them, no test compares them. */
async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS_DIR) return;
  await page.getByRole('button', { name: SAVE }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png` });
}

/** 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md). */
test('a visitor saves the national trademark for later, opens the mailed link in another browser, lands on the same step with data and logo, and pays', async ({
  page,
  browser,
}) => {
  const email = `borrador-${randomBytes(4).toString('hex')}@example.es`;
  await page.goto('/marca-nacional');
  await fillApplicant(page, { name: 'Lucía', lastName: 'Martínez Soler', email, phone: '612345678' });
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Horchata Clara');
  await page.locator('input[type="file"]').setInputFiles(logo);
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Clasificación de Niza');
  await page.getByRole('checkbox', { name: 'CLASE 30', exact: true }).check();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `guardar-${width}`);
  }
  await page.getByRole('button', { name: SAVE }).click();
  const dialog = page.getByRole('dialog', { name: SAVE });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Tu email' });
  // The form's own address, ready to send.
  await expect(field).toHaveValue(email);
  await expectAccessible(page, 'save-for-later dialog');
  await field.fill('lucia@');
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(field).toHaveAccessibleDescription('El formato del email no es válido');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'save-for-later dialog with an error');
  await field.fill(email);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Te hemos enviado un enlace a ${email}`);
  await screenshot(page, 'guardar-enviado');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('button', { name: SAVE })).toBeFocused();

  const link = new URL(await linkInMail(email, /https?:\/\/[^\s"<>]+\/marca-nacional\?borrador=[\w-]+/));
  // Another device: nothing of the first browser's storage.
  const elsewhere = await browser.newContext({ locale: 'es-ES' });
  try {
    const other = await elsewhere.newPage();
    await other.goto(`${link.pathname}${link.search}`);
    await expectStep(other, 'Clasificación de Niza');
    await expect(other.getByRole('checkbox', { name: 'CLASE 30', exact: true })).toBeChecked();
    await other.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(other, 'Marca Nacional');
    await expect(other.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Horchata Clara');
    await expect(other.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(other.getByRole('main').getByText('logo.png')).toBeVisible();

    await other.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(other, 'Clasificación de Niza');
    await other.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(other, 'Tipo de marca');
    await other.getByRole('main').getByText('DENOMINATIVA', { exact: true }).click();
    await other.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(other, 'Selecciona un plan para continuar');
    await other.getByRole('button', { name: /^Pagar/ }).click();
    await expect(other).toHaveURL(/\/g\/pay\?trans=/);
    await other.getByRole('button', { name: 'Pagar' }).click();
    await expect(other.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible();
    await other.getByRole('link', { name: 'Ver mi pedido' }).click();
    // The logo the first browser chose, uploaded with the order from the server's copy.
    await expect(other.getByText('logo.png')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test.describe('a link to a draft the server does not have', () => {
  // The browser reports the draft's 404 itself; the page's own words are what is tested.
  test.use({ allowConsoleErrors: [/status of 404/] });
  test('says so above a blank form', async ({ page }) => {
    await page.goto('/marca-nacional?borrador=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert').filter({ hasText: 'Este borrador' })).toHaveText(
      'Este borrador no existe o ha caducado. Puedes empezar la solicitud de nuevo aquí.',
    );
    await expectStep(page, 'Marca Nacional');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('');
  });
});
