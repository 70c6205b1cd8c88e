import { recordPosts } from './support/site';
import { test, expect, expectAccessible } from './support/test';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { acceptConsents, CONSENT_MESSAGE, expectStep, fillApplicant, REQUIRED_BANNER, runningTotal } from './support/forms';
import { fillBilling, PERSON_BILLING } from './support/billing';

const applicant = { name: 'Lucía', lastName: 'Martínez Soler', email: 'lucia@example.es', phone: '612345678' };
const logo = new URL('./fixtures/logo.png', import.meta.url).pathname;

/**
 * How many drafts' file lists the browser keeps (the wizard's IndexedDB store, apps/web/src/wizard/draftFiles.ts).
 * A database the wizard has not made yet counts none: opening it here would make it without its store.
 */
const keptFileLists = (page: Page) =>
  page.evaluate(async () =>
    !(await indexedDB.databases()).some((database) => database.name === 'tienda-borradores')
      ? 0
      : new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open('tienda-borradores');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const database = opening.result;
            const counting = database.transaction('archivos').objectStore('archivos').count();
            counting.onsuccess = () => {
              resolve(counting.result);
              database.close();
            };
            counting.onerror = () => reject(counting.error);
          };
        }),
  );

/** The form filled with the agent box ticked, then Continuar: the draft is saved and the plans show (spec-1 §4). */
async function straightToPlans(page: Page) {
  await page.goto('/marca-nacional');
  await fillApplicant(page, applicant);
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Turrón del Sur');
  await page.getByRole('checkbox', { name: /agente me asesore en la elección de las clases/ }).check();
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Selecciona un plan para continuar');
}

test.describe('national trademark', () => {
  test('a failed submit shows every message, red fields and moves focus to the first invalid field', async ({ page }) => {
    // Tall enough for the first field to show below the banner (out of sight, the banner takes the focus).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/marca-nacional');
    await expectStep(page, 'Marca Nacional');
    await expect(runningTotal(page)).toHaveText('199,00 €');
    await expectAccessible(page, 'form step');
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
      // Once each (strict): under its field, not repeated by the banner; the consents' one sentence once for both boxes.
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const main = page.getByRole('main');
    for (const consent of [/política de privacidad/, /condiciones generales/])
      await expect(main.getByRole('checkbox', { name: consent })).toHaveAccessibleDescription(CONSENT_MESSAGE);
    await expect(banner).toContainText('Hay 7 campos por revisar: ir al primero.');
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
    // spec-2 §2.2: the page scrolls to its top, where the banner is.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(banner).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveAttribute('aria-invalid', 'true');
    // A label's text is the field's name, its asterisk beside it: found by label as a visitor reads it.
    for (const label of ['Nombre', 'Apellidos', 'Email', 'Nombre de la marca'])
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'form step with errors');

    await page.getByRole('radio', { name: 'Soy Empresa' }).check();
    await expect(page.getByRole('textbox', { name: 'Razón Social', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Apellidos', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByText('La razón social es obligatoria').first()).toBeVisible();
  });

  test('the dial-code picker searches by name, code and dial code and closes on Escape and outside clicks', async ({ page }) => {
    await page.goto('/marca-nacional');
    const countryButton = page.getByRole('button', { name: /^País: España \(\+34\)/ });
    await countryButton.click();
    const search = page.getByRole('textbox', { name: 'Buscar país' });
    await search.fill('+33');
    await expect(page.getByRole('option', { name: /Francia/ })).toBeVisible();
    await search.fill('pt');
    await expect(page.getByRole('option', { name: /Portugal/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(countryButton).toBeFocused();
    await countryButton.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('textbox', { name: 'Buscar país' })).toHaveCount(0);
    await countryButton.click();
    await page.getByRole('textbox', { name: 'Buscar país' }).fill('francia');
    await page.getByRole('option', { name: /Francia/ }).click();
    await expect(page.getByRole('button', { name: /^País: Francia \(\+33\)/ })).toBeVisible();
  });

  test('a visitor orders with classes, a type and the premium plan, goes back once, and pays on the test gateway', async ({ page }) => {
    // Which saves carried the representation file (a 300 kB one, so the body's size tells): once, not every save.
    const bigLogo = { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.concat([readFileSync(logo), Buffer.alloc(300_000)]) };
    const carriedFile: boolean[] = [];
    page.on('requestfinished', async (request) => {
      // Chromium does not expose a multipart body with a file; its length header tells.
      if (request.method() === 'POST' && request.url().endsWith('/api/guardar_marca'))
        carriedFile.push(Number((await request.allHeaders())['content-length']) > 300_000);
    });
    await page.goto('/servicios/marca-nacional');
    await fillApplicant(page, applicant);
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Horchata Clara');
    await page.locator('input[type="file"]').setInputFiles(bigLogo);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Clasificación de Niza');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectAccessible(page, 'classification step');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByText('Debes seleccionar al menos una clase.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Información de la clase 32' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Clase 32');
    await expect(dialog).toContainText('Cervezas');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const id of [29, 30, 32]) await page.getByRole('checkbox', { name: `CLASE ${id}`, exact: true }).check();
    await expect(runningTotal(page)).toHaveText('499,00 €');
    await expect(page.getByTestId('total-breakdown')).toContainText('2 clases adicionales');
    // The new total is said to screen readers: the box changed from a field elsewhere on the page.
    const totalLine = page.getByRole('group', { name: 'Total del pedido' }).locator('[aria-live="polite"]');
    await expect(totalLine).toHaveText('Total 499,00 €');
    // ...from the figure on the page, not a second copy of it.
    await expect(page.getByText('499,00 €', { exact: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Tipo de marca');
    await expectAccessible(page, 'trademark type step');
    // Where a person clicks: the tile's name (a radio stretched over the tile took that click).
    await page.getByRole('main').getByText('TRIDIMENSIONAL', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /TRIDIMENSIONAL/ })).toBeChecked();
    await expect(runningTotal(page)).toHaveText('619,00 €');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Clasificación de Niza');
    await expect(page.getByRole('checkbox', { name: 'CLASE 30', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await expectStep(page, 'Selecciona un plan para continuar');
    await expectAccessible(page, 'plans step');
    await expect(page.getByText('Más popular')).toBeVisible();
    // Any text of a card chooses its plan (the name's label covered the rest of the card).
    await page.getByText('Más popular').click();
    await expect(page.getByRole('radio', { name: 'Plan Premium', exact: true })).toBeChecked();
    await expect(runningTotal(page)).toHaveText('719,00 €');
    // Over 400 €: the invoice names the client (DECISIONS §12), on the step that pays.
    await fillBilling(page, PERSON_BILLING);
    const saves = await recordPosts(page, '/api/guardar_marca');
    await page.getByRole('button', { name: 'Pagar 719,00 €' }).click();

    await expect(page).toHaveURL(/\/g\/pay\?trans=[A-Za-z0-9_-]{24}$/);
    // The save's fields as the network carried them (spec-1 §7.4), readable by the browser's tools.
    const [save] = (await saves()) as (string | null)[];
    for (const part of [
      'name="data"',
      '"producto":"Marca Nacional"',
      '"selectedPlan":"premium"',
      '"facturacion":{"nif":"12345678Z","nombre":"Lucía Martínez Soler"',
      'name="modulo"',
      'name="total"',
      'name="referencia"',
    ])
      expect(save, part).toContain(part);
    await expect(page.getByRole('heading', { name: 'Pasarela de pago de prueba' })).toBeVisible();
    await expect(page.getByText('no se realizará ningún cargo')).toBeVisible();
    await expect(page.getByText('Marca Nacional')).toBeVisible();
    await expect(page.getByText('719,00 €')).toBeVisible();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/pago\/ok\?trans=/);
    await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible();
    await expect(page.getByTestId('order-summary')).toContainText('Pago confirmado.');
    await expectAccessible(page, 'payment ok');
    expect(carriedFile.length).toBeGreaterThanOrEqual(2);
    expect(carriedFile.filter(Boolean)).toHaveLength(1);
    await page.getByRole('link', { name: 'Ver mi pedido' }).click();
    await expect(page.getByText('logo.png')).toBeVisible();
  });

  test("the browser's Back and Forward move between the steps, at the same address, and agree with the form's Atrás", async ({ page }) => {
    await page.goto('/contacto');
    await page.goto('/marca-nacional');
    await fillApplicant(page, applicant);
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Turrón del Sur');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Clasificación de Niza');
    await page.getByRole('checkbox', { name: 'CLASE 30', exact: true }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Tipo de marca');
    // The skip link moves the focus without an entry of its own: the next Back is a step back.
    await page.getByRole('link', { name: 'Saltar al contenido' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/marca-nacional$/);

    await page.goBack();
    await expectStep(page, 'Clasificación de Niza');
    await expect(page).toHaveURL(/\/marca-nacional$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'CLASE 30', exact: true })).toBeChecked();
    await page.goBack();
    await expectStep(page, 'Marca Nacional');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Turrón del Sur');
    // Forward presses the step's button again: its checks run (refused, the history stays on the
    // step shown), and it moves on.
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('');
    await page.goForward();
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
    await expect(page.getByText('El nombre de la marca es obligatorio', { exact: true })).toBeVisible();
    await expectStep(page, 'Marca Nacional');
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Turrón del Sur');
    await page.goForward();
    await expectStep(page, 'Clasificación de Niza');
    // The form's own Atrás goes back in the history too: the next Back leaves the form.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Marca Nacional');
    await page.goBack();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test("a visitor who leaves by a link comes back to the step with the browser's Back, and to the one before with another", async ({ page }) => {
    await straightToPlans(page);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await page.goBack();
    // The wizard reopened from the draft, in a page from the server (the header's links leave the
    // app, ADR 021): the focus starts at the top, as on any page the browser loads.
    await expectStep(page, 'Selecciona un plan para continuar');
    await page.goBack();
    await expectStep(page, 'Marca Nacional');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Turrón del Sur');
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toHaveCount(0);
    // Back on the plans again, the form's Atrás and then the browser's Back leave the form.
    await page.goForward();
    await expectStep(page, 'Selecciona un plan para continuar');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Marca Nacional');
    await page.goBack();
    await expect(page).not.toHaveURL(/\/marca-nacional$/);
  });

  test.describe('without a connection', () => {
    test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test("a Forward whose save fails stays on the step, and so does the browser's history", async ({ page }) => {
      await page.goto('/contacto');
      await straightToPlans(page);
      await page.goBack();
      await expectStep(page, 'Marca Nacional');
      // The step saves before the plans: without a connection it says so and stays.
      await page.route('**/api/guardar_marca', (route) => route.abort('internetdisconnected'), { times: 1 });
      await page.goForward();
      await expect(page.getByRole('alert').filter({ hasText: 'No hemos podido conectar con el servidor' })).toBeVisible();
      await expectStep(page, 'Marca Nacional');
      // The history went back with it: the next Back leaves the form rather than doing nothing.
      await page.goBack();
      await expect(page).toHaveURL(/\/contacto$/);
    });
  });

  test('with the agent box ticked the draft is saved and the visitor goes straight to plans, and Back returns to the form', async ({ page }) => {
    await straightToPlans(page);
    await expect(page.getByRole('button', { name: 'Pagar 199,00 €' })).toBeVisible();
    // A reload on plans comes back to plans, with the same order (DECISIONS §5: nothing is lost).
    await page.reload();
    await expectStep(page, 'Selecciona un plan para continuar');
    await expect(page.getByRole('button', { name: 'Pagar 199,00 €' })).toBeVisible();
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Marca Nacional');
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Turrón del Sur');
  });

  test('a price changed by the office meanwhile is shown before paying, never charged unseen', async ({ page }) => {
    await straightToPlans(page);
    // Staff raise the basic plan to 250 € while the visitor reads the plans: the server prices the checkout so.
    await page.route('**/api/guardar_marca', async (route) => {
      const response = await route.fetch();
      const saved = await response.json();
      await route.fulfill({ response, json: { ...saved, total: { centimos: 25000, texto: '250,00 €' } } });
    });
    await page.route('**/api/products/marca-nacional', async (route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as { clave: string; precio_centimos: number }[];
      await route.fulfill({ response, json: rows.map((row) => (row.clave === 'basic' ? { ...row, precio: 250, precio_centimos: 25000 } : row)) });
    });
    await page.getByRole('button', { name: 'Pagar 199,00 €' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'El precio de tu pedido se ha actualizado: el total es ahora 250,00 €.' })).toBeVisible();
    await expectStep(page, 'Selecciona un plan para continuar');
    await expect(page.getByRole('button', { name: 'Pagar 250,00 €' })).toBeVisible();
    await expect(runningTotal(page)).toHaveText('250,00 €');
    // Seen, it is paid on the next press.
    await page.getByRole('button', { name: 'Pagar 250,00 €' }).click();
    await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  });

  test('what was typed and the chosen file survive a reload', async ({ page }) => {
    await page.goto('/marca-nacional');
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Paella Fina');
    await page.locator('input[type="file"]').setInputFiles(logo);
    await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
    await expect.poll(() => keptFileLists(page)).toBe(1);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Paella Fina');
    await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
    // Removed, it stays removed.
    await page.getByRole('button', { name: 'Quitar archivo' }).click();
    await expect.poll(() => keptFileLists(page)).toBe(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Paella Fina');
    await expect(page.getByText('logo.png')).toHaveCount(0);
  });
});

test('files a closed tab left over a day ago are swept when a flow page opens, even without a draft', async ({ page }) => {
  await page.goto('/faqs');
  // As the wizard's storage files them (idb-keyval: one store, key = tab id and draft).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('tienda-borradores');
        opening.onupgradeneeded = () => opening.result.createObjectStore('archivos');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const writing = opening.result.transaction('archivos', 'readwrite');
          const store = writing.objectStore('archivos');
          store.put({ files: [], savedAt: Date.now() - 2 * 24 * 60 * 60 * 1000 }, 'pestana-cerrada:marca-nacional');
          store.put({ files: [], savedAt: Date.now() }, 'otra-pestana:marca-nacional');
          writing.oncomplete = () => {
            opening.result.close();
            resolve();
          };
        };
      }),
  );
  expect(await keptFileLists(page)).toBe(2);
  await page.goto('/marca-nacional');
  await expect.poll(() => keptFileLists(page)).toBe(1);
});

test('a consent row ticks its box wherever its sentence is tapped; its own link opens the legal notice', async ({ page }) => {
  await page.goto('/marca-nacional');
  const label = page.locator('label[for="campo-acceptPrivacy"]');
  await label.scrollIntoViewIfNeeded();
  // The middle of the sentence, where a thumb lands; then the far end of the row, a miss of the small box.
  // Unscoped: the footer's newsletter box is worded apart, so the form's is the one such box on the page.
  await expect(page.getByRole('checkbox', { name: 'Acepto la política de privacidad' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Leer la política de privacidad' })).toHaveCount(1);
  await page.getByRole('main').getByText('Acepto la política de privacidad').click();
  await expect(page.locator('#campo-acceptPrivacy')).toBeChecked();
  const row = (await label.locator('..').boundingBox())!;
  await page.mouse.click(row.x + row.width - 8, row.y + row.height / 2);
  await expect(page.locator('#campo-acceptPrivacy')).not.toBeChecked();
  await page.mouse.click(row.x + row.width - 8, row.y + row.height / 2);
  await expect(page.locator('#campo-acceptPrivacy')).toBeChecked();
  const legal = page.waitForEvent('popup');
  const privacyLink = page.getByRole('main').getByRole('link', { name: /Leer la política de privacidad/ });
  await expect(privacyLink).toHaveAttribute('href', '/aviso-legal/#privacidad'); // spec-2 §2.1's address
  await privacyLink.click();
  const notice = await legal;
  await expect(notice).toHaveURL(/\/aviso-legal#privacidad$/);
  await expect(notice.locator('#privacidad')).toBeInViewport();
  await expect(page.locator('#campo-acceptPrivacy')).toBeChecked();
});

test('the representation file previews only when it matches the chosen kind, and is kept either way', async ({ page }) => {
  await page.goto('/marca-nacional');
  await page.locator('input[type="file"]').setInputFiles(logo);
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
  await page.getByRole('radio', { name: 'Sonido' }).check();
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toHaveCount(0);
  await expect(page.getByText('no coincide con el tipo de representación elegido')).toBeVisible();
  await page.getByRole('radio', { name: 'Imagen' }).check();
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
  await expectAccessible(page, 'representation preview');
  await page.getByRole('button', { name: 'Quitar archivo' }).click();
  await expect(page.getByText('logo.png')).toHaveCount(0);

  // A file named .png that is no image: a sentence, not a broken-image icon.
  await page.locator('input[type="file"]').setInputFiles({ name: 'falso.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(page.getByText('No podemos mostrar falso.png: su contenido no parece una imagen.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vista previa de falso.png' })).toHaveCount(0);
});

/** The first step filled in as a visitor would, its button not yet pressed. */
async function fillFirstStep(page: Page) {
  await page.goto('/marca-nacional');
  await fillApplicant(page, { name: 'Pau', lastName: 'Soler', email: 'pau@example.es', phone: '612345678' });
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Fartons Pau');
  await acceptConsents(page);
}

test('a double click on Continuar moves one step and shows no errors on the next', async ({ page }) => {
  await fillFirstStep(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).dblclick();
  await expectStep(page, 'Clasificación de Niza');
  await page.waitForTimeout(600);
  await expect(page.getByText('Por favor, completa los campos requeridos')).toHaveCount(0);
  await expectStep(page, 'Clasificación de Niza');
});

test('with one class the header shows the plan alone, and the type step needs a type or the agent box (spec-1 §2.7, DECISIONS §9)', async ({ page }) => {
  await fillFirstStep(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Clasificación de Niza');
  await page.getByText('CLASE 30', { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Tipo de marca');
  // Neither a type nor the agent box: staff could not file the order, so the step stays and says why.
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
  await expect(page.getByText('Elige un tipo de marca o marca la casilla para que un agente te asesore.', { exact: true })).toBeVisible();
  await expectStep(page, 'Tipo de marca');
  const typeAgent = page.getByRole('checkbox', { name: 'Quiero que un agente me asesore sobre el tipo de marca' });
  await typeAgent.check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Selecciona un plan para continuar');
  await expect(page.getByRole('button', { name: 'Pagar 199,00 €' })).toBeVisible();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expectStep(page, 'Tipo de marca');
  // The box stays ticked on the way back: the server sees who chooses the type.
  await expect(typeAgent).toBeChecked();
  // A type at 0 € adds nothing to break down; one with a surcharge does.
  await page.getByRole('radio', { name: /DENOMINATIVA/ }).click();
  await expect(runningTotal(page)).toHaveText('199,00 €');
  await expect(page.getByTestId('total-breakdown')).toHaveCount(0);
  await page.getByRole('radio', { name: /TRIDIMENSIONAL/ }).click();
  await expect(page.getByTestId('total-breakdown')).toContainText('Tipo TRIDIMENSIONAL');
  // Handing the classes to an agent skips the type step: its surcharge is not charged unseen.
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expectStep(page, 'Clasificación de Niza');
  await page.getByText('Prefiero que un agente elija las clases por mí').click();
  await expect(runningTotal(page)).toHaveText('199,00 €');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Selecciona un plan para continuar');
  await expect(page.getByRole('button', { name: 'Pagar 199,00 €' })).toBeVisible();
});
