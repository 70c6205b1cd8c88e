import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { test, expect, expectAccessible } from './support/test';
import { addStaff, saveOrder, signIn, STAFF_PASSWORD } from './support/admin';
import { acceptConsents, expectStep, fillApplicant } from './support/forms';

const national = (email: string) => ({
  flow: 'marca-nacional',
  applicantType: 'persona',
  name: 'Lucía',
  lastName: 'Martínez Soler',
  email,
  phone: '612345678',
  selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
  brandName: 'Horchata Clara',
  mediaType: 'imagen',
  selectedClasses: [29],
  selectedTrademarkType: 'denominativa',
  selectedPlan: 'basic',
  acceptPrivacy: true,
  acceptTerms: true,
});

const unique = () => randomBytes(4).toString('hex');
const logo = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url));

test('staff sign in, find an order by e-mail, move it along; the visitor’s page follows', async ({ page, request }) => {
  const email = `cliente-${unique()}@example.es`;
  // A long answer written on two lines keeps them on the order screen.
  const order = await saveOrder(request, { ...national(email), description: 'Horchata artesana.\nVenta en mercados.' });
  // The visitor pays at the test gateway.
  await page.goto(`/g/pay?trans=${order.referencia}`);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok/);

  await signIn(page, 'staff');
  await expectAccessible(page, 'orders list');
  // Columns sort where a person clicks: the header's text, ascending first, then the other way.
  const totalHeader = page.getByRole('columnheader', { name: /Total/ });
  await expect(page.getByRole('columnheader', { name: /Fecha/ })).toHaveAttribute('aria-sort', 'descending');
  await totalHeader.getByText('Total').click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/orden=total&sentido=asc/);
  await totalHeader.getByText('Total').click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: /Fecha/ })).toHaveAttribute('aria-sort', 'none');
  await page.getByLabel('Buscar (número, nombre, email o marca)').fill(email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 pedido$/ })).toBeVisible();
  // Saved straight through the API, without the site's bot check (DECISIONS §7): staff are told.
  await expect(page.getByRole('row').filter({ hasText: order.numero })).toContainText('Sin comprobación anti-robot');
  await page.screenshot({ path: test.info().outputPath('orders-list.png') });
  await page.getByRole('link', { name: order.numero }).click();

  await expect(page.getByRole('heading', { name: `Pedido ${order.numero}: Marca Nacional` })).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Pagado');
  await expect(page.getByText('Sin comprobación anti-robot.')).toBeVisible();
  // The flow's own labels and the price lines.
  await expect(page.getByText('Horchata Clara')).toBeVisible();
  expect(await page.getByText('Horchata artesana.').innerText()).toBe('Horchata artesana.\nVenta en mercados.');
  await expect(page.getByRole('region', { name: 'Importe' })).toContainText('199,00 €');
  // The payment that paid it, with the gateway's number staff would quote to the bank.
  await expect(page.getByRole('region', { name: 'Pagos' })).toContainText(/\d{4}\w{8} · 199,00 € · Pagado/);
  await expectAccessible(page, 'order screen');
  await page.screenshot({ path: test.info().outputPath('order-screen.png'), fullPage: true });

  await page.getByLabel('Nuevo estado').selectOption({ label: 'Presentado ante la oficina' });
  await page.getByLabel('Nota para el cliente (opcional)').fill('Presentada en la OEPM.');
  // Each state mails the client and only an admin can undo it: asked again first, Escape leaves it as it was.
  const changeStatus = page.getByRole('button', { name: 'Cambiar estado' });
  await changeStatus.click();
  const confirm = page.getByRole('dialog', { name: `¿Pasar el pedido ${order.numero} a «Presentado ante la oficina»?` });
  await expect(confirm).toContainText('Se enviará ahora un correo al cliente con el nuevo estado y tu nota.');
  await expect(confirm).toContainText(
    'Si es un error, solo una persona con rol de administración podrá deshacerlo, y el cliente recibirá otro correo con la corrección.',
  );
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectAccessible(page, 'status change confirmation');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(changeStatus).toBeFocused();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Pagado');
  // By keyboard: the confirming button is the next one after 'Cancelar'.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Sí, pasar a «Presentado ante la oficina»' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Estado cambiado.')).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Presentado ante la oficina');
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Presentada en la OEPM.');

  // The fields stop at what the API takes, rather than the API refusing the whole text afterwards.
  for (const field of ['Nueva nota (solo la ve el equipo)', 'Nota para el cliente (opcional)'])
    await expect(page.getByLabel(field)).toHaveAttribute('maxlength', '2000');
  await page.getByLabel('Nueva nota (solo la ve el equipo)').fill('Revisar en dos semanas.');
  await page.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(page.getByRole('region', { name: 'Notas internas' })).toContainText('Revisar en dos semanas.');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'order screen on a phone');
  await page.screenshot({ path: test.info().outputPath('order-screen-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(`/pedido/${order.referencia}`);
  await expect(page.getByTestId('order-status')).toHaveText('Presentado ante la oficina');
  await expect(page.getByTestId('order-timeline')).toContainText('Presentada en la OEPM.');

  // An admin's page, asked for by staff, says why it is not shown (the API answers 403 too).
  await page.goto('/admin/precios');
  await expect(page.getByText('No tienes permiso para esta página: es de la administración (rol admin).')).toBeVisible();

  // Sign-out ends the session: /admin asks to sign in again.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('the order list keeps its filters when coming back from an order, clears them all, and says why a page is empty', async ({ page, request }) => {
  const email = `filtros-${unique()}@example.es`;
  const order = await saveOrder(request, national(email));
  await signIn(page, 'staff');
  const search = page.getByLabel('Buscar (número, nombre, email o marca)');
  await search.fill(email);
  await page.getByLabel('Servicio').selectOption({ label: 'Marca Nacional' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 pedido$/ })).toBeVisible();
  await page.getByRole('link', { name: order.numero }).click();
  // The link pressed is gone: the order's title takes the focus, as on the public site.
  await expect(page.getByRole('heading', { name: `Pedido ${order.numero}: Marca Nacional` })).toBeFocused();
  await page.getByRole('link', { name: '← Pedidos' }).click();
  await expect(page).toHaveURL(/servicio=marca-nacional/);
  await expect(search).toHaveValue(email);
  await expect(page.getByLabel('Servicio')).toHaveValue('marca-nacional');
  await expect(page.getByRole('status').filter({ hasText: /^1 pedido$/ })).toBeVisible();

  // Every field is cleared, so the next Filtrar does not use what was left in one.
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(search).toHaveValue('');
  await expect(page.getByLabel('Servicio')).toHaveValue('');
  await search.fill('escrito sin filtrar');
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(search).toHaveValue('');

  // A reversed range is said, not answered with '0 pedidos'.
  await page.getByLabel('Desde').fill('2026-05-02');
  await page.getByLabel('Hasta').fill('2026-05-01');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Las fechas están al revés: «Desde» (02/05/2026) es posterior a «Hasta» (01/05/2026). Cámbialas y pulsa Filtrar.',
  );
  await expect(page.getByText(/^0 pedidos$/)).toHaveCount(0);

  // A page past the last one says so and leads to the last.
  await page.goto(`/admin?q=${encodeURIComponent(email)}&pagina=99`);
  await expect(page.getByText('No hay pedidos en la página 99: la última es la 1.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a la página 1' }).click();
  await expect(page).toHaveURL(/pagina=1/);
  await expect(page.getByRole('link', { name: order.numero })).toBeVisible();
});

test.describe('a session that ends mid-work', () => {
  // The refused request's 401 is the browser's console error the test provokes.
  test.use({ allowConsoleErrors: [/status of 401 \(Unauthorized\)/] });

  test('says so, and what was typed on the order is back after signing in again', async ({ page, request }) => {
    const order = await saveOrder(request, national(`sesion-${unique()}@example.es`));
    const email = await signIn(page, 'staff');
    await page.goto(`/admin/pedidos/${order.numero}`);
    const note = page.getByLabel('Nueva nota (solo la ve el equipo)');
    const clientNote = page.getByLabel('Nota para el cliente (opcional)');
    await note.fill('Llamar el lunes.\nPreguntar por el logotipo.');
    await clientNote.fill('Nota a medias');
    // Ended elsewhere (signed out in another tab): this tab's next request is refused.
    const { sesion } = (await (await page.request.get('/api/admin/session')).json()) as { sesion: { csrf: string } };
    expect((await page.request.post('/api/admin/logout', { headers: { 'x-csrf-token': sesion.csrf } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(page.getByRole('alert')).toHaveText('Tu sesión ha terminado; vuelve a entrar.');
    const signInAgain = async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Contraseña').fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
    };
    await signInAgain();
    await expect(note).toHaveValue('Llamar el lunes.\nPreguntar por el logotipo.');
    await expect(clientNote).toHaveValue('Nota a medias');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(page.getByRole('region', { name: 'Notas internas' })).toContainText('Preguntar por el logotipo.');
    await expect(note).toHaveValue('');
    // Signing out leaves nothing typed for whoever signs in next on this tab.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto(`/admin/pedidos/${order.numero}`);
    await signInAgain();
    await expect(clientNote).toHaveValue('');
  });

  test('an article being written is back after signing in again, until it is saved', async ({ page }) => {
    const title = `Artículo a medias ${unique()}`;
    const email = await signIn(page, 'staff');
    await page.goto('/admin/noticias/nueva');
    await page.getByLabel('Título', { exact: true }).fill(title);
    await page.getByLabel('Resumen (descripción para buscadores)').fill('Escrito antes de que terminara la sesión.');
    const { sesion } = (await (await page.request.get('/api/admin/session')).json()) as { sesion: { csrf: string } };
    expect((await page.request.post('/api/admin/logout', { headers: { 'x-csrf-token': sesion.csrf } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Tu sesión ha terminado; vuelve a entrar.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
    await expect(page.getByText('Se ha recuperado lo que escribiste sin guardar. Guarda para conservarlo.')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Noticia guardada como borrador.')).toBeVisible();
    // Saved: a new article starts blank again.
    await page.goto('/admin/noticias/nueva');
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('');
    await expect(page.getByText('Se ha recuperado', { exact: false })).toHaveCount(0);
  });
});

test('staff answer a quote request made on the site with a price the visitor then pays by the link', async ({ page }) => {
  const email = `jordi-${unique()}@example.es`;
  await page.goto('/marca-internacional');
  await fillApplicant(page, { name: 'Jordi', lastName: 'Puig', email, phone: '612345678' });
  await page.getByRole('button', { name: 'Seleccionar países...' }).click();
  await page.getByRole('textbox', { name: 'Buscar país' }).fill('méx');
  await page.getByRole('checkbox', { name: /México/ }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Ceràmica Blava');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Solicitar Presupuesto' }).click();
  await expectStep(page, '¡Solicitud Enviada!');

  await signIn(page, 'staff');
  await page.getByLabel('Buscar (número, nombre, email o marca)').fill(email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // Made on the site, whose wizard passes the bot check (DECISIONS §7): no warning.
  await expect(row).not.toContainText('Sin comprobación anti-robot');
  await row.getByRole('link').click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Presupuesto solicitado');
  await expect(page.getByText('Sin comprobación anti-robot.')).toHaveCount(0);
  // Not priced yet: said as the list says it, never 'Total 0,00 €'.
  await expect(page.getByText(/Recibido el .* · Presupuesto pendiente/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Importe' })).toContainText('Presupuesto pendiente');
  await expect(page.getByRole('main')).not.toContainText('0,00 €');
  const orderPage = new URL((await page.getByRole('link', { name: /\/pedido\// }).getAttribute('href'))!).pathname;
  // The label says what the client's mail will say the amount includes.
  await page.getByLabel('Importe en euros (IVA y tasas oficiales incluidos)').fill('1.234,50');
  await page.getByLabel('Mensaje para el cliente').fill('Incluye la tasa de la OMPI para México.\nPlazo: tres meses.');
  await page.getByRole('button', { name: 'Enviar presupuesto' }).click();
  await expect(page.getByText('Presupuesto enviado al cliente con el enlace de pago.')).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Pendiente de pago');
  // What the client was told comes with the price, as written.
  const quote = page.getByRole('region', { name: 'Presupuesto' });
  await expect(quote).toContainText('Enviado: 1234,50 €');
  expect(await quote.getByText('Incluye la tasa').innerText()).toBe('Incluye la tasa de la OMPI para México.\nPlazo: tres meses.');
  await expectAccessible(page, 'order screen, quote answered');

  await page.goto(orderPage);
  await page.getByRole('link', { name: 'Pagar 1234,50 €' }).click();
  await expect(page).toHaveURL(/\/g\/pay\?trans=/);
  await expect(page.locator('body')).toContainText('1234,50 €');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pago\/ok/);
});

test('staff publish a news article that then shows on /noticias', async ({ page }) => {
  const title = `Novedades en las tasas ${unique()}`;
  await signIn(page, 'staff');
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Noticias' }).click();
  await expect(page.getByRole('heading', { name: 'Noticias', level: 1 })).toBeVisible();
  await expectAccessible(page, 'news list');
  await page.getByRole('link', { name: 'Nueva noticia' }).click();
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByLabel('Resumen (descripción para buscadores)').fill('Qué cambia este año en las tasas de la OEPM.');
  // Markdown, with HTML inside it as Markdown allows; the preview follows the text.
  await page.getByLabel('Texto (Markdown)').fill('## Lo esencial\n\nLas tasas suben un 2 %.\n\n<script>alert(1)</script>');
  await expect(page.getByRole('region', { name: 'Vista previa' })).toContainText('Las tasas suben un 2 %.');
  await page.getByText('Publicada', { exact: true }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/Noticia guardada y publicada/)).toBeVisible();
  await expectAccessible(page, 'news editor');

  await page.goto('/noticias');
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { name: 'Lo esencial' })).toBeVisible();

  // Deleted again, so the news list other specs count is the seed's (this file runs first, by name).
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Borrar' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByRole('heading', { name: 'Noticias', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/noticias');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test.describe('news editor', () => {
  // The refused picture's 400 is the browser's console error the test provokes.
  // The 404s are those of the article and the order that do not exist.
  test.use({ allowConsoleErrors: [/status of (400 \(Bad Request\)|404 \(Not Found\))/] });

  test('a good picture clears an earlier refusal, a taken address is said, an address that is no number or no article is said so', async ({ page }) => {
    const title = `Borrador repetido ${unique()}`;
    await signIn(page, 'staff');
    await page.goto('/admin/noticias/abc');
    await expect(page.getByText('Esa noticia no existe.')).toBeVisible();
    // A number no article has: the same, and no 'Reintentar' that could only fail again.
    await page.goto('/admin/noticias/999999');
    await expect(page.getByText('Esa noticia no existe.')).toBeVisible();
    await expect(page).toHaveTitle(/^Noticia no encontrada/);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
    await page.goto('/admin/pedidos/999999');
    await expect(page.getByText('No existe ningún pedido con ese número.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);

    // Drafts only: the public news list other specs count stays the seed's.
    const saveDraft = async () => {
      await page.goto('/admin/noticias/nueva');
      await page.getByLabel('Título', { exact: true }).fill(title);
      await page.getByLabel('Resumen (descripción para buscadores)').fill('Dos con el mismo título.');
    };
    await saveDraft();
    const picture = page.getByLabel('Imagen principal');
    // Said by the field, which reads it too.
    await picture.setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') });
    await expect(page.getByText('La imagen debe ser JPG, PNG, WebP o GIF.')).toBeVisible();
    await expect(picture).toHaveAttribute('aria-invalid', 'true');
    await picture.setInputFiles(logo);
    await expect(page.getByRole('img', { name: 'Imagen de la noticia' })).toBeVisible();
    await expect(page.getByText('La imagen debe ser JPG, PNG, WebP o GIF.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Noticia guardada como borrador.', { exact: true })).toBeVisible();
    const firstSlug = await page.getByLabel('Dirección (slug)').inputValue();

    await saveDraft();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Noticia guardada como borrador. La dirección «${firstSlug}» ya la usaba otra noticia: se ha guardado como «${firstSlug}-2».`,
    );
    await expect(page.getByLabel('Dirección (slug)')).toHaveValue(`${firstSlug}-2`);

    // Both deleted again.
    await page.goto('/admin/noticias');
    for (let left = 2; left > 0; left--) {
      await expect(page.getByRole('link', { name: title })).toHaveCount(left);
      await page.getByRole('link', { name: title }).first().click();
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Borrar' }).click();
      await expect(page.getByRole('heading', { name: 'Noticias', level: 1 })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });
});

test('accounts: one’s own row offers no action; disabling one and changing a role are asked first', async ({ page }) => {
  const other = addStaff('staff');
  const self = await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Cuentas' }).click();
  const own = page.getByRole('row').filter({ hasText: self });
  await expect(own).toContainText('Tu cuenta: tu contraseña se cambia en «Mi contraseña».');
  await expect(own.getByRole('button')).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: other.email });
  const disable = row.getByRole('button', { name: `Desactivar ${other.email}` });
  await disable.click();
  const confirmDisable = page.getByRole('dialog', { name: `¿Desactivar la cuenta ${other.email}?` });
  await expect(confirmDisable).toContainText('Se cerrarán sus sesiones abiertas');
  await expectAccessible(page, 'disable confirmation');
  await confirmDisable.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmDisable).toHaveCount(0);
  await expect(row).toContainText('Pendiente de contraseña');
  await disable.click();
  await confirmDisable.getByRole('button', { name: 'Sí, desactivar' }).click();
  await expect(page.getByText('Cuenta desactivada.')).toBeVisible();
  await expect(row).toContainText('Desactivada');

  // 'Añadir cuenta' with a known address changes its role only when confirmed.
  await page.getByLabel('Email', { exact: true }).fill(other.email);
  await page.getByLabel('Rol').selectOption({ label: 'Administración' });
  await page.getByRole('button', { name: 'Añadir cuenta' }).click();
  const confirmRole = page.getByRole('dialog', { name: `¿Cambiar el rol de ${other.email}?` });
  await expect(confirmRole).toContainText('Esa cuenta ya existe, con el rol Gestión.');
  await page.keyboard.press('Escape');
  await expect(confirmRole).toHaveCount(0);
  await expect(row.getByRole('cell', { name: 'Gestión' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir cuenta' }).click();
  await confirmRole.getByRole('button', { name: 'Sí, cambiar a Administración' }).click();
  await expect(row.getByRole('cell', { name: 'Administración' })).toBeVisible();
});

test('an admin’s screens: prices, accounts, audit log, messages and own password pass axe', async ({ page }) => {
  // Five screens, each checked by axe and photographed whole; Precios alone lists every catalogue.
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Administración' });
  for (const [link, heading] of [
    ['Precios', 'Precios'],
    ['Cuentas', 'Cuentas del equipo'],
    ['Registro de cambios', 'Registro de cambios'],
    ['Mensajes', 'Mensajes de contacto'],
    ['Mi contraseña', 'Mi contraseña'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Cargando...')).toHaveCount(0);
    await expectAccessible(page, link);
    await page.screenshot({ path: test.info().outputPath(`${link}.png`), fullPage: true });
  }
  // The current password is no new one.
  for (const field of ['Contraseña actual', /^Nueva contraseña/, 'Repite la nueva contraseña']) await page.getByLabel(field).fill('la misma de siempre');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La nueva contraseña debe ser distinta de la actual.')).toBeVisible();
  await expect(page.getByLabel(/^Nueva contraseña/)).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the orders are cards, other wide tables scroll inside their box; the page itself never scrolls sideways.
  await nav.getByRole('link', { name: 'Pedidos' }).click();
  // Every order, drafts included: the list opens on those needing action, which may be few yet.
  await page
    .getByRole('navigation', { name: 'Vistas de pedidos' })
    .getByRole('link', { name: /^Todos \(\d+\)$/ })
    .click();
  const cards = page.getByRole('list', { name: 'Pedidos' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const card = await cards.getByRole('listitem').first().boundingBox();
  expect(card!.width).toBeLessThanOrEqual(390);
  // The cards have no headers to press: the same sorting is chosen from a list.
  // (The list shown stays until the new one comes: wait for the order, not for the address.)
  const inOrder = async (way: 1 | -1) => {
    const numbers = await cards.getByRole('listitem').getByRole('link').allTextContents();
    return numbers.length > 1 && numbers.every((numero, at) => at === 0 || way * numero.localeCompare(numbers[at - 1]!, 'es', { numeric: true }) > 0);
  };
  await page.getByLabel('Ordenar por').selectOption({ label: 'Número, de menor a mayor' });
  await expect(page).toHaveURL(/orden=numero&sentido=asc/);
  await expect.poll(() => inOrder(1)).toBe(true);
  await page.getByLabel('Ordenar por').selectOption({ label: 'Número, de mayor a menor' });
  await expect(page).toHaveURL(/orden=numero&sentido=desc/);
  await expect.poll(() => inOrder(-1)).toBe(true);
  await expectAccessible(page, 'orders on a phone');
  await page.screenshot({ path: test.info().outputPath('orders-phone.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'Pedidos').toBeLessThanOrEqual(390);
  await nav.getByRole('link', { name: 'Cuentas' }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas del equipo', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'Cuentas').toBeLessThanOrEqual(390);
  await nav.getByRole('link', { name: 'Registro de cambios' }).click();
  await expect(page.getByRole('columnheader', { name: 'Después' })).toBeAttached();
  // Sign-ins (this one included) only when asked for: failed ones must not bury the changes.
  const signIns = page.getByRole('cell', { name: 'Inicio de sesión', exact: true });
  await expect(signIns).toHaveCount(0);
  await page.getByText('Mostrar también los inicios de sesión').click();
  await expect(signIns.first()).toBeVisible();
  // Its wide table scrolls in a box the keyboard can reach (axe: scrollable-region-focusable).
  await expectAccessible(page, 'audit log on a phone');
  await page.screenshot({ path: test.info().outputPath('audit-phone.png') });
  await nav.getByRole('link', { name: 'Precios' }).click();
  await expect(page.getByRole('heading', { name: 'Marca Nacional' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('prices-phone.png') });
  // DECISIONS §12: a price's official fees are edited beside it, and a refusal is said next to its field.
  const national = page.getByRole('region', { name: 'Marca Nacional y Nombre Comercial' });
  const fees = national.getByRole('textbox', { name: 'Tasas oficiales de Plan Básico' });
  await expect(fees).toHaveValue('127,88');
  await fees.fill('250,00');
  await national.getByRole('button', { name: 'Guardar Plan Básico de Marca Nacional y Nombre Comercial' }).click();
  await expect(fees).toHaveAttribute('aria-invalid', 'true');
  await expect(national.getByText('Las tasas oficiales no pueden superar el precio.')).toBeVisible();
  await expectAccessible(page, 'prices with a refused figure');
  await page.screenshot({ path: test.info().outputPath('prices-refused-phone.png') });
});
