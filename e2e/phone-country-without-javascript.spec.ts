import { test, expect, expectAccessible, visitorMovesThePointer } from './support/test';
import { acceptConsents, expectStep, fillApplicant } from './support/forms';

const logo = new URL('./fixtures/logo.png', import.meta.url).pathname;
const PHONE_FORMAT = 'El teléfono no es válido para el país seleccionado';

/*
 * The phone's country before or without the page's code (docs/decisions/021-islands-and-forms-before
 * -javascript.md): a native select of every country with its dial code, sent with the form and
 * judged by the flow's phone rule on the server.
 */
test.describe("the phone's country with JavaScript disabled", () => {
  // A step sent with something to fix is answered 422 (with the page), which Chromium logs.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 422/] });

  test('a French number is refused with Spain, taken once France is chosen', async ({ page }) => {
    await page.goto('/marca-nacional');
    const country = page.getByRole('combobox', { name: 'País del teléfono' });
    await expect(country).toHaveValue('ES');
    await fillApplicant(page, { name: 'Camille', lastName: 'Dupont', email: 'camille@example.fr', phone: '+33 6 12 34 56 78' });
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Horchata Clara');
    await page.locator('input[type="file"][name="uploadedFile"]').setInputFiles(logo);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByText(PHONE_FORMAT).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveAttribute('aria-invalid', 'true');

    // The page answered keeps the number and the country; France is chosen in the select.
    await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('+33 6 12 34 56 78');
    await country.selectOption({ label: 'Francia (+33)' });
    // Where screenshots go when asked for (SCREENSHOTS_DIR): a person looks at them, no test compares them.
    for (const width of process.env.SCREENSHOTS_DIR ? [375, 1280] : []) {
      await page.setViewportSize({ width, height: 800 });
      await country.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/telefono-sin-js-${width}.png` });
    }
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Clasificación de Niza');
    // Back on the first step, France is still the phone's country.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Marca Nacional');
    await expect(country).toHaveValue('FR');
  });
});

test.describe("the phone's country before the page's code runs", () => {
  test('is a named select of the server, which the dial-code button replaces with the choice kept', async ({ page }) => {
    // Opened as a visitor who has not touched it yet: the page's code starts at the first touch.
    await page.mainFrame().goto('/marca-nacional');
    const country = page.getByRole('combobox', { name: 'País del teléfono' });
    await country.selectOption('PT');
    await expectAccessible(page, "the phone's country before the code");
    await visitorMovesThePointer(page);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByRole('button', { name: 'País: Portugal (+351)' })).toBeVisible();
    await expect(country).toHaveCount(0);
  });
});
