import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { nationalOrder, internationalOrder } from '../testing/orders';
import { orderForm } from '../testing/forms';
import { botTokenFrom } from '../testing/bot-check';
import { outbox } from '../db/schema';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR, writeAudit } from '../admin/audit/log';
import { AUDIT_PAGE_SIZE } from '@shop/settings/routes';
import { CLI_HEADER, CSRF_HEADER } from '../admin/session/guard';
import { CLI_HANDLE } from '../admin/cli-handle';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PASSWORD = 'una clave bastante larga';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const international = internationalOrder;

interface Login {
  cookie: string;
  csrf: string;
}

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'admin_session');
  return cookie ? `admin_session=${cookie.value}` : '';
};

for (const database of await testDatabases()) {
  describe(`back office API on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es', adminLoginRateLimit: 200 });
    const inject = (options: InjectOptions) => context.app.inject(options);

    /** An account made as the CLI makes it, its password set through its one-time link. */
    async function account(email: string, role: 'admin' | 'staff'): Promise<void> {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add(email, role, CLI_ACTOR);
      const token = new URL(link).searchParams.get('token');
      const set = await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } });
      expect(set.statusCode).toBe(200);
    }
    async function login(email: string, password = PASSWORD): Promise<Login> {
      const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
      expect(response.statusCode, response.body).toBe(200);
      return { cookie: cookieOf(response), csrf: response.json().csrf };
    }
    const as = (who: Login, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      inject({ method, url, headers: { cookie: who.cookie, [CSRF_HEADER]: who.csrf }, ...(payload ? { payload } : {}) });
    const save = async (data: unknown, files: { field: string; name: string; content: Buffer }[] = []) =>
      (await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data, {}, files) })).json() as { referencia: string; numero: string };
    const pay = async (referencia: string, amountCents: number) => {
      const page = await inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      expect(page.statusCode).toBe(200);
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      const notice = context.services.testGateway!.sign({ gatewayOrder, amountCents, paid: true });
      return inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(notice).toString() });
    };

    let admin: Login;
    let staff: Login;
    // Each test can run alone: the two sessions most of them use are made first.
    beforeAll(async () => {
      await account('jefa@example.es', 'admin');
      admin = await login('jefa@example.es');
      await account('gestor@example.es', 'staff');
      staff = await login('gestor@example.es');
    });

    it('signs in with a password set through the one-time link; the link works once', async () => {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('primera@example.es', 'admin', CLI_ACTOR);
      expect(link).toMatch(/^https:\/\/tienda\.example\.es\/admin\/clave\?token=[\w-]{43}$/);
      const token = new URL(link).searchParams.get('token');
      const short = await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: 'corta' } });
      expect(short.json().fields.password).toBe('La contraseña debe tener al menos 12 caracteres.');
      expect((await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } })).statusCode).toBe(200);
      expect((await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } })).json().error).toMatch(
        /no es válido o ha caducado/,
      );
      const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'PRIMERA@example.es', password: PASSWORD } });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((item) => item.name === 'admin_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/admin' });
      expect((await as(staff, 'GET', '/api/admin/session')).json().sesion).toMatchObject({ email: 'gestor@example.es', rol: 'staff' });
    });

    it('answers 401 without a session, 403 to staff on admin routes and 403 without the CSRF token, on every route', async () => {
      const table = context.app.adminRouteTable;
      expect(table.length).toBeGreaterThan(20);
      for (const route of table) {
        const url = route.url.replace(/:[a-zA-Z]+/g, '1');
        const method = route.method as 'GET';
        if (route.access === 'public') continue;
        if (route.access === 'cli') {
          expect((await inject({ method, url, payload: {} })).statusCode, url).toBe(403);
          continue;
        }
        expect((await inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
        if (route.access === 'admin') expect((await as(staff, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
        if (method !== 'GET') {
          const withoutToken = await inject({ method, url, headers: { cookie: admin.cookie }, payload: {} });
          expect(withoutToken.statusCode, `${method} ${url}`).toBe(403);
          const wrongToken = await inject({ method, url, headers: { cookie: admin.cookie, [CSRF_HEADER]: 'x'.repeat(43) }, payload: {} });
          expect(wrongToken.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      // The admin's own session passes the guard on an admin route.
      expect((await as(admin, 'GET', '/api/admin/prices')).statusCode).toBe(200);
    });

    it('ends the session at sign-out: the old cookie no longer works', async () => {
      const session = await login('gestor@example.es');
      expect((await as(session, 'GET', '/api/admin/orders')).statusCode).toBe(200);
      expect((await as(session, 'POST', '/api/admin/logout', {})).statusCode).toBe(200);
      expect((await as(session, 'GET', '/api/admin/orders')).statusCode).toBe(401);
      expect((await as(session, 'GET', '/api/admin/session')).json().sesion).toBeNull();
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json() as { quien: string; accion: string }[];
      expect(audit).toContainEqual(expect.objectContaining({ quien: 'gestor@example.es', accion: 'session.login' }));
      expect(audit).toContainEqual(expect.objectContaining({ quien: 'gestor@example.es', accion: 'session.logout' }));
    });

    it('refuses the eleventh attempt after ten wrong passwords, even with the right one', async () => {
      await account('bloqueo@example.es', 'staff');
      for (let attempt = 0; attempt < 10; attempt++) {
        const wrong = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'bloqueo@example.es', password: `mala ${attempt}` } });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().error).toBe('Email o contraseña incorrectos.');
      }
      const right = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'bloqueo@example.es', password: PASSWORD } });
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toMatch(/Demasiados intentos fallidos/);
      expect(cookieOf(right)).toBe('');
      // Failed and refused sign-ins are audited under the address tried, with the client's address.
      const audit = ((await as(admin, 'GET', '/api/admin/audit')).json() as { quien: string; accion: string; despues: unknown }[]).filter(
        (row) => row.quien === 'bloqueo@example.es',
      );
      expect(audit.filter((row) => row.accion === 'session.failed')).toHaveLength(10);
      expect(audit).toContainEqual(expect.objectContaining({ accion: 'session.locked', despues: { ip: expect.any(String) } }));
    });

    it('answers an address with no account as it answers a real one, lock included: the lock tells no one which addresses are staff', async () => {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const tried = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nadie@example.es', password: `mala ${attempt}` } });
        codes.push(tried.statusCode);
      }
      expect(codes).toEqual([...Array(10).fill(401), 429]);
    });

    it('changes the password; other sessions end, the old password stops working', async () => {
      await account('cambio@example.es', 'staff');
      const first = await login('cambio@example.es');
      const second = await login('cambio@example.es');
      const wrong = await as(first, 'POST', '/api/admin/password', { actual: 'no es esta', nueva: 'otra clave muy larga' });
      expect(wrong.statusCode).toBe(400);
      expect((await as(first, 'POST', '/api/admin/password', { actual: PASSWORD, nueva: 'otra clave muy larga' })).statusCode).toBe(200);
      expect((await as(first, 'GET', '/api/admin/orders')).statusCode).toBe(200);
      expect((await as(second, 'GET', '/api/admin/orders')).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'cambio@example.es', password: PASSWORD } })).statusCode).toBe(401);
      await login('cambio@example.es', 'otra clave muy larga');
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

    it('never lets a reduction reach the price it reduces, from either side; a reduction may be 0', async () => {
      const put = (key: string, centimos: number, suplidosCentimos?: number) =>
        as(admin, 'PUT', `/api/admin/prices/patentes/${key}`, { centimos, ...(suplidosCentimos === undefined ? {} : { suplidosCentimos }) });
      try {
        expect((await put('pyme', 300000)).json().error).toMatch(/no puede llegar al precio que reduce \(2662,00 €\)/);
        expect((await put('pyme', 266200)).statusCode).toBe(400);
        expect((await put('espanola', 50933)).json().error).toMatch(/mayor que su reducción «Reducción PYME\/autónomo» \(509,33 €\)/);
        // A reduction of 0 reduces no official fees either (DECISIONS §12).
        expect((await put('pyme', 0, 0)).statusCode).toBe(200);
        expect((await put('espanola', 100, 100)).statusCode).toBe(200);
      } finally {
        await context.services.catalogue.set('patentes', 'espanola', { cents: 266200, suplidosCents: 101866 });
        await context.services.catalogue.set('patentes', 'pyme', { cents: 50933, suplidosCents: 50933 });
      }
    });

    it('applies a price change at once to the next visitor’s total and to the server’s charge', async () => {
      const prices = (await as(admin, 'GET', '/api/admin/prices')).json();
      const national = prices.find((group: { flow: string }) => group.flow === 'marca-nacional');
      const basic = national.precios.find((price: { clave: string }) => price.clave === 'basic');
      expect(basic).toMatchObject({ centimos: 19900, cambiadoPor: null });
      const cheap = { ...nationalOrder, selectedClasses: [29], selectedTrademarkType: 'denominativa', selectedPlan: 'basic' };
      try {
        expect((await as(staff, 'PUT', '/api/admin/prices/marca-nacional/basic', { centimos: 17900 })).statusCode).toBe(403);
        expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/basic', { centimos: -1 })).statusCode).toBe(400);
        // A plan at 0,00 € could never be paid; a type's surcharge may be 0 (its seed is).
        expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/basic', { centimos: 0 })).json().error).toMatch(/no puede ser 0,00 €/);
        expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/type:denominativa', { centimos: 0 })).statusCode).toBe(200);
        expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/basic', { centimos: 17900 })).statusCode).toBe(200);
        const products = (await inject({ method: 'GET', url: '/api/products/marca-nacional' })).json();
        expect(JSON.stringify(products)).toContain('17900');
        const order = await save(cheap);
        expect((await context.services.orders.find(order.referencia))?.totalCents).toBe(17900);
        const page = await inject({ method: 'GET', url: `/g/pay?trans=${order.referencia}` });
        expect(page.body).toContain('179,00 €');
        // DECISIONS §1: the trade name uses the national plan prices, so the one change applies to it too.
        const tradeName = await save({ ...cheap, flow: 'nombre-comercial', producto: 'Nombre Comercial', selectedClasses: [35] });
        expect((await context.services.orders.find(tradeName.referencia))?.totalCents).toBe(17900);
        expect(JSON.stringify((await inject({ method: 'GET', url: '/api/products/nombre-comercial' })).json())).toContain('17900');
        const menu = JSON.stringify((await inject({ method: 'GET', url: '/api/navbar' })).json());
        expect(menu).toMatch(/"title":"Nombre Comercial"[^}]*"price":"Desde 179,00 €"/);
        expect((await as(admin, 'PUT', '/api/admin/prices/nombre-comercial/basic', { centimos: 15000 })).statusCode).toBe(404);
        const after = (await as(admin, 'GET', '/api/admin/prices')).json();
        expect(after.map((group: { flow: string }) => group.flow)).not.toContain('nombre-comercial');
        expect(after.find((group: { flow: string }) => group.flow === 'marca-nacional').titulo).toBe('Marca Nacional y Nombre Comercial');
        const changed = after
          .find((group: { flow: string }) => group.flow === 'marca-nacional')
          .precios.find((price: { clave: string }) => price.clave === 'basic');
        expect(changed).toMatchObject({ centimos: 17900, importe: '179,00 €', cambiadoPor: 'jefa@example.es' });
        const audit = (await as(admin, 'GET', '/api/admin/audit')).json();
        expect(audit).toContainEqual(
          expect.objectContaining({
            accion: 'price.set',
            antes: { centimos: 19900, suplidosCentimos: 12788 },
            despues: { centimos: 17900, suplidosCentimos: 12788 },
          }),
        );
      } finally {
        await context.services.catalogue.set('marca-nacional', 'basic', 19900);
      }
    });

    it('answers a quote request with a price that the visitor pays by the link, exactly that price', async () => {
      const order = await save(international);
      const sent = await inject({
        method: 'POST',
        url: '/api/enviar_email_internacional',
        payload: orderForm(international, { referencia: order.referencia }),
      });
      expect(sent.json().estado).toBe('quote_requested');
      expect((await inject({ method: 'GET', url: `/g/pay?trans=${order.referencia}` })).statusCode).toBe(404);
      const listed = (await as(staff, 'GET', `/api/admin/orders?q=${order.numero}`)).json();
      expect(listed.items[0]).toMatchObject({ numero: order.numero, total: 'Presupuesto pendiente' });
      // Not priced yet: the visitor's page has no amount to show, rather than a total of 0,00 €.
      expect((await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json()).toMatchObject({ presupuestoPendiente: true, pagable: false });
      // Another request archived unanswered promises no quote any more.
      const dropped = await save(international);
      expect((await as(staff, 'POST', `/api/admin/orders/${dropped.numero}/status`, { estado: 'archived' })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: `/api/pedido/${dropped.referencia}` })).json()).toMatchObject({ presupuestoPendiente: false, pagable: false });
      const before = (await as(staff, 'GET', `/api/admin/orders/${order.numero}`)).json();
      expect(before.presupuesto).toMatchObject({ esPresupuesto: true, respondible: true, importe: null, incluye: 'IVA y tasas oficiales incluidos' });
      expect((await as(staff, 'POST', `/api/admin/orders/${order.numero}/quote`, { centimos: 0, mensaje: '' })).statusCode).toBe(400);
      // The answer is written only over the order as staff read it; a time the database set, finer than a millisecond, is the same time.
      await context.services.db.execute(sql`UPDATE orders SET updated_at = now() + interval '1.2345 milliseconds' WHERE numero = ${order.numero}`);
      const answer = await as(staff, 'POST', `/api/admin/orders/${order.numero}/quote`, {
        centimos: 123450,
        mensaje: 'Incluye la tasa de la OMPI para México.',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const mails = (await context.services.db.select().from(outbox)).map((row) => row.payload as { to: string; subject: string; text: string });
      const mail = mails.find((item) => item.to === 'jordi@example.es' && item.subject.startsWith('Presupuesto'))!;
      expect(mail.subject).toBe(`Presupuesto de tu solicitud ${order.numero}: 1234,50 €`);
      expect(mail.text).toContain(`https://tienda.example.es/g/pay?trans=${order.referencia}`);
      expect(mail.text).toContain('Incluye la tasa de la OMPI para México.');
      const visitorPage = (await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json();
      expect(visitorPage).toMatchObject({ pagable: true, presupuestoPendiente: false, total: { centimos: 123450, texto: '1234,50 €' } });
      // The visitor cannot change the request its price was given for.
      const edit = await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(international, { referencia: order.referencia }) });
      expect(edit.statusCode).toBe(409);
      const payPage = await inject({ method: 'GET', url: `/g/pay?trans=${order.referencia}` });
      expect(payPage.body).toContain('1234,50 €');
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(payPage.body)![1]!;
      // A notification of any other amount does not pay it.
      const wrong = context.services.testGateway!.sign({ gatewayOrder, amountCents: 100, paid: true });
      await inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(wrong).toString() });
      expect((await context.services.orders.find(order.referencia))?.status).toBe('payment_failed');
      // A second answer replaces the first, and its mail says so: the first mail's link now pays this price.
      // (In the order they were queued: PostgreSQL returns updated rows, a mail being sent, in any order.)
      expect((await as(staff, 'POST', `/api/admin/orders/${order.numero}/quote`, { centimos: 123450, mensaje: '' })).statusCode).toBe(200);
      const replaced = (await context.services.db.select().from(outbox).orderBy(outbox.id))
        .map((row) => row.payload as { to: string; subject: string; text: string })
        .filter((item) => item.to === 'jordi@example.es' && item.subject.startsWith('Presupuesto'));
      expect(replaced).toHaveLength(2);
      expect(replaced.at(-1)!.text).toContain('Este presupuesto sustituye al anterior de 1234,50 €');
      expect(replaced[0]!.text).not.toContain('sustituye');
      const gatewayPage = await inject({ method: 'GET', url: `/g/pay?trans=${order.referencia}` });
      const retryOrder = /name="order" value="([^"]+)"/.exec(gatewayPage.body)![1]!;
      const failed = context.services.testGateway!.sign({ gatewayOrder: retryOrder, amountCents: 123450, paid: false });
      await inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(failed).toString() });
      expect((await context.services.orders.find(order.referencia))?.status).toBe('payment_failed');
      // Asking for the quote again (the spec's international call) cannot send an answered request back to the office.
      const outboxBefore = (await context.services.db.select().from(outbox)).length;
      const again = await inject({
        method: 'POST',
        url: '/api/enviar_email_internacional',
        payload: orderForm(international, { referencia: order.referencia }),
      });
      expect(again.json().estado).toBe('payment_failed');
      expect((await context.services.db.select().from(outbox)).length).toBe(outboxBefore);
      expect((await pay(order.referencia, 123450)).statusCode).toBe(200);
      expect((await context.services.orders.find(order.referencia))?.status).toBe('paid');
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json();
      expect(audit).toContainEqual(expect.objectContaining({ accion: 'order.quote', objeto: `Pedido ${order.numero}` }));
    });

    it('refuses a quote answer on an order that is not a quote request', async () => {
      const order = await save(nationalOrder);
      expect((await as(staff, 'POST', `/api/admin/orders/${order.numero}/quote`, { centimos: 1000, mensaje: '' })).statusCode).toBe(409);
    });

    it('publishes news sanitised, with a slug from the title, that the public list then shows', async () => {
      const created = await as(staff, 'POST', '/api/admin/news', {
        titulo: 'Nueva tasa de la OEPM en 2027',
        resumen: 'Qué cambia.',
        contenido: '<p>Hola<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        publicada: false,
      });
      expect(created.statusCode, created.body).toBe(200);
      const article = created.json();
      expect(article.slug).toBe('nueva-tasa-de-la-oepm-en-2027');
      expect(article.contenido).not.toMatch(/script|onerror/);
      const hidden = (await inject({ method: 'GET', url: '/api/noticias/public?page=1&per_page=50' })).json();
      expect(JSON.stringify(hidden)).not.toContain('nueva-tasa-de-la-oepm-en-2027');
      const published = await as(staff, 'PUT', `/api/admin/news/${article.id}`, {
        ...article,
        publicada: true,
        destacada: true,
        slug: undefined,
        keywords: ['tasas'],
      });
      expect(published.statusCode, published.body).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/nueva-tasa-de-la-oepm-en-2027' })).statusCode).toBe(200);
      const again = await as(staff, 'POST', '/api/admin/news', { titulo: 'Nueva tasa de la OEPM en 2027', resumen: 'Otra.', contenido: '' });
      expect(again.json().slug).toBe('nueva-tasa-de-la-oepm-en-2027-2');
      // The picture is one of the site's: a javascript:, data: or another site's one is refused (the CSP would not draw it).
      for (const imagen of ["javascript:alert('img')", 'data:image/svg+xml,<svg onload=alert(1)>', '//malo.example/x.png', 'https://malo.example/x.png']) {
        const refused = await as(staff, 'POST', '/api/admin/news', { titulo: 'Con imagen rara', resumen: 'Otra.', contenido: '', imagen });
        expect(refused.statusCode, imagen).toBe(400);
      }
      const image = await inject({
        method: 'POST',
        url: '/api/admin/news/image',
        headers: { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf, 'content-type': 'image/png' },
        payload: PNG,
      });
      expect(image.statusCode, image.body).toBe(200);
      expect((await inject({ method: 'GET', url: image.json().url })).statusCode).toBe(200);
      const missing = await inject({ method: 'GET', url: '/media/noticias/00000000-0000-0000-0000-000000000000.png' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'Imagen no encontrada.', message: 'Imagen no encontrada.', fields: {} });
      const fake = await inject({
        method: 'POST',
        url: '/api/admin/news/image',
        headers: { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf, 'content-type': 'image/png' },
        payload: Buffer.from('<svg onload=alert(1)>'),
      });
      expect(fake.statusCode).toBe(400);
    });

    it("keeps an article's former address when staff change its slug: it leads to the new one", async () => {
      const created = await as(staff, 'POST', '/api/admin/news', {
        titulo: 'Marcas olfativas en la UE',
        resumen: 'Qué cambia.',
        contenido: '<p>Texto</p>',
        publicada: true,
      });
      const article = created.json();
      expect(article.slug).toBe('marcas-olfativas-en-la-ue');
      const renamed = await as(staff, 'PUT', `/api/admin/news/${article.id}`, { ...article, slug: 'marcas-olfativas' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const api = await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas-en-la-ue' });
      expect(api.statusCode).toBe(301);
      expect(api.headers.location).toBe('/api/noticias/marcas-olfativas');
      // Back to the first slug: it is the article's own again, and the second now leads to it.
      const back = await as(staff, 'PUT', `/api/admin/news/${article.id}`, { ...renamed.json(), slug: 'marcas-olfativas-en-la-ue' });
      expect(back.statusCode, back.body).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas-en-la-ue' })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas' })).headers.location).toBe('/api/noticias/marcas-olfativas-en-la-ue');
      // A deleted article takes its former addresses with it.
      expect((await as(staff, 'DELETE', `/api/admin/news/${article.id}`)).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas' })).statusCode).toBe(404);
    });

    it('lists contact messages and newsletter subscribers, with CSV', async () => {
      expect((await as(staff, 'GET', '/api/admin/messages')).statusCode).toBe(200);
      expect((await as(staff, 'GET', '/api/admin/subscribers.csv')).body).toContain('Email;Alta;Estado');
    });

    it('lets an admin add, disable and reset staff accounts, audited; a disabled account is signed out', async () => {
      const added = await as(admin, 'POST', '/api/admin/staff', { email: 'nuevo@example.es', rol: 'staff' });
      expect(added.json().enlace).toMatch(/\/admin\/clave\?token=/);
      await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(added.json().enlace).searchParams.get('token'), password: PASSWORD } });
      const session = await login('nuevo@example.es');
      const list = (await as(admin, 'GET', '/api/admin/staff')).json();
      const member = list.find((row: { email: string }) => row.email === 'nuevo@example.es');
      expect(member).toMatchObject({ rol: 'staff', activa: true, conClave: true });
      expect((await as(admin, 'POST', `/api/admin/staff/${member.id}/active`, { activa: false })).statusCode).toBe(200);
      expect((await as(session, 'GET', '/api/admin/orders')).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nuevo@example.es', password: PASSWORD } })).statusCode).toBe(401);
      const reset = await as(admin, 'POST', `/api/admin/staff/${member.id}/reset`, {});
      expect(reset.json().enlace).toMatch(/\/admin\/clave\?token=/);
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json().map((row: { accion: string }) => row.accion);
      expect(audit).toEqual(expect.arrayContaining(['staff.add', 'staff.disable', 'staff.reset_password']));
    });

    it('keeps only the newest password link of an account working, and audits who asked for it', async () => {
      const tokenOf = (response: { json: () => { enlace: string } }) => new URL(response.json().enlace).searchParams.get('token');
      const setWith = (token: string | null) => inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } });
      const first = tokenOf(await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' }));
      // The same address again: a new link, which ends the first; the answer says it was not new.
      const again = await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' });
      expect(again.json().nueva).toBe(false);
      const second = tokenOf(again);
      expect((await setWith(first)).statusCode).toBe(400);
      const third = tokenOf(await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' }));
      const fourth = tokenOf(await as(admin, 'POST', '/api/admin/staff', { email: 'enlaces@example.es', rol: 'staff' }));
      expect((await setWith(third)).statusCode).toBe(400);
      expect((await setWith(fourth)).statusCode).toBe(200);
      expect((await setWith(second)).statusCode).toBe(400);
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json() as { quien: string; accion: string; objeto: string }[];
      expect(audit.filter((row) => row.accion === 'staff.new_link' && row.objeto.includes('enlaces@example.es'))).toHaveLength(3);
      expect(audit.find((row) => row.accion === 'staff.new_link')?.quien).toBe('jefa@example.es');
      // Not one's own account: no self-demotion, no link to one's own password.
      const self = await as(admin, 'POST', '/api/admin/staff', { email: 'JEFA@example.es', rol: 'staff' });
      expect(self.statusCode).toBe(409);
      expect((await as(admin, 'GET', '/api/admin/session')).json().sesion).toMatchObject({ rol: 'admin' });
    });

    it('reads the whole audit log a page at a time, and failed sign-ins cannot bury a change', async () => {
      expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/premium', { centimos: 29900 })).statusCode).toBe(200);
      // A flood of failed sign-ins, as anyone may send (written directly: the route limits them per client).
      for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index++)
        await writeAudit(context.services.db, { id: null, email: `intruso${index}@example.es` }, 'session.failed', 'staff', 'x', null, null);
      type Row = { id: number; accion: string; objeto: string; antesTexto: string; despuesTexto: string };
      const everything = (await as(admin, 'GET', '/api/admin/audit')).json() as Row[];
      expect(everything).toHaveLength(AUDIT_PAGE_SIZE);
      expect(everything.every((row) => row.accion === 'session.failed')).toBe(true);
      const changes = (await as(admin, 'GET', '/api/admin/audit?accesos=no')).json() as Row[];
      expect(changes.some((row) => row.accion.startsWith('session.'))).toBe(false);
      // A price saved as it was reads its whole state, official fees included (DECISIONS §12).
      const unchanged = '299,00 € · Tasas oficiales: 127,88 €';
      expect(changes[0]).toMatchObject({ accion: 'price.set', objeto: 'Precio marca-nacional/premium', antesTexto: unchanged, despuesTexto: unchanged });
      // The page before the oldest row shown goes on where the first stopped.
      const next = (await as(admin, 'GET', `/api/admin/audit?antes=${everything.at(-1)!.id}`)).json() as Row[];
      expect(next[0]!.id).toBeLessThan(everything.at(-1)!.id);
      expect(next.slice(0, 5).every((row) => row.accion === 'session.failed')).toBe(true);
      expect((await as(admin, 'GET', '/api/admin/audit?antes=abc')).statusCode).toBe(400);
    });

    it('takes `npm run staff` commands only with the secret the server wrote in DATA_DIR', async () => {
      const handle = JSON.parse(readFileSync(join(context.services.dataDir, CLI_HANDLE), 'utf8'));
      const command = { action: 'add', email: 'cli@example.es', role: 'admin' };
      expect((await inject({ method: 'POST', url: '/api/admin/cli/staff', payload: command })).statusCode).toBe(403);
      expect((await inject({ method: 'POST', url: '/api/admin/cli/staff', headers: { [CLI_HEADER]: 'x'.repeat(43) }, payload: command })).statusCode).toBe(403);
      const response = await inject({ method: 'POST', url: '/api/admin/cli/staff', headers: { [CLI_HEADER]: handle.secret }, payload: command });
      expect(response.statusCode).toBe(200);
      expect(response.json().link).toMatch(/\/admin\/clave\?token=/);
      const [row] = await context.services.db
        .select()
        .from((await import('../db/schema')).staffUsers)
        .where(eq((await import('../db/schema')).staffUsers.email, 'cli@example.es'));
      expect(row?.role).toBe('admin');
    });
  });
}

describe('back office sign-in limit per client', () => {
  const context = useTestApp({ inMemory: true, adminLoginRateLimit: 3 });
  it('answers 429 after the client’s allowance, whatever the account', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      codes.push(
        (await context.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: `x${attempt}@example.es`, password: 'cualquiera' } }))
          .statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
