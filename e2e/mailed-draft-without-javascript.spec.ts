import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect } from './support/test';
import { expectStep } from './support/forms';
import { linkInMail } from './support/mails';

const logo = new URL('./fixtures/logo.png', import.meta.url).pathname;

/*
 * The link 'Guardar y continuar más tarde' mails (docs/decisions/019-drafts-kept-on-the-server.md),
 * opened with JavaScript disabled: the server renders the draft's step with its data and files, and
 * its form continues from it (docs/decisions/021-islands-and-forms-before-javascript.md). Saving for
 * later needs JavaScript, so the draft is saved here as the wizard saves it, through the API.
 */
test.describe('a mailed draft opened with JavaScript disabled', () => {
  // A link that opens nothing is answered 404 (with the page), which Chromium logs.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 404/] });

  test('shows the step it was left on, filled in with its logo, and continues to the next step', async ({ page, request }) => {
    const email = `sin-js-${randomBytes(4).toString('hex')}@example.es`;
    const datos = {
      applicantType: 'persona',
      name: 'Lucía',
      lastName: 'Martínez Soler',
      email,
      phone: '612345678',
      brandName: 'Horchata Clara',
      mediaType: 'imagen',
      acceptPrivacy: true,
      acceptTerms: true,
    };
    const saved = await request.post('/api/borradores', {
      multipart: {
        data: JSON.stringify({ flow: 'marca-nacional', ruta: '/marca-nacional', paso: 'form', email, datos }),
        fileCount: '1',
        uploadedFile: { name: 'logo.png', mimeType: 'image/png', buffer: readFileSync(logo) },
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const link = new URL(await linkInMail(email, /https?:\/\/[^\s"<>]+\/marca-nacional\?borrador=[\w-]+/));

    await page.goto(`${link.pathname}${link.search}`);
    // The wizard's page of the link sends a browser without JavaScript to the server's (its <noscript> refresh).
    await page.waitForURL(/[?&]sin-javascript=1/);
    await expectStep(page, 'Marca Nacional');
    // The server's page alone: nothing of the page's code is loaded.
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lucía');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Horchata Clara');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(page.getByRole('main').getByText('logo.png')).toBeVisible();

    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Clasificación de Niza');
    // The form continued the draft: 'Atrás' finds what it held, the logo still there.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Marca Nacional');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Horchata Clara');
    await expect(page.getByRole('main').getByText('logo.png')).toBeVisible();
  });

  test('a link that opens nothing says so above the first step, blank', async ({ page }) => {
    await page.goto('/marca-nacional?borrador=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.waitForURL(/[?&]sin-javascript=1/);
    // The wizard's words, not a failure of the visitor's: no "Error al procesar", no button that would need code.
    await expect(page.getByRole('alert').filter({ hasText: 'Este borrador' })).toHaveText(
      'Este borrador no existe o ha caducado. Puedes empezar la solicitud de nuevo aquí.',
    );
    await expect(page.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    await expectStep(page, 'Marca Nacional');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('');
  });
});
