import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { saveOrder, signIn } from './support/admin';

/**
 * A day in the back office (docs/decisions/012-back-office-work.md): what needs action first, a
 * document for the client, a state undone, the client's address corrected, a refund, the client's
 * file, a message answered, an article in Markdown, the CSV.
 */

const unique = () => randomBytes(4).toString('hex');
const pdf = fileURLToPath(new URL('./fixtures/obra.pdf', import.meta.url));
const logo = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url));
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const national = (email: string) => ({
  flow: 'marca-nacional',
  applicantType: 'persona',
  name: 'Amparo',
  lastName: 'Ferrer Puig',
  email,
  phone: '612345678',
  selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
  brandName: `Orxata ${unique()}`,
  mediaType: 'imagen',
  selectedClasses: [29],
  selectedTrademarkType: 'denominativa',
  selectedPlan: 'basic',
  acceptPrivacy: true,
  acceptTerms: true,
});

/** Screenshots at 1280 px and at a phone's width, each page checked with axe at both. */
async function lookAt(page: Page, name: string) {
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  await expectAccessible(page, `${name} at 1280 px`);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${name} on a phone`);
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

// The refusals the test provokes (a document without its name) are the browser's console errors.
test.use({ allowConsoleErrors: [/status of 400 \(Bad Request\)/] });

test('a day’s work: needs action, a PDF for the client, a state undone, a message answered, an article in three paragraphs', async ({ page, request }) => {
  // The client's data, a refund and the client's file were added to the day: more than three minutes on a busy machine.
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const email = `jornada-${unique()}@example.es`;
  // With billing details: a complete invoice, which names the client and can be corrected (DECISIONS §12).
  const billing = {
    nif: '12345678Z',
    nombre: 'Amparo Ferrer Puig',
    direccion: 'Carrer de la Pau 3',
    codigoPostal: '46002',
    ciudad: 'Valencia',
    provincia: 'Valencia',
    pais: 'España',
  };
  const order = await saveOrder(request, { ...national(email), facturacion: billing });
  const draft = await saveOrder(request, national(`borrador-${unique()}@example.es`));
  await page.goto(`/g/pay?trans=${order.referencia}`);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok/);
  // A visitor writes through the contact form.
  const sender = `consulta-${unique()}@example.es`;
  await page.goto('/contacto');
  const contact = page.getByRole('form', { name: 'Formulario de contacto' });
  await contact.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Vicent Soler');
  await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(sender);
  await contact.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('¿Podéis renovar mi marca antes de junio?');
  await contact.getByText('He leído y acepto la política de privacidad').click();
  await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(contact.getByTestId('contact-success')).toBeVisible();

  const me = await signIn(page, 'admin');
  // The menu fits on one line at 1280 px.
  const menu = page.getByRole('navigation', { name: 'Administración' });
  expect((await menu.boundingBox())!.height).toBeLessThan(40);
  const header = await page.locator('header').boundingBox();
  expect(header!.height).toBeLessThan(70);

  // The list opens on what needs action: the paid order, not the draft; drafts are a chip away.
  const views = page.getByRole('navigation', { name: 'Vistas de pedidos' });
  await expect(views.getByRole('link', { name: /^Por atender \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await expect(views.getByRole('link', { name: /^Pagados \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: order.numero, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: draft.numero, exact: true })).toHaveCount(0);
  await lookAt(page, 'orders-needs-action');
  await views.getByRole('link', { name: /^Borradores \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/estado=draft/);
  await expect(page.getByRole('link', { name: draft.numero, exact: true })).toBeVisible();

  // The CSV of what the list shows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('pedidos.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Número;Fecha;Servicio;Cliente;Email;Marca;Estado;Total');
  expect(csv).toContain(`${draft.numero};`);
  expect(csv).not.toContain(`${order.numero};`);

  await views.getByRole('link', { name: /^Por atender/ }).click();
  await page.getByRole('link', { name: order.numero, exact: true }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Pagado');

  // Assigned to oneself: it is then in «Mis asuntos».
  await page.getByLabel('Lo lleva').selectOption({ label: me });
  await page.getByRole('button', { name: 'Guardar asignación' }).click();
  await expect(page.getByText(`Pedido asignado a ${me}.`)).toBeVisible();

  // A PDF for the client; what is wrong is said by its field.
  const documents = page.getByRole('region', { name: 'Documentos para el cliente' });
  await documents.getByRole('button', { name: 'Añadir y avisar al cliente' }).click();
  await expect(documents.getByText('Indica qué documento es (por ejemplo, «Justificante de presentación»).')).toBeVisible();
  await expect(documents.getByLabel('Qué documento es')).toHaveAttribute('aria-invalid', 'true');
  await documents.getByLabel('Qué documento es').fill('Justificante de presentación');
  await documents.getByLabel('Archivo (PDF, JPG o PNG, hasta 20 MB)').setInputFiles(pdf);
  await documents.getByRole('button', { name: 'Añadir y avisar al cliente' }).click();
  await expect(page.getByText('Documento añadido: el cliente lo tiene en su página del pedido y se le ha avisado por correo.')).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Justificante de presentación' })).toBeVisible();

  // Filed, then refused by mistake: an admin undoes it, with a reason, after a confirmation.
  for (const state of ['Presentado ante la oficina', 'Denegado']) {
    await page.getByLabel('Nuevo estado').selectOption({ label: state });
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    const confirm = page.getByRole('dialog', { name: `¿Pasar el pedido ${order.numero} a «${state}»?` });
    await expect(confirm).toContainText('solo una persona con rol de administración podrá deshacerlo');
    await confirm.getByRole('button', { name: `Sí, pasar a «${state}»` }).click();
    await expect(page.getByTestId('admin-order-status')).toHaveText(state);
  }
  const undo = page.getByRole('region', { name: 'Deshacer el último cambio' });
  await expect(undo).toContainText('El cliente recibió el aviso de «Denegado»: se le enviará una corrección.');
  await undo.getByRole('button', { name: 'Deshacer «Denegado»' }).click();
  const confirmUndo = page.getByRole('dialog', { name: '¿Deshacer «Denegado»?' });
  await expectAccessible(page, 'undo confirmation');
  await confirmUndo.getByRole('button', { name: 'Sí, volver a «Presentado ante la oficina»' }).click();
  // No reason, no undo: said by the field.
  await expect(undo.getByText('Explica por qué se deshace.')).toBeVisible();
  await undo.getByLabel('Motivo (solo lo ve el equipo)').fill('Pulsé «Denegado» en lugar de «Concedido».');
  await undo.getByRole('button', { name: 'Deshacer «Denegado»' }).click();
  await confirmUndo.getByRole('button', { name: 'Sí, volver a «Presentado ante la oficina»' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Presentado ante la oficina');
  await expect(page.getByRole('region', { name: 'Notas internas' })).toContainText('Pulsé «Denegado» en lugar de «Concedido».');

  // The client moved: their billing address is corrected with the order form's rules, each refusal by its field.
  const client = page.getByRole('region', { name: 'Datos del cliente' });
  await client.getByLabel('Código postal').fill('99999');
  await client.getByRole('button', { name: 'Guardar datos del cliente' }).click();
  await expect(client.getByText('El código postal no es válido')).toBeVisible();
  await expect(client.getByLabel('Código postal')).toHaveAttribute('aria-invalid', 'true');
  await client.getByLabel('Código postal').fill('46003');
  await client.getByLabel('Dirección').fill('Carrer de Cavallers 12, 2ª');
  await client.getByRole('button', { name: 'Guardar datos del cliente' }).click();
  await expect(page.getByText('Datos del cliente guardados. Se ha avisado al cliente por correo')).toBeVisible();
  // The invoice already issued never changes: a corrective one names the new address.
  await expect(client).toContainText('ya está emitida y no cambia');
  await client.getByRole('button', { name: 'Emitir rectificativa con los datos nuevos' }).click();
  await expect(client.getByText(/Factura rectificativa R\d{4}-\d+ emitida con los datos nuevos y enviada al cliente\./)).toBeVisible();
  await expect(client.getByLabel('Dirección')).toHaveValue('Carrer de Cavallers 12, 2ª');

  // A refund: a reason is required; without Redsys the screen says it is made in the bank's portal.
  const refunds = page.getByRole('region', { name: 'Reembolsos' });
  await refunds.getByLabel('Importe a devolver (€)').fill('100,50');
  await refunds.getByRole('button', { name: 'Registrar reembolso' }).click();
  await expect(refunds.getByText('Indica el motivo del reembolso.')).toBeVisible();
  await refunds.getByLabel('Motivo del reembolso').fill('Una clase menos de las pedidas');
  await refunds.getByRole('button', { name: 'Registrar reembolso' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reembolso de 100,50 € registrado.' })).toContainText('hazla en el portal del banco');
  await expect(refunds.getByRole('listitem')).toContainText('Una clase menos de las pedidas');
  await expect(refunds).toContainText('Devuelto 100,50 €');
  await lookAt(page, 'order-screen');

  // The client's file, from the order screen: their orders, invoices (the first, the two corrective ones), messages, deadlines.
  await client.getByRole('link', { name: 'Ver la ficha del cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Facturas del cliente' }).getByRole('row')).toHaveCount(4);
  await lookAt(page, 'client-file');
  // The menu, one entry longer, still fits the width of a 1280 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
  await page.getByRole('region', { name: 'Pedidos del cliente' }).getByRole('link', { name: order.numero }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Presentado ante la oficina');

  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Mis asuntos' }).click();
  await expect(page.getByRole('heading', { name: 'Mis asuntos', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: order.numero, exact: true })).toBeVisible();

  // The client's page lists the document, and its link downloads it, never cached.
  await page.goto(`/pedido/${order.referencia}`);
  await expect(page.getByTestId('order-status')).toHaveText('Presentado ante la oficina');
  await expect(page.getByTestId('order-timeline')).toContainText('Corrección: el estado «Denegado» se indicó por error.');
  const link = page.getByRole('link', { name: /Justificante de presentación/ });
  const file = await request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('no-store');
  expect((await file.body()).equals(readFileSync(pdf))).toBe(true);

  // The message, answered from the back office, moves to «Atendidos».
  await page.goto('/admin/mensajes');
  const message = page.getByRole('listitem').filter({ hasText: sender });
  await message.getByLabel('Responder a Vicent Soler').fill('Sí: te llamamos mañana para preparar la renovación.');
  await message.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByText(`Respuesta enviada a ${sender}.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: sender })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Mensajes por estado' })
    .getByRole('link', { name: /^Atendidos/ })
    .click();
  await expect(page.getByRole('listitem').filter({ hasText: sender })).toContainText('Respuesta de');
  await lookAt(page, 'messages');
  // From a message, its sender's file.
  await page.getByRole('listitem').filter({ hasText: sender }).getByRole('link', { name: 'Ficha del cliente' }).click();
  await expect(page.getByRole('region', { name: 'Mensajes' })).toContainText('¿Podéis renovar mi marca antes de junio?');
  await page.getByLabel('Email o NIF del cliente').fill('1234-5678 a');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Ese NIF no es válido: revisa sus números y su letra.')).toBeVisible();

  // An article in Markdown: three paragraphs typed with blank lines, a picture in the text.
  const title = `Renovar a tiempo ${unique()}`;
  await page.goto('/admin/noticias/nueva');
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumen (descripción para buscadores)').fill('Cuándo y cómo renovar una marca.');
  const text = page.getByLabel('Texto (Markdown)');
  await text.fill('Una marca dura diez años.\n\nSe renueva en los seis meses anteriores.\n\nDespués hay seis meses de gracia, con recargo.\n\n');
  await page.getByLabel('Imagen en el texto').setInputFiles(logo);
  await expect(text).toHaveValue(/!\[logo\]\(\/media\/noticias\/[\w-]+\.png\)/);
  await page.getByLabel('Imagen principal').setInputFiles(logo);
  const preview = page.getByRole('region', { name: 'Vista previa' });
  await expect(preview.locator('p').filter({ hasText: /\S/ })).toHaveCount(3);
  await expect(preview.getByRole('img', { name: 'logo' })).toBeVisible();
  await page.getByText('Publicada', { exact: true }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/Noticia guardada y publicada/)).toBeVisible();
  await lookAt(page, 'news-editor');
  const slug = await page.getByLabel('Dirección (slug)').inputValue();

  await page.goto(`/noticias/${slug}`);
  const body = page.locator('.article-body');
  await expect(body.locator('p').filter({ hasText: /\S/ })).toHaveCount(3);
  await expect(body.locator('p').nth(1)).toHaveText('Se renueva en los seis meses anteriores.');
  await expect(body.getByRole('img', { name: 'logo' })).toBeVisible();

  // Deleted again, so the public news list other specs count stays the seed's.
  await page.goto('/admin/noticias');
  await page.getByRole('link', { name: title }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByRole('heading', { name: 'Noticias', level: 1 })).toBeVisible();
});

test('a wrong price is said next to its field, and «Importe» stands at one x in every price table', async ({ page }) => {
  // Some forty tables, each looked at by axe twice.
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Precios' }).click();
  await expect(page.getByRole('heading', { name: 'Precios', level: 1 })).toBeVisible();
  const headers = page.getByRole('columnheader', { name: 'Importe (€)' });
  await expect(headers.first()).toBeVisible();
  const xs = new Set<number>();
  for (const header of await headers.all()) xs.add(Math.round((await header.boundingBox())!.x));
  expect([...xs]).toHaveLength(1);

  // The last table's price, far down the page: its refusal is right under it, not at the page's top.
  const field = page.locator('table input:not([aria-label])').last();
  const row = field.locator('xpath=ancestor::tr');
  await field.fill('abc');
  await row.getByRole('button', { name: /^Guardar/ }).click();
  const error = row.getByText('Indica un importe en euros, por ejemplo 199,00.');
  await expect(error).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const [fieldBox, errorBox] = [await field.boundingBox(), await error.boundingBox()];
  expect(Math.abs(errorBox!.y - (fieldBox!.y + fieldBox!.height))).toBeLessThan(40);
  await field.fill('-5');
  await row.getByRole('button', { name: /^Guardar/ }).click();
  await expect(row.getByText('Indica un importe en euros, por ejemplo 199,00.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await lookAt(page, 'prices');
});
