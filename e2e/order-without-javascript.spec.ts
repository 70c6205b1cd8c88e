import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, CONSENT_MESSAGE, expectStep, fillApplicant, REQUIRED_BANNER } from './support/forms';

const logo = new URL('./fixtures/logo.png', import.meta.url).pathname;

/*
 * Forms before JavaScript (docs/decisions/021-islands-and-forms-before-javascript.md): with the
 * browser's JavaScript off, every step is a form the browser sends and the server answers with the
 * flow's own definitions, to the payment and back.
 */
test.describe('an order with JavaScript disabled', () => {
  // A step sent with something to fix is answered 422 (with the page), which Chromium logs. axe needs
  // JavaScript to run: the same components with their messages are checked in the flows' own specs.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 422/] });

  test('a national trademark is ordered and paid, step by step, each answered by the server', async ({ page }) => {
    await page.goto('/marca-nacional');
    await expectStep(page, 'Marca Nacional');
    // Nothing of the page's code is loaded: the page is the server's.
    await expect(page.locator('script[type="module"]')).toHaveCount(0);

    // An empty form: the server answers with the step's messages, in Spanish, each by its field.
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
    await expect(page.getByText('El nombre es obligatorio').first()).toBeVisible();
    await expect(page.getByText(CONSENT_MESSAGE).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fillApplicant(page, { name: 'Lucía', lastName: 'Martínez Soler', email: 'lucia@example.es', phone: '612345678' });
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Horchata Clara');
    await page.locator('input[type="file"][name="uploadedFile"]').setInputFiles(logo);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Clasificación de Niza');
    // Where a person clicks: the class's own text.
    await page.getByRole('main').getByText('CLASE 30', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'CLASE 30', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Tipo de marca');
    await page.getByRole('main').getByText('DENOMINATIVA', { exact: true }).click();
    // 'Atrás' goes back, with what was chosen kept.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Clasificación de Niza');
    await expect(page.getByRole('checkbox', { name: 'CLASE 30', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Tipo de marca');
    await page.getByRole('main').getByText('DENOMINATIVA', { exact: true }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Selecciona un plan para continuar');
    await expect(page.getByTestId('running-total')).toHaveText('199,00 €');
    await page.getByRole('button', { name: 'Pagar 199,00 €' }).click();

    await expect(page).toHaveURL(/\/g\/pay\?trans=[A-Za-z0-9_-]{24}$/);
    await expect(page.getByRole('heading', { name: 'Pasarela de pago de prueba' })).toBeVisible();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/pago\/ok\?trans=/);
    await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver mi pedido' }).click();
    await expect(page.getByText('Horchata Clara').first()).toBeVisible();
    await expect(page.getByText('logo.png')).toBeVisible();
  });
});

test.describe('a step the server answered', () => {
  // A step sent with something to fix is answered 422 (with the page), which Chromium logs.
  test.use({ allowConsoleErrors: [/status of 422/] });

  test('is accessible: its messages linked to their fields, with no serious or critical axe violation', async ({ page }) => {
    await page.goto('/marca-nacional');
    // The form sent by the browser itself, as before the page's code runs (the wizard's handler is bypassed).
    await Promise.all([
      page.waitForURL('**/marca-nacional'),
      page.locator('main form').evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form)),
    ]);
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
    await expect(name).toHaveAccessibleDescription(/El nombre es obligatorio/);
    await expectAccessible(page, 'a step answered by the server');
  });
});
