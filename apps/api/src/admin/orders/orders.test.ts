import { beforeAll, describe, expect, it } from 'vitest';
import { orderForm } from '../../testing/forms';
import { testDatabases } from '../../testing/databases';
import { nationalOrder } from '../../testing/orders';
import { botTokenFrom } from '../../testing/bot-check';
import { outbox } from '../../db/schema';
import { useBackOfficeApi, type Login } from '../../testing/back-office-api';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

for (const database of await testDatabases()) {
  describe(`the back office's orders on ${database.name}`, () => {
    const { context, inject, as, save, pay, sessions } = useBackOfficeApi(database);
    let admin: Login;
    let staff: Login;
    beforeAll(() => {
      ({ admin, staff } = sessions);
    });

    it('lists a visitor order, found by e-mail, name, brand and number, with CSV', async () => {
      const order = await save({ ...nationalOrder, email: 'buscar.me@example.es', brandName: 'Turrón Brillante' });
      // Typed with or without accents, in any case.
      for (const q of ['buscar.me@', 'Lucía Martínez', 'lucia martinez', 'TURRON brill', 'turrón brill', order.numero]) {
        const list = (await as(staff, 'GET', `/api/admin/orders?q=${encodeURIComponent(q)}`)).json();
        expect(
          list.items.map((item: { numero: string }) => item.numero),
          q,
        ).toContain(order.numero);
      }
      const byStatus = (await as(staff, 'GET', `/api/admin/orders?q=buscar.me&estado=paid`)).json();
      expect(byStatus.total).toBe(0);
      const byFlow = (await as(staff, 'GET', `/api/admin/orders?q=buscar.me&servicio=marca-nacional&desde=2000-01-01`)).json();
      expect(byFlow.items[0]).toMatchObject({ numero: order.numero, email: 'buscar.me@example.es', total: '719,00 €', estadoTexto: 'Borrador guardado' });
      const csv = await as(staff, 'GET', `/api/admin/orders.csv?q=buscar.me`);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.body).toContain('Número;Fecha;Servicio');
      expect(csv.body).toContain(`${order.numero};`);
      expect(csv.body).toContain('Turrón Brillante');
      await save({ ...nationalOrder, email: 'formula@example.es', name: '=HYPERLINK("http://malo.example")' });
      const injected = await as(staff, 'GET', `/api/admin/orders.csv?q=formula@`);
      expect(injected.body).toContain(`;"'=HYPERLINK(""http://malo.example"") Martínez Soler";`);
      // Dates on the office's clock, as the screens show them.
      expect(csv.body).toMatch(new RegExp(`${order.numero};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};`));
    });

    it('refuses a day that does not exist in Spanish, on the list and on the CSV, and stays up', async () => {
      for (const url of ['/api/admin/orders.csv?desde=2026-13-45', '/api/admin/orders?desde=2026-13-45', '/api/admin/orders.csv?hasta=2026-02-30']) {
        const response = await as(staff, 'GET', url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ fields: { [url.includes('desde') ? 'desde' : 'hasta']: 'Fecha no válida: usa el formato AAAA-MM-DD.' } });
      }
      expect((await as(staff, 'GET', '/api/admin/orders.csv?desde=2026-11-01&hasta=')).statusCode).toBe(200);
    });

    it('reads any list page as a whole page within bounds, as the news list reads its page, never a 500', async () => {
      for (const [pagina, page] of [
        ['1e309', 1],
        ['Infinity', 1],
        ['-3', 1],
        ['abc', 1],
        ['2.5', 2],
        ['1e20', 1],
        ['99999999', 100_000],
      ] as const) {
        const response = await as(staff, 'GET', `/api/admin/orders?pagina=${pagina}`);
        expect(response.statusCode, pagina).toBe(200);
        expect(response.json(), pagina).toMatchObject({ page });
      }
    });

    it('marks the orders made without the bot check, in the list and on the order screen (DECISIONS §7)', async () => {
      const unchecked = await save({ ...nationalOrder, email: 'sin.comprobar@example.es' });
      const checked = (
        await inject({
          method: 'POST',
          url: '/api/guardar_marca',
          payload: orderForm({ ...nationalOrder, email: 'comprobado@example.es' }, { recaptchaToken: await botTokenFrom(context.app) }),
        })
      ).json() as { numero: string };
      const listed = async (q: string) => (await as(staff, 'GET', `/api/admin/orders?q=${q}`)).json().items[0];
      expect(await listed('sin.comprobar@')).toMatchObject({ numero: unchecked.numero, sinComprobacionAntirrobot: true });
      expect(await listed('comprobado@')).toMatchObject({ numero: checked.numero, sinComprobacionAntirrobot: false });
      expect((await as(staff, 'GET', `/api/admin/orders/${unchecked.numero}`)).json().sinComprobacionAntirrobot).toBe(true);
      expect((await as(staff, 'GET', `/api/admin/orders/${checked.numero}`)).json().sinComprobacionAntirrobot).toBe(false);
    });

    it('sorts the list by a column, either way, and the CSV in the same order; an unknown column is a 400', async () => {
      await save({ ...nationalOrder, email: 'orden.b@example.es', name: 'Bea', selectedClasses: [29] });
      await save({ ...nationalOrder, email: 'orden.a@example.es', name: 'Ana', selectedClasses: [29, 30, 31, 32] });
      await save({ ...nationalOrder, email: 'orden.c@example.es', name: 'Carla', selectedClasses: [29, 30] });
      const sorted = async (orden: string, sentido: string) =>
        (
          (await as(staff, 'GET', `/api/admin/orders?q=orden.&orden=${orden}&sentido=${sentido}`)).json() as {
            items: { email: string; totalCentimos: number }[];
          }
        ).items;
      expect((await sorted('cliente', 'asc')).map((item) => item.email)).toEqual(['orden.a@example.es', 'orden.b@example.es', 'orden.c@example.es']);
      expect((await sorted('email', 'desc')).map((item) => item.email)).toEqual(['orden.c@example.es', 'orden.b@example.es', 'orden.a@example.es']);
      const byTotal = await sorted('total', 'desc');
      expect(byTotal.map((item) => item.email)).toEqual(['orden.a@example.es', 'orden.c@example.es', 'orden.b@example.es']);
      expect(byTotal[0]!.totalCentimos).toBeGreaterThan(byTotal[1]!.totalCentimos);
      const csv = (await as(staff, 'GET', '/api/admin/orders.csv?q=orden.&orden=cliente&sentido=desc')).body;
      expect(csv.indexOf('orden.c@')).toBeLessThan(csv.indexOf('orden.a@'));
      const unknown = await as(staff, 'GET', '/api/admin/orders?orden=contraseña');
      expect(unknown.statusCode).toBe(400);
    });

    it('shows any order in its flow’s own labels, with price lines; its files download for staff only', async () => {
      const order = await save(nationalOrder, [{ field: 'uploadedFile', name: 'logo.png', content: PNG }]);
      const detail = (await as(staff, 'GET', `/api/admin/orders/${order.numero}`)).json();
      expect(detail.servicio).toBe('Marca Nacional');
      expect(detail.lineas.length).toBeGreaterThan(0);
      expect(detail.datos.length).toBeGreaterThan(3);
      expect(detail.datos).toContainEqual(expect.objectContaining({ value: 'Horchata Clara' }));
      // DECISIONS §11: staff can show when the visitor accepted, and which conditions.
      expect(detail.aceptaciones).toMatchObject({ privacidad: expect.stringMatching(/^\d{4}-/), condiciones: expect.stringMatching(/^\d{4}-/) });
      expect(detail.aceptaciones.versionCondiciones).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(detail.archivos).toHaveLength(1);
      expect(detail.archivos[0].sha256).toMatch(/^[0-9a-f]{64}$/);
      const url = `/api/admin/orders/${order.numero}/files/${detail.archivos[0].id}`;
      const download = await as(staff, 'GET', url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG)).toBe(true);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="logo.png"/);
      expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url, headers: { cookie: 'admin_session=forged' } })).statusCode).toBe(401);
      expect((await as(staff, 'GET', `/api/admin/orders/${order.numero}/files/999999`)).statusCode).toBe(404);
      // An id no row can have is refused in Spanish only (zod's own message names its type, 'int').
      const huge = await as(staff, 'GET', `/api/admin/orders/${order.numero}/files/99999999999999999999`);
      expect(huge.statusCode).toBe(400);
      expect(huge.body).not.toMatch(/\bint\b/);
      expect(huge.json().fields).toEqual({ fileId: 'Debe ser un número entero.' });
    });

    it('moves a paid order along; the change is in the history, the audit log, the visitor’s page and a mail', async () => {
      const order = await save(nationalOrder);
      expect((await pay(order.referencia, 71900)).statusCode).toBe(200);
      const archive = await as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, { estado: 'archived' });
      expect(archive.statusCode).toBe(409);
      const filed = await as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, {
        estado: 'filed',
        nota: 'Presentada en la OEPM con el número M4123456.',
      });
      expect(filed.statusCode, filed.body).toBe(200);
      const detail = (await as(staff, 'GET', `/api/admin/orders/${order.numero}`)).json();
      expect(detail.estado).toBe('filed');
      expect(detail.historial.at(-1)).toMatchObject({ estado: 'filed', nota: 'Presentada en la OEPM con el número M4123456.' });
      expect(detail.transiciones.map((move: { estado: string }) => move.estado)).toEqual(['granted', 'refused', 'closed']);
      const unknown = await as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, { estado: 'bogus' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('Ese estado no existe.');
      expect(unknown.json().fields.estado).toMatch(/^Elige uno de estos estados: .*filed \(Presentado ante la oficina\)/);
      // Names Object's prototype holds are no states either (they answered 409 naming a function).
      for (const estado of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const inherited = await as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, { estado });
        expect(inherited.statusCode, estado).toBe(400);
        expect(inherited.json(), estado).toMatchObject({ error: 'Ese estado no existe.', fields: { estado: unknown.json().fields.estado } });
      }
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json();
      expect(audit).toContainEqual(
        expect.objectContaining({ quien: 'gestor@example.es', accion: 'order.status', objeto: `Pedido ${order.numero}`, antes: { estado: 'paid' } }),
      );
      const page = (await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json();
      expect(page.estadoTexto).toBe('Presentado ante la oficina');
      // The state's name stays beside the note staff wrote for the client.
      expect(page.historial.at(-1)).toMatchObject({ texto: 'Presentado ante la oficina', nota: 'Presentada en la OEPM con el número M4123456.' });
      const mails = (await context.services.db.select().from(outbox)).map((row) => row.payload as { to: string; subject: string });
      expect(mails).toContainEqual(expect.objectContaining({ to: 'lucia@example.es', subject: `Tu pedido ${order.numero}: Presentado ante la oficina` }));
      // The pay link of an earlier mail leads to the paid page, not to 'not found'.
      const payLink = await inject({ method: 'GET', url: `/g/pay?trans=${order.referencia}` });
      expect(payLink.statusCode).toBe(303);
      expect(payLink.headers.location).toBe(`/pago/ok?trans=${order.referencia}`);
      // The visitor can no longer change an order staff have filed.
      const edit = await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder, { referencia: order.referencia }) });
      expect(edit.statusCode).toBe(409);
      const noted = await as(staff, 'POST', `/api/admin/orders/${order.numero}/notes`, { texto: 'Llamar a la clienta el lunes.' });
      expect(noted.statusCode).toBe(200);
      expect((await as(staff, 'GET', `/api/admin/orders/${order.numero}`)).json().notas).toEqual([
        expect.objectContaining({ autor: 'gestor@example.es', texto: 'Llamar a la clienta el lunes.' }),
      ]);
    });

    it('mails the visitor when staff archive an order too (DECISIONS §10: every status change)', async () => {
      const order = await save({ ...nationalOrder, email: 'archivo@example.es' });
      const archived = await as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, { estado: 'archived' });
      expect(archived.statusCode, archived.body).toBe(200);
      const mails = (await context.services.db.select().from(outbox)).map((row) => row.payload as { to: string; subject: string });
      expect(mails).toContainEqual(expect.objectContaining({ to: 'archivo@example.es', subject: `Tu pedido ${order.numero}: Archivado` }));
    });

    it('archiving closes a payment the visitor had open; money that still arrives is never called a duplicate, and the office hears of it', async () => {
      const order = await save({ ...nationalOrder, email: 'pagina.abierta@example.es' });
      const gateway = await inject({ method: 'GET', url: `/g/pay?trans=${order.referencia}` });
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(gateway.body)![1]!;
      expect((await as(staff, 'POST', `/api/admin/orders/${order.numero}/status`, { estado: 'archived' })).statusCode).toBe(200);
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      await inject({ method: 'POST', url: '/g/test-gateway/complete', headers, payload: `order=${gatewayOrder}&result=ok` });
      const page = (await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json();
      expect(page.estado).toBe('archived');
      expect(page.historial.map((event: { nota: string }) => event.nota).join(' | ')).toMatch(/ya no admitía pagos/);
      expect(page.historial.map((event: { nota: string }) => event.nota).join(' | ')).not.toMatch(/ya pagado/);
      // The client's timeline says why, without the gateway's order the office's note keeps.
      expect(JSON.stringify(page.historial)).not.toContain(gatewayOrder);
      const mails = (await context.services.db.select().from(outbox)).map((row) => row.payload as { to: string; subject: string });
      expect(mails).toContainEqual(
        expect.objectContaining({ to: 'oficina@example.es', subject: `Pago recibido en el pedido ${order.numero}, que no admitía pagos` }),
      );
      // Staff see the payment with the gateway's number and amount, to give the money back.
      const detail = (await as(staff, 'GET', `/api/admin/orders/${order.numero}`)).json();
      expect(detail.pagos).toEqual([
        expect.objectContaining({
          numero: gatewayOrder,
          pasarela: 'test',
          importe: '719,00 €',
          estado: 'paid_when_cancelled',
          estadoTexto: 'Cobrado en una página anulada: a devolver o aplicar',
        }),
      ]);
    });
  });
}
