import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { acceptConsents, CONSENT_MESSAGE, expectStep, fillApplicant, REQUIRED_BANNER, runningTotal } from './support/forms';
import { fillBilling, PERSON_BILLING } from './support/billing';

/** The nine services of spec-2 §2.8–§2.17, each completed to the test gateway. */

const pdf = fileURLToPath(new URL('./fixtures/obra.pdf', import.meta.url));
const png = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url));
const applicant = { name: 'Lucía', lastName: 'Martínez Soler', email: 'lucia@example.es', phone: '612345678' };

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A radio card or a checkbox, clicked on its words as a visitor does. */
const clickLabel = (page: Page, text: string) => page.locator('main label').filter({ hasText: text }).first().click();

/** Continuar on the blank form: the banner with the spec's messages (spec-2 §2.2, §5). */
async function failedSubmit(page: Page, name: string, messages: string[]) {
  await expectAccessible(page, `${name} form`);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const banner = page.getByRole('alert').filter({ hasText: REQUIRED_BANNER });
  // A message several fields share (both owners' 'Este campo es obligatorio') shows under each.
  for (const message of [...messages, CONSENT_MESSAGE]) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(banner).toBeInViewport();
  await expectAccessible(page, `${name} form with errors`);
}

/** From a filled form: the summary, then 'Proceder al pago' to the test gateway with the server's figures. */
async function summaryToGateway(
  page: Page,
  name: string,
  summary: {
    title: string;
    rows?: string[];
    included?: string[];
    back?: () => Promise<void>;
    whilePaying?: () => Promise<void>;
    /** Reload on the summary: the visitor comes back to it, data and files kept. */
    reload?: boolean;
  },
  gateway: { producto: string; total: string },
) {
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, summary.title);
  // The heading that takes the focus says what the step is for: a summary may bear the form's title.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription('Revisa tu solicitud');
  for (const row of summary.rows ?? []) await expect(page.getByRole('definition').filter({ hasText: row }).first()).toBeVisible();
  for (const item of summary.included ?? []) await expect(page.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
  await expectAccessible(page, `${name} summary`);
  if (summary.reload) {
    await page.reload();
    await expectStep(page, summary.title);
    for (const row of summary.rows ?? []) await expect(page.getByRole('definition').filter({ hasText: row }).first()).toBeVisible();
  }
  if (summary.back) {
    // spec-2 §2.2: back to the form with the data kept, then on again.
    await page.getByRole('button', { name: 'Volver al formulario' }).click();
    await summary.back();
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, summary.title);
  }
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  await summary.whilePaying?.();
  await expect(page).toHaveURL(/\/g\/pay\?trans=[A-Za-z0-9_-]{24}$/);
  await expect(page.getByText(gateway.producto, { exact: true })).toBeVisible();
  await expect(page.getByText(gateway.total, { exact: true }).first()).toBeVisible();
}

test('domain recovery: a failed submit, then form → summary → gateway', async ({ page }) => {
  await page.goto('/recuperacion-de-dominios');
  await expectStep(page, 'Recuperación de Dominios');
  await expect(page.getByText('Servicio Contratado')).toBeVisible();
  await expect(runningTotal(page)).toHaveText('2990,00 €');
  await failedSubmit(page, 'domain', ['El nombre del dominio es obligatorio', 'La descripción del caso es obligatoria']);
  await fillApplicant(page, applicant);
  await textbox(page, 'Nombre del dominio').fill('horchataclara.es');
  await textbox(page, 'Descripción del caso').fill('Un tercero registró el dominio con nuestra marca.');
  await page.locator('input[type="file"]').setInputFiles(pdf);
  // 2990 € is over 400 €: the invoice names the client (DECISIONS §12).
  await fillBilling(page, PERSON_BILLING);
  // spec-2 §2.2: while the order is saved the button says 'Procesando...' and is disabled, under the overlay.
  await page.route('**/api/guardar_marca', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const busy = async () => {
    await expect(page.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    await expect(page.getByText('Por favor, no cierres esta ventana')).toBeVisible();
  };
  await summaryToGateway(
    page,
    'domain',
    { title: 'Recuperación de Dominios', rows: ['horchataclara.es'], whilePaying: busy, reload: true },
    { producto: 'Recuperación de Dominios', total: '2990,00 €' },
  );
  await expectAccessible(page, 'test gateway');
});

test.describe('a lost answer', () => {
  // The aborted save is the browser's own console line.
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('domain recovery: a save whose answer was lost, then a reload: paying makes one order, not two', async ({ page }) => {
    const saves: { key: string | null; status: number }[] = [];
    await page.route('**/api/guardar_marca', async (route) => {
      // The server stores the first save, but its answer never reaches the phone.
      const response = await route.fetch();
      saves.push({ key: route.request().headers()['idempotency-key'] ?? null, status: response.status() });
      if (saves.length === 1) return route.abort('internetdisconnected');
      return route.fulfill({ response });
    });
    await page.goto('/recuperacion-de-dominios');
    await fillApplicant(page, applicant);
    await textbox(page, 'Nombre del dominio').fill('horchataclara.es');
    await textbox(page, 'Descripción del caso').fill('Un tercero registró el dominio con nuestra marca.');
    await fillBilling(page, PERSON_BILLING);
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Recuperación de Dominios');
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No hemos podido conectar' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    await expect(page).toHaveURL(/\/g\/pay\?trans=/);
    expect(saves.map((save) => save.status)).toEqual([201, 200]);
    expect(saves[1]!.key).toBe(saves[0]!.key);
  });
});

test('prior report: the image box shows a drop zone with preview and remove; sent from the summary', async ({ page }) => {
  await page.goto('/otros-servicios/informe-previo-profesional');
  await expectStep(page, 'Informe Previo Profesional');
  await expect(runningTotal(page)).toHaveText('29,00 €');
  await expect(page.getByText(/te descontamos el precio del informe/)).toBeVisible();
  await failedSubmit(page, 'prior report', ['El nombre de la marca es obligatorio', 'La descripción de la marca es obligatoria']);
  await fillApplicant(page, applicant);
  await clickLabel(page, 'Marca Europea');
  await textbox(page, 'Nombre de la marca a investigar').fill('Horchata Clara');
  await textbox(page, 'Descripción de la marca').fill('Bebidas de chufa.');

  await expect(page.getByRole('button', { name: /Arrastra tu archivo aquí/ })).toHaveCount(0);
  await clickLabel(page, 'Quiero añadir una imagen de la marca');
  await expect(page.getByRole('button', { name: /Arrastra tu archivo aquí/ })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(png);
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
  await expectAccessible(page, 'prior report with an image');
  await page.getByRole('button', { name: 'Quitar logo.png' }).click();
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles(png);
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
  // Unticked, the box hides the image (and it is not sent); ticked again, the image is still there.
  await clickLabel(page, 'Quiero añadir una imagen de la marca');
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toHaveCount(0);
  await clickLabel(page, 'Quiero añadir una imagen de la marca');
  await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();

  await summaryToGateway(
    page,
    'prior report',
    { title: 'Informe Previo Profesional de una Marca', rows: ['Marca Europea', 'Horchata Clara', 'logo.png'] },
    { producto: 'Informe Previo Profesional de una Marca', total: '29,00 €' },
  );
});

test('title application: with the watch the total is 197,00 € (promotional); summary with included and not included', async ({ page }) => {
  await page.goto('/otros-servicios/solicitud-titulo-de-marca');
  await expectStep(page, 'Solicitud de Título de Marca');
  await expect(runningTotal(page)).toHaveText('100,00 €');
  await failedSubmit(page, 'title', [
    'La denominación de la marca es obligatoria',
    'El número de marca es obligatorio',
    'El título de la marca es obligatorio',
  ]);
  await fillApplicant(page, applicant);
  await textbox(page, 'Denominación de la marca').fill('Horchata Clara');
  await textbox(page, 'Número de marca').fill('M4123456');
  await textbox(page, 'Título de la marca').fill('Horchata Clara (mixta)');
  await expect(page.locator('main label').filter({ hasText: 'Añadir vigilancia' })).toContainText('+ 97,00 €');
  await clickLabel(page, 'Añadir vigilancia de marca durante 1 año');
  await expect(runningTotal(page)).toHaveText('197,00 €');
  await summaryToGateway(
    page,
    'title',
    {
      title: 'Solicitud de Título de Marca',
      rows: ['197,00 € (precio promocional)', 'Sí, durante 1 año'],
      included: ['Vigilancia de la marca durante 1 año', 'Renovación de la marca'],
    },
    { producto: 'Solicitud de Título de Marca', total: '197,00 €' },
  );
});

test('watch: European, 10 annuities and the title; the regular price crossed out', async ({ page }) => {
  await page.goto('/otros-servicios/vigilancia-de-marcas');
  await expectStep(page, 'Vigilancia de Marcas');
  await expect(runningTotal(page)).toHaveText('34,00 €');
  await expect(page.locator('s', { hasText: '250,00 €' })).toBeVisible();
  await expect(page.getByText(/150,00 € \+ 47,00 € = 197,00 €/)).toBeVisible();
  await failedSubmit(page, 'watch', ['El nombre de la marca es obligatorio', 'La descripción de la marca es obligatoria']);
  await fillApplicant(page, applicant);
  await textbox(page, 'Nombre de la marca').fill('Horchata Clara');
  await textbox(page, 'Descripción de la marca').fill('Bebidas de chufa.');
  await expect(page.locator('main label').filter({ hasText: '10 anualidades' })).toContainText('150,00 €');
  await clickLabel(page, 'Marca Europea');
  await expect(page.locator('main label').filter({ hasText: '10 anualidades' })).toContainText('197,00 €');
  await clickLabel(page, '10 anualidades');
  await clickLabel(page, 'Añadir el título de la marca');
  await expect(runningTotal(page)).toHaveText('244,00 €');
  await summaryToGateway(
    page,
    'watch',
    { title: 'Vigilancia de Marca', rows: ['10 anualidades'] },
    { producto: 'Vigilancia de Marca Europea (27 países UE)', total: '244,00 €' },
  );
});

for (const service of [
  {
    name: 'objection reply',
    path: '/otros-servicios/contestacion-a-suspensos',
    title: 'Contestación a Suspensos',
    field: 'Objeto del suspenso',
    message: 'La descripción del objeto del suspenso es obligatoria',
    prices: ['218,00 €', '318,00 €'],
  },
  {
    name: 'opposition',
    path: '/otros-servicios/presentacion-de-oposiciones',
    title: 'Presentación de Oposiciones',
    field: 'Motivo de la oposición',
    message: 'El motivo de la oposición es obligatorio',
    prices: ['267,00 €', '367,00 €'],
  },
]) {
  test(`${service.name}: with proof of use, documents listed by name on the summary`, async ({ page }) => {
    await page.goto(service.path);
    await expectStep(page, service.title);
    await expect(runningTotal(page)).toHaveText(service.prices[0]!);
    await expect(page.locator('main label').filter({ hasText: 'Sin prueba de uso' })).toContainText(service.prices[0]!);
    await expect(page.getByText(/Adjunta la comunicación recibida/)).toBeVisible();
    await failedSubmit(page, service.name, ['El nombre de la marca es obligatorio', service.message]);
    await fillApplicant(page, applicant);
    await textbox(page, 'Nombre de la marca').fill('Horchata Clara');
    await clickLabel(page, 'Con prueba de uso');
    await expect(runningTotal(page)).toHaveText(service.prices[1]!);
    await textbox(page, service.field).fill('Parecido con una marca anterior.');
    await page.locator('input[type="file"]').setInputFiles([pdf, png]);
    await expect(page.getByText('obra.pdf')).toBeVisible();
    await summaryToGateway(
      page,
      service.name,
      { title: service.title, rows: ['obra.pdf', 'logo.png', 'Con prueba de uso'] },
      { producto: `${service.title} - Marca Nacional`, total: service.prices[1]! },
    );
  });
}

test('appeal: the four services with their prices; summary with documents, included and not included', async ({ page }) => {
  await page.goto('/otros-servicios/presentacion-de-recurso-de-alzada');
  await expectStep(page, 'Recurso de Alzada');
  await expect(page.getByText('Servicio Completado')).toBeVisible();
  await expect(page.getByLabel('Total del pedido')).toContainText('IVA incluido; tasas oficiales adicionales no incluidas');
  for (const [service, price] of [
    ['Presentación Recurso de Alzada España', '339,00 €'],
    ['Contestación Recurso de Alzada España', '544,00 €'],
    ['Presentación Recurso de Alzada Europa', '1130,00 €'],
    ['Contestación Recurso de Alzada Europa', '620,00 €'],
  ] as const) {
    await expect(page.locator('main label').filter({ hasText: service })).toContainText(price);
  }
  await failedSubmit(page, 'appeal', ['El nombre de la marca es obligatorio', 'La descripción de la marca es obligatoria']);
  await fillApplicant(page, applicant);
  await clickLabel(page, 'Presentación Recurso de Alzada Europa');
  await expect(runningTotal(page)).toHaveText('1130,00 €');
  await textbox(page, 'Nombre de la marca').fill('Horchata Clara');
  await textbox(page, 'Descripción de la marca').fill('Denegada por parecido con otra marca.');
  await page.locator('input[type="file"]').setInputFiles(pdf);
  await fillBilling(page, PERSON_BILLING);
  await summaryToGateway(
    page,
    'appeal',
    {
      title: 'Recurso de Alzada',
      rows: ['Lucía Martínez Soler', 'lucia@example.es', '+34 612345678', 'Presentación Recurso de Alzada Europa', 'Horchata Clara', '1130,00 €'],
      included: ['Presentación del recurso', 'Comunicación de la resolución final', 'Tasas oficiales adicionales', 'Garantía de éxito'],
    },
    { producto: 'Presentación Recurso de Alzada Europa (1130 €)', total: '1130,00 €' },
  );
});

test('owner change: the current-owner and new-owner blocks, their messages, and both owners on the summary', async ({ page }) => {
  await page.goto('/otros-servicios/cambio-de-titular-marcas-y-patentes');
  await expectStep(page, 'Cambio de Titular');
  // spec-2 §2.16: official fees are not included, and the total says so.
  await expect(page.getByLabel('Total del pedido')).toContainText('IVA incluido; tasas oficiales no incluidas');
  await expect(page.getByRole('heading', { name: 'Titular actual' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nuevo titular' })).toBeVisible();
  await failedSubmit(page, 'owner change', [
    'El número de expediente es obligatorio',
    'El nombre del expediente es obligatorio',
    'Este campo es obligatorio',
    'Los apellidos son obligatorios',
    'El email es obligatorio',
    'El teléfono es obligatorio',
  ]);
  // A message both owners share is said under each of their fields, which read it.
  for (const owner of ['del titular actual', 'del nuevo titular']) {
    await expect(textbox(page, `Nombre ${owner}`)).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(textbox(page, `Nombre ${owner}`)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, `Apellidos ${owner}`)).toHaveAttribute('aria-invalid', 'true');
  }
  // By exact names: the owners' inputs are 'Teléfono del titular actual'...
  await textbox(page, 'Nombre').fill(applicant.name);
  await textbox(page, 'Apellidos').fill(applicant.lastName);
  await textbox(page, 'Email').fill(applicant.email);
  await textbox(page, 'Teléfono').fill(applicant.phone);
  await clickLabel(page, 'Patente');
  await textbox(page, 'Número de expediente').fill('P201930123');
  await textbox(page, 'Nombre del expediente').fill('Horchatera automática');
  await textbox(page, 'Nombre del titular actual').fill('Ana');
  await textbox(page, 'Apellidos del titular actual').fill('Pérez López');
  await textbox(page, 'Email del titular actual').fill('ana@example.es');
  await textbox(page, 'Teléfono del titular actual').fill('622334455');
  await page.getByRole('group', { name: 'Tipo del nuevo titular' }).locator('label').filter({ hasText: 'Empresa' }).click();
  await expect(textbox(page, 'Apellidos del nuevo titular')).toHaveCount(0);
  await textbox(page, 'Razón Social del nuevo titular').fill('Horchatería Clara, S.L.');
  await textbox(page, 'Email del nuevo titular').fill('pedidos@example.es');
  await textbox(page, 'Teléfono del nuevo titular').fill('961234567');
  await expect(runningTotal(page)).toHaveText('145,00 €');
  await summaryToGateway(
    page,
    'owner change',
    {
      title: 'Cambio de Titular',
      rows: ['Patente', 'P201930123 - Horchatera automática', 'Ana Pérez López (Persona Física)', 'Horchatería Clara, S.L. (Empresa)'],
      back: async () => {
        await expect(textbox(page, 'Nombre del titular actual')).toHaveValue('Ana');
        await expect(textbox(page, 'Razón Social del nuevo titular')).toHaveValue('Horchatería Clara, S.L.');
      },
    },
    { producto: 'Cambio de Titular - Patente', total: '145,00 €' },
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a failed submit whose first fault is out of sight puts the focus on the banner, and its link on the field', async ({ page }) => {
    await page.goto('/otros-servicios/diseno-de-logos');
    await fillApplicant(page, applicant);
    await textbox(page, 'Nombre de la empresa o marca').fill('Horchata Clara');
    await textbox(page, 'Descripción del logo').fill('Una chufa sonriente.');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: REQUIRED_BANNER });
    await expect(banner).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Minimalista' })).not.toBeInViewport();
    await expect(banner).toContainText('Hay 1 campo por revisar: ir al primero.');
    await banner.getByRole('link', { name: 'ir al primero' }).click();
    await expect(page.getByRole('radio', { name: 'Minimalista' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Minimalista' })).toBeInViewport();
  });
});

test('logo design: the style is required, one reference file; included and not included', async ({ page }) => {
  await page.goto('/otros-servicios/diseno-de-logos');
  await expectStep(page, 'Diseño de Logos');
  await expect(runningTotal(page)).toHaveText('60,00 €');
  await failedSubmit(page, 'logo', [
    'El nombre de la empresa/marca es obligatorio',
    'La descripción del logo es obligatoria',
    'El estilo del logo es obligatorio',
  ]);
  // Each radio of a group at fault reads the group's message, as a text field reads its own.
  await expect(page.getByRole('radio', { name: 'Minimalista' })).toHaveAccessibleDescription('El estilo del logo es obligatorio');
  // spec-2 §2.2: its cards are outlined red, as an invalid text field is.
  const borderOf = (field: Locator) => field.evaluate((element) => getComputedStyle(element).borderColor);
  const red = await borderOf(textbox(page, 'Descripción del logo'));
  expect(await borderOf(page.locator('label').filter({ has: page.getByRole('radio', { name: 'Minimalista' }) }))).toBe(red);
  await fillApplicant(page, applicant);
  await textbox(page, 'Nombre de la empresa o marca').fill('Horchata Clara');
  await textbox(page, 'Descripción del logo').fill('Una chufa sonriente.');
  await clickLabel(page, 'Divertido');
  const input = page.locator('input[type="file"]');
  // Two picked at once: refused as a whole, as the spec says (the picker lets several be chosen).
  await input.setInputFiles([png, pdf]);
  await expect(page.getByText('Máximo 1 archivo permitido')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Archivos añadidos' })).toHaveCount(0);
  await input.setInputFiles(png);
  await input.setInputFiles(pdf);
  await expect(page.getByText('Máximo 1 archivo permitido')).toBeVisible();
  await summaryToGateway(
    page,
    'logo',
    {
      title: 'Diseño de Logos',
      rows: ['Divertido', 'logo.png'],
      included: ['5 diseños o vistas diferentes', 'Formatos vectoriales (AI, EPS, SVG)', 'Registro de la marca', 'Modificaciones posteriores'],
    },
    { producto: 'Diseño de Logos', total: '60,00 €' },
  );
});
