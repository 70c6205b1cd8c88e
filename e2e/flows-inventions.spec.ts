import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, CONSENT_MESSAGE, expectStep, fillApplicant, REQUIRED_BANNER, runningTotal } from './support/forms';
import { fillBilling, PERSON_BILLING } from './support/billing';

const pdf = fileURLToPath(new URL('./fixtures/obra.pdf', import.meta.url));
const SHOTS = process.env.E2E_SHOTS;

/** Screenshots for a person to look at the layout (set E2E_SHOTS to a folder). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // The form alone: the whole phone page is too tall to read at once.
  await page
    .locator('form')
    .first()
    .screenshot({ path: `${SHOTS}/${name}-phone.png` });
  if (desktop) await page.setViewportSize(desktop);
}

/** The banner, then each message under its field (the two country lists share theirs). */
async function expectMessages(page: Page, messages: string[]) {
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
  for (const message of messages) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

async function pickCountry(page: Page, search: string, name: RegExp) {
  await page.getByRole('button', { name: 'Seleccionar países...' }).click();
  await page.getByRole('textbox', { name: 'Buscar país' }).fill(search);
  await page.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
}

/** Holds the order saves until `release` is called, to see what the visitor sees while one runs. */
async function holdSaves(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/guardar_marca', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('industrial design: a failed submit, the stepper and its price, straight to the payment page', async ({ page }) => {
  // Tall enough for the first field to show below the banner (out of sight, the banner takes the focus).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/diseno-industrial');
  await expectStep(page, 'Diseño Industrial');
  await expect(runningTotal(page)).toHaveText('424,00 €');
  // The applicant's country selector, Spain by default (spec-2 §3.1).
  await expect(page.getByRole('button', { name: /^País: España \(\+34\)/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'España', exact: true })).toBeChecked();
  await expect(page.getByText('La opción Unión Europea no incluye el Reino Unido.')).toBeVisible();
  await expectAccessible(page, 'design form');
  await shot(page, 'design-form');

  await page.getByText('España', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Número de diseños' }).fill('51');
  // Said at once: the total beside it is the price of 50 designs, the most there can be.
  await expect(page.getByRole('spinbutton', { name: 'Número de diseños' })).toHaveAccessibleDescription(/El número de diseños debe estar entre 1 y 50/);
  await expect(runningTotal(page)).toHaveText('864,00 €');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectMessages(page, [
    'El nombre es obligatorio',
    'El título de la patente es obligatorio',
    'Debes elegir al menos un ámbito de protección.',
    'El número de diseños debe estar entre 1 y 50',
    // Over 400 €: the invoice names the client (DECISIONS §12).
    'El NIF o NIE es obligatorio',
    CONSENT_MESSAGE,
  ]);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
  await expectAccessible(page, 'design form with errors');
  await shot(page, 'design-errors');

  await fillApplicant(page, { name: 'Marta', lastName: 'Ferrer', email: 'marta@example.es', phone: '912345678' });
  await page.getByRole('button', { name: /^País: España/ }).click();
  await page.getByRole('textbox', { name: 'Buscar país' }).fill('portugal');
  await page.getByRole('option', { name: /Portugal/ }).click();
  await expect(page.getByRole('button', { name: /^País: Portugal \(\+351\)/ })).toBeVisible();
  await page.getByText('Unión Europea', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Título del diseño' }).fill('Silla plegable Albufera');
  await page.getByRole('spinbutton', { name: 'Número de diseños' }).fill('10');
  await expect(runningTotal(page)).toHaveText('424,00 €');
  await page.getByRole('button', { name: 'Sumar uno' }).click();
  await expect(runningTotal(page)).toHaveText('534,00 €');
  await expect(page.getByTestId('total-breakdown')).toContainText('110,00 €');
  await page.locator('input[type="file"]').setInputFiles(pdf);
  await expect(page.getByText('obra.pdf')).toBeVisible();
  // The block starts from the phone's country (Portugal): this applicant is invoiced in Spain.
  await expect(page.getByRole('group', { name: 'Datos de facturación' }).getByRole('textbox', { name: 'País', exact: true })).toHaveValue('Portugal');
  await fillBilling(page, { ...PERSON_BILLING, pais: 'España' });
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await expect(page.getByText('Diseño Industrial')).toBeVisible();
  await expect(page.getByText('534,00 €')).toBeVisible();
});

test.describe('industrial design, a save the server cannot take', () => {
  // The browser reports the failed request itself; the page says it in Spanish.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test("spec-2 §8: 'Error al procesar la solicitud: {detail}. Por favor, inténtalo de nuevo.', and the retry pays", async ({ page }) => {
    await page.goto('/diseno-industrial');
    await fillApplicant(page, { name: 'Marta', lastName: 'Ferrer', email: 'marta@example.es', phone: '912345678' });
    await page.getByRole('textbox', { name: 'Título del diseño' }).fill('Silla plegable Albufera');
    await fillBilling(page, PERSON_BILLING);
    await acceptConsents(page);
    await page.route('**/api/guardar_marca', (route) => route.fulfill({ status: 503, json: { error: 'El servicio de pagos no responde' } }), { times: 2 });
    // From the keyboard: the button, disabled while the call ran, lost the focus; the notice takes it.
    await page.getByRole('button', { name: 'Continuar', exact: true }).focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('alert').filter({ hasText: 'Error al procesar' });
    await expect(notice).toHaveText(/^Error al procesar la solicitud: El servicio de pagos no responde\. Por favor, inténtalo de nuevo\.\s*Cerrar$/);
    await expect(notice).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Título del diseño' })).toHaveValue('Silla plegable Albufera');
    // Closing the notice leaves the keyboard on the step's button, not on the page.
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  });
});

test('Spanish patent for a PYME: the reduction line, the summary and the payment page', async ({ page }) => {
  await page.goto('/patentes');
  await expectStep(page, 'Patentes');
  // No type yet: no price to show, rather than a misleading 0,00 €.
  await expect(runningTotal(page)).toHaveText('—');
  await expect(page.getByText('Elige una opción para ver el precio')).toBeVisible();
  await expectAccessible(page, 'patent form');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectMessages(page, [
    'Debes seleccionar un tipo de patente',
    'El título de la invención es obligatorio',
    'La descripción es obligatoria',
    CONSENT_MESSAGE,
  ]);
  await expectAccessible(page, 'patent form with errors');

  await fillApplicant(page, { name: 'Vicent', lastName: 'Soler', email: 'vicent@example.es', phone: '612345678' });
  await page.getByText('Patente Europea', { exact: true }).click();
  await expect(runningTotal(page)).toHaveText('2990,00 €');
  await expect(page.getByRole('checkbox', { name: /PYME/ })).toHaveCount(0);
  await page.getByText('Patente Española', { exact: true }).click();
  await expect(runningTotal(page)).toHaveText('2662,00 €');
  await expect(page.getByText(/menos de 250 trabajadores/)).toBeVisible();
  await page.getByText(/Soy PYME o autónomo/).click();
  await expect(runningTotal(page)).toHaveText('2152,67 €');
  await expect(page.getByTestId('total-breakdown')).toContainText('Reducción PYME/autónomo');
  await expect(page.getByTestId('total-breakdown')).toContainText('−509,33 €');
  await page.getByRole('textbox', { name: 'Título de la invención' }).fill('Válvula de riego autolimpiable');
  await page.getByRole('textbox', { name: 'Descripción de la invención' }).fill('Expulsa los sedimentos con la presión del agua.');
  await fillBilling(page, PERSON_BILLING);
  await acceptConsents(page);
  await shot(page, 'patent-form');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expectStep(page, 'Registro de Patente');
  const summary = page.locator('dl').first();
  await expect(summary.getByText('Reducción PYME/autónomo')).toBeVisible();
  await expect(summary.getByText('−509,33 €')).toBeVisible();
  await expect(summary.getByText('2152,67 €')).toBeVisible();
  await expect(summary.getByText('Válvula de riego autolimpiable')).toBeVisible();
  // DECISIONS §12: the price as the invoice reads it; the PYME reduction is of the OEPM's fees.
  const split = page.getByTestId('tax-breakdown');
  await expect(split).toContainText(/Tasas oficiales \(suplidos\)\s*509,33 €/);
  await expect(split).toContainText(/Honorarios profesionales\s*1643,34 €/);
  await expect(split).toContainText(/Base imponible\s*1358,13 €/);
  await expect(split).toContainText(/IVA \(21 %\)\s*285,21 €/);
  await expect(page.getByTestId('summary-total')).toHaveText('2152,67 €');
  await expectAccessible(page, 'patent summary');
  await shot(page, 'patent-summary');
  await page.getByRole('button', { name: 'Volver al formulario' }).click();
  await expect(page.getByRole('textbox', { name: 'Título de la invención' })).toHaveValue('Válvula de riego autolimpiable');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  const release = await holdSaves(page);
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  await expect(page.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
  await expect(page.getByText('Procesando pago...')).toBeVisible();
  await expect(page.getByText('Por favor, no cierres esta ventana')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await expect(page.getByText('Registro de Patente Española')).toBeVisible();
  await expect(page.getByText('2152,67 €')).toBeVisible();
});

test('patent for other countries: a quote, "Enviando solicitud..." and the confirmation, never the payment page', async ({ page }) => {
  await page.goto('/');
  await page.goto('/patentes');
  await fillApplicant(page, { name: 'Vicent', lastName: 'Soler', email: 'vicent@example.es', phone: '612345678' });
  await page.getByText('Sí', { exact: true }).click();
  await page.getByText('Otros países', { exact: true }).click();
  await expect(runningTotal(page)).toHaveCount(0);
  await expect(page.getByTestId('quote-request-total')).toHaveText('Presupuesto personalizado');
  // Nothing is paid online: the strip promises no payment step.
  const strip = page.getByRole('list', { name: 'Progreso de la solicitud' });
  await expect(strip).toContainText('Presupuesto personalizado');
  await expect(strip).not.toContainText('Realiza el pago');
  await page.getByRole('textbox', { name: 'Título de la invención' }).fill('Válvula de riego autolimpiable');
  await page.getByRole('textbox', { name: 'Descripción de la invención' }).fill('Expulsa los sedimentos con la presión del agua.');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectMessages(page, ['El número de patente es obligatorio', 'Debes seleccionar al menos un país para continuar.']);
  await expectAccessible(page, 'patent otros with errors');

  await page.getByRole('textbox', { name: 'Número de la patente existente' }).fill('P201930123');
  await page.getByText('No', { exact: true }).click();
  await pickCountry(page, 'japón', /Japón/);
  await shot(page, 'patent-otros-form');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expectStep(page, 'Registro de Patente');
  await expect(page.locator('dl').getByText('Presupuesto personalizado')).toBeVisible();
  await expect(page.locator('dl').getByText('Japón')).toBeVisible();
  await expectAccessible(page, 'patent otros summary');
  // spec-2 §7.1: the save is the only call (the international mark's second call is spec-1's).
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  const release = await holdSaves(page);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('button', { name: 'Enviando solicitud...' })).toBeDisabled();
  release();
  await expectStep(page, 'Solicitud Enviada!');
  // As spec-2 §2.9 writes it, whole.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitud Enviada!');
  await expect(page).toHaveURL(/\/patentes$/);
  expect(calls).toEqual(['/api/guardar_marca']);
  await expectAccessible(page, 'patent confirmation');
  await shot(page, 'patent-sent');
  // The request is sent: the browser's Back leaves the flow rather than walking its steps again.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('utility model: a failed submit, then the Spanish model to the payment page', async ({ page }) => {
  await page.goto('/modelo-de-utilidad');
  await expectStep(page, 'Modelo de Utilidad');
  await expect(runningTotal(page)).toHaveText('1990,00 €');
  await expectAccessible(page, 'utility model form');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectMessages(page, ['El título es obligatorio', 'La descripción es obligatoria', CONSENT_MESSAGE]);
  await expectAccessible(page, 'utility model form with errors');

  await fillApplicant(page, { name: 'Vicent', lastName: 'Soler', email: 'vicent@example.es', phone: '612345678' });
  await page.getByText(/Soy PYME o autónomo/).click();
  await expect(runningTotal(page)).toHaveText('1990,00 €');
  await page.getByRole('textbox', { name: 'Título del modelo de utilidad' }).fill('Pinza con muelle oculto');
  await page.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Pinza de una pieza con el muelle dentro.');
  await page.locator('input[type="file"]').setInputFiles(pdf);
  await fillBilling(page, PERSON_BILLING);
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await expectStep(page, 'Registro de Modelo de Utilidad');
  await expect(page.locator('dl').getByText('PYME/autónomo')).toBeVisible();
  await expectAccessible(page, 'utility model summary');
  await shot(page, 'utility-summary');
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await expect(page.getByText('Registro de Modelo de Utilidad Español')).toBeVisible();
  await expect(page.getByText('1990,00 €')).toBeVisible();
});

test('utility model for other countries ends on the confirmation, after which Back leaves the flow', async ({ page }) => {
  await page.goto('/contacto');
  await page.goto('/modelo-utilidad');
  await fillApplicant(page, { name: 'Vicent', lastName: 'Soler', email: 'vicent@example.es', phone: '612345678' });
  await page.getByText('Otros países', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /PYME/ })).toHaveCount(0);
  await pickCountry(page, 'méx', /México/);
  await page.getByRole('textbox', { name: 'Título del modelo de utilidad' }).fill('Pinza con muelle oculto');
  await page.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Pinza de una pieza con el muelle dentro.');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  // Away by a link and back with the browser's Back: the summary, then the request is sent.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expectStep(page, 'Solicitud Enviada!');
  await page.goBack();
  await expect(page).toHaveURL(/\/contacto$/);
});

for (const [route, title, numberLabel, titleLabel, numberMessage] of [
  ['/pago-anualidades-patentes', 'Pago de Anualidades de Patentes', 'Número de patente', 'Título de la invención', 'El número de patente es obligatorio'],
  [
    '/pago-anualidades-modelos',
    'Pago de Anualidades de Modelos de Utilidad',
    'Número del modelo de utilidad',
    'Título del modelo de utilidad',
    'El número del modelo de utilidad es obligatorio',
  ],
  [
    '/renovacion-diseno',
    'Renovación de Diseño Industrial',
    'Número de registro del diseño',
    'Título del diseño',
    'El número de registro del diseño es obligatorio',
  ],
] as const) {
  test(`${title}: a failed submit, then the quote request and its confirmation`, async ({ page }) => {
    await page.goto(route);
    await expectStep(page, title);
    await expect(runningTotal(page)).toHaveCount(0);
    await expectAccessible(page, `${route} form`);
    await page.getByRole('button', { name: 'Solicitar Presupuesto' }).click();
    await expectMessages(page, [numberMessage, 'La descripción es obligatoria', CONSENT_MESSAGE]);
    await expectAccessible(page, `${route} form with errors`);

    await fillApplicant(page, { name: 'Marta', lastName: 'Ferrer', email: 'marta@example.es', phone: '612345678' });
    await page.getByRole('textbox', { name: numberLabel }).fill('ES2750123');
    await page.getByRole('textbox', { name: titleLabel }).fill('Bomba de agua silenciosa');
    await page.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Quedan pendientes las anualidades 4 y 5.');
    await page.locator('input[type="file"]').setInputFiles(pdf);
    await acceptConsents(page);
    await shot(page, `quote${route.replaceAll('/', '-')}`);
    await page.getByRole('button', { name: 'Solicitar Presupuesto' }).click();
    await expectStep(page, 'Solicitud Enviada!');
    await expectAccessible(page, `${route} confirmation`);
  });
}

test('the menu and footer lead to the flows; the draft survives a reload', async ({ page }) => {
  await page.goto('/patentes');
  await page.getByRole('textbox', { name: 'Título de la invención' }).fill('Válvula de riego autolimpiable');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Título de la invención' })).toHaveValue('Válvula de riego autolimpiable');
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Renovación de Diseño Industrial/ })
    .click();
  await expectStep(page, 'Renovación de Diseño Industrial');
});
