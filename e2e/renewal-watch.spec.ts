import { randomBytes } from 'node:crypto';
import { test, expect, expectAccessible } from './support/test';
import { linkInMail } from './support/mails';

/**
 * 'Avísame cuando toque renovar' (DECISIONS §13, ADR 014): under the renewal wizard, a visitor
 * leaves a mark's number, filing day and e-mail, confirms from the mail, and is told it is done.
 */
test('a visitor asks to be told when to renew, confirms from the written mail and sees the confirmation', async ({ page }, testInfo) => {
  const email = `aviso-${randomBytes(4).toString('hex')}@example.es`;
  await page.goto('/renovacion-marca-nacional');
  const form = page.getByRole('form', { name: 'Avísame cuando toque renovar' });
  await expect(form).toBeVisible();

  // Told under the field, linked to it, when the day is in the future; nothing sent.
  await form.getByRole('textbox', { name: 'Número de tu marca' }).fill('M 4.123.456');
  await form.getByRole('textbox', { name: 'Nombre de tu marca (opcional)' }).fill('Horchata Clara');
  await form.getByRole('textbox', { name: 'Fecha de presentación' }).fill('2099-01-01');
  await form.getByRole('textbox', { name: 'Correo electrónico para los avisos' }).fill(email);
  await form.getByRole('button', { name: 'Avisadme' }).click();
  const date = form.getByRole('textbox', { name: 'Fecha de presentación' });
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(/La fecha de presentación no puede ser posterior a hoy/);
  await expect(form.getByText('Debes aceptar la política de privacidad')).toBeVisible();
  await expectAccessible(page, 'renewal watch, errors');
  await page.screenshot({ path: testInfo.outputPath('aviso-errores.png'), fullPage: true });

  await date.fill('2016-09-15');
  await form.getByRole('checkbox', { name: /quiero recibir por correo los avisos/ }).check();
  await form.getByRole('button', { name: 'Avisadme' }).click();
  await expect(form.getByTestId('renewal-watch-status')).toHaveText(/Te hemos enviado un correo: pulsa el enlace/);
  await expectAccessible(page, 'renewal watch, sent');
  await page.screenshot({ path: testInfo.outputPath('aviso-enviado.png'), fullPage: true });

  const link = new URL(await linkInMail(email, /https?:\/\/[^\s"<>]+\/avisos-renovacion\/confirmar\?token=[\w-]+/));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Confirma el aviso de renovación' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar el aviso' }).click();
  await expect(page.getByRole('heading', { name: 'Aviso confirmado' })).toBeVisible();
  await expect(page.getByText('te escribiremos cuando toque renovar tu marca «Horchata Clara» (M4123456)')).toBeVisible();
  await expectAccessible(page, 'renewal watch, confirmed');
  await page.screenshot({ path: testInfo.outputPath('aviso-confirmado.png'), fullPage: true });
});

test('before JavaScript runs, the form is posted as it is and the page says a mail is on its way', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/renovacion-marca-europea');
  const form = page.getByRole('form', { name: 'Avísame cuando toque renovar' });
  await form.getByRole('textbox', { name: 'Número de tu marca' }).fill('018123456');
  await form.getByRole('textbox', { name: 'Fecha de presentación' }).fill('2019-05-02');
  await form.getByRole('textbox', { name: 'Correo electrónico para los avisos' }).fill(`sin-js-${randomBytes(4).toString('hex')}@example.es`);
  await form.getByRole('checkbox', { name: /quiero recibir por correo los avisos/ }).check();
  await form.getByRole('button', { name: 'Avisadme' }).click();
  await expect(page).toHaveURL(/\/renovacion-marca-europea\?aviso=enviado#aviso$/);
  await expect(page.getByTestId('renewal-watch-status')).toHaveText(/Te hemos enviado un correo: pulsa el enlace/);
  await context.close();
});
