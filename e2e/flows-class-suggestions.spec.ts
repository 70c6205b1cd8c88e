import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, expectStep, fillApplicant, runningTotal } from './support/forms';

const applicant = { name: 'Nuria', lastName: 'Soler Peris', email: 'nuria@example.es', phone: '612345678' };

/** The form of step 1 with the visitor's own description, then Continuar to the class step. */
async function toClassStep(page: Page, path: string, brandLabel: string, description: string) {
  await page.goto(path);
  await fillApplicant(page, applicant);
  await page.getByRole('textbox', { name: brandLabel, exact: true }).fill('Paso Ligero');
  if (description) await page.getByRole('textbox', { name: /qué hace tu marca o negocio/i }).fill(description);
  const agent = page.getByRole('checkbox', { name: /agente me asesore en la elección de las clases/ });
  if (await agent.isChecked()) await agent.uncheck();
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Clasificación de Niza');
}

test.describe('class suggestions (DECISIONS §14)', () => {
  test('the description of step 1 suggests class 25 first; one click adds it, and the price follows', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The bytes on the wire (compressed, as the server sends them) of the suggester and the headings it brings.
    const received: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (/\/assets\/(class-suggestions|nice-classes)-/.test(request.url())) received.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await page.goto('/marca-nacional');
    await page.waitForLoadState('networkidle');
    // Step 1 never waits for the suggester: its chunk is not even asked for.
    expect(requested.filter((url) => /class-suggestions/.test(url))).toEqual([]);

    await toClassStep(page, '/marca-nacional', 'Nombre de la marca', 'Vendemos zapatillas y ropa deportiva');
    const suggested = page.getByRole('list', { name: 'Clases sugeridas' }).getByRole('listitem');
    await expect(suggested.first()).toContainText('Clase 25');
    await expect(suggested.first()).toContainText('Prendas de vestir, calzado, artículos de sombrerería.');
    await expect(suggested.first()).toContainText('por «zapatillas»');
    await expect(suggested.nth(1)).toContainText('Clase 35');
    await expect(runningTotal(page)).toHaveText('199,00 €');
    await expectAccessible(page, 'class step with suggestions');

    await page.getByRole('button', { name: 'Añadir clase 25' }).click();
    await expect(page.getByRole('checkbox', { name: 'CLASE 25', exact: true })).toBeChecked();
    await expect(page.getByText('1 clase seleccionada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quitar clase 25' })).toBeVisible();
    await expect(runningTotal(page)).toHaveText('199,00 €');
    await page.getByRole('button', { name: 'Añadir clase 35' }).click();
    await expect(page.getByText('2 clases seleccionadas')).toBeVisible();
    await expect(runningTotal(page)).toHaveText('349,00 €');
    await expect(page.getByTestId('total-breakdown')).toContainText('1 clase adicional');
    expect(requested.filter((url) => /class-suggestions/.test(url))).toHaveLength(1);
    // At most 60 kB compressed for the suggestions' code and data.
    const bytes = (await Promise.all(received)).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(60_000);

    // The search box finds a product, says how many classes it found, and adds one the same way.
    const search = page.getByRole('searchbox', { name: 'Busca tu producto o servicio' });
    await search.fill('bolsos');
    await expect(page.getByText(/clases? encontradas?\./)).toBeVisible();
    const found = page.getByRole('list', { name: 'Clases encontradas' }).getByRole('listitem');
    await expect(found.first()).toContainText('Clase 18');
    await found.first().getByRole('button', { name: 'Añadir clase 18' }).click();
    await expect(runningTotal(page)).toHaveText('499,00 €');
    await search.fill('qwxzz');
    await expect(page.getByText('Ninguna clase encontrada para «qwxzz».')).toBeVisible();

    // Every card shows its short heading beside its number; the note comes on demand.
    await expect(page.getByRole('checkbox', { name: 'CLASE 25', exact: true })).toHaveAccessibleDescription(/Ropa, calzado y sombreros/);
    await page.getByRole('button', { name: 'Información de la clase 25' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Comprende principalmente las prendas de vestir');
    await expect(dialog).toContainText('OMPI');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('without a description the step says where suggestions come from, and the search works', async ({ page }) => {
    await toClassStep(page, '/marca-europea', 'Nombre de la marca', '');
    await expect(page.getByText('Si nos cuentas en el primer paso qué hace tu negocio, te sugerimos sus clases aquí.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Busca tu producto o servicio' }).fill('peluqueria');
    await expect(page.getByRole('list', { name: 'Clases encontradas' }).getByRole('listitem').first()).toContainText('Clase 44');
  });

  test("the trade name's goods classes are greyed out apart, and suggestions only offer what it allows", async ({ page }) => {
    await toClassStep(page, '/nombre-comercial', 'Nombre comercial', 'Tienda de ropa y zapatillas en el centro');
    const lockedGroup = page.getByRole('list', { name: 'Clases que no se pueden elegir' });
    await expect(lockedGroup.getByRole('checkbox')).toHaveCount(34);
    await expect(lockedGroup.getByRole('checkbox', { name: 'CLASE 25', exact: true })).toBeDisabled();
    await expect(lockedGroup.getByRole('checkbox', { name: 'CLASE 25', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Solo puedes elegir clases de servicios (35 a 45).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Añadir clase 25' })).toHaveCount(0);
    await expect(page.getByText(/apunta también a la clase 25/)).toBeVisible();
    await page.getByRole('button', { name: 'Añadir clase 35' }).click();
    await expect(page.getByRole('checkbox', { name: 'CLASE 35', exact: true })).toBeChecked();
    await page.getByRole('searchbox', { name: 'Busca tu producto o servicio' }).fill('zapatillas');
    await expect(page.getByText('«zapatillas» está en la clase 25, que no se puede elegir en este servicio.')).toBeVisible();
    await expectAccessible(page, 'trade name class step with suggestions');
  });
});
