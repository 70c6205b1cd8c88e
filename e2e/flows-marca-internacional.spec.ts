import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, expectStep, fillApplicant, REQUIRED_BANNER } from './support/forms';

test('international quote: a failed submit, countries as chips, then the confirmation', async ({ page }) => {
  await page.goto('/marca-internacional');
  await expectStep(page, 'Marca Internacional');
  await expect(page.getByTestId('running-total')).toHaveCount(0);
  await expectAccessible(page, 'international form');
  await page.getByRole('button', { name: 'Solicitar Presupuesto' }).click();
  const banner = page.getByRole('alert').filter({ hasText: REQUIRED_BANNER });
  await expect(banner.getByText('Debes seleccionar al menos un país para continuar.')).toBeVisible();
  await expectAccessible(page, 'international form with errors');

  await fillApplicant(page, { name: 'Jordi', lastName: 'Puig', email: 'jordi@example.es', phone: '612345678' });
  const picker = page.getByRole('button', { name: 'Seleccionar países...' });
  await picker.click();
  const search = page.getByRole('textbox', { name: 'Buscar país' });
  await search.fill('méx');
  await page.getByRole('checkbox', { name: /México/ }).check();
  await search.fill('japón');
  await page.getByRole('checkbox', { name: /Japón/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '2 país(es) seleccionado(s)' })).toBeVisible();
  await page.getByRole('button', { name: 'Quitar Japón' }).click();
  await expect(page.getByRole('button', { name: '1 país(es) seleccionado(s)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Ceràmica Blava');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Solicitar Presupuesto' }).click();

  await expectStep(page, '¡Solicitud Enviada!');
  await expect(page.getByText('Gracias por confiar en nosotros para el registro de su marca internacional.')).toBeVisible();
  await expect(page.getByText('En breve nos pondremos en contacto con usted para ofrecerle un presupuesto ajustado a su solicitud')).toBeVisible();
  await expectAccessible(page, 'international confirmation');
});
