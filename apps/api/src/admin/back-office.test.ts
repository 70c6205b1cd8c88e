import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { internationalOrder } from '../testing/orders';
import { orderForm } from '../testing/forms';
import { CLI_ACTOR } from './audit/log';
import { CSRF_HEADER } from './session/guard';
import { createStaffStore } from './staff/store';

const PASSWORD = 'una clave bastante larga';

interface Login {
  cookie: string;
  csrf: string;
}

interface AuditRow {
  accion: string;
  objeto: string;
  objetoTexto: string;
  antesTexto: string;
  despuesTexto: string;
  sinCambios: boolean;
}

/** What staff read on the back office's screens, through its API (the screens' own words). */
for (const database of await testDatabases()) {
  describe(`back office, as staff read it, on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es', adminLoginRateLimit: 200 });
    const inject = (options: InjectOptions) => context.app.inject(options);
    const cookieOf = (response: LightMyRequestResponse) => {
      const cookie = response.cookies.find((item) => item.name === 'admin_session');
      return cookie ? `admin_session=${cookie.value}` : '';
    };
    async function account(email: string, role: 'admin' | 'staff'): Promise<Login> {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add(email, role, CLI_ACTOR);
      const token = new URL(link).searchParams.get('token');
      expect((await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } })).statusCode).toBe(200);
      const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD } });
      expect(response.statusCode, response.body).toBe(200);
      return { cookie: cookieOf(response), csrf: response.json().csrf };
    }
    const as = (who: Login, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      inject({ method, url, headers: { cookie: who.cookie, [CSRF_HEADER]: who.csrf }, ...(payload ? { payload } : {}) });
    const auditOf = async (objeto: string, query = '') =>
      ((await as(admin, 'GET', `/api/admin/audit${query}`)).json() as AuditRow[]).filter((row) => row.objeto === objeto);

    let admin: Login;
    beforeAll(async () => {
      admin = await account('jefa@example.es', 'admin');
    });

    it('reads a quote in the audit log by its price and message, the second one as a change of price', async () => {
      const saved = await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(internationalOrder, {}) });
      const { numero } = saved.json() as { numero: string };
      // Unanswered, the order screen says what the list says, not 'Total 0,00 €'.
      const waiting = (await as(admin, 'GET', `/api/admin/orders/${numero}`)).json();
      expect(waiting).toMatchObject({ total: 'Presupuesto pendiente', presupuesto: { pendiente: true, importe: null } });
      expect((await as(admin, 'POST', `/api/admin/orders/${numero}/quote`, { centimos: 100000, mensaje: 'Incluye la tasa de la OMPI.' })).statusCode).toBe(200);
      expect((await as(admin, 'POST', `/api/admin/orders/${numero}/quote`, { centimos: 50000, mensaje: '' })).statusCode).toBe(200);
      const answered = (await as(admin, 'GET', `/api/admin/orders/${numero}`)).json();
      expect(answered).toMatchObject({ total: '500,00 €', presupuesto: { pendiente: false, importe: '500,00 €' } });
      const [second, first] = await auditOf(`Pedido ${numero}`);
      expect(first).toMatchObject({
        accion: 'order.quote',
        antesTexto: 'Estado: Presupuesto solicitado · Sin presupuesto',
        despuesTexto: 'Estado: Pendiente de pago · 1000,00 € · Mensaje: Incluye la tasa de la OMPI.',
      });
      expect(second).toMatchObject({ accion: 'order.quote', antesTexto: '1000,00 €', despuesTexto: '500,00 €' });
    });

    it('names a price by its label and service, and marks a price saved as it was', async () => {
      expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/basic', { centimos: 20900 })).statusCode).toBe(200);
      expect((await as(admin, 'PUT', '/api/admin/prices/marca-nacional/basic', { centimos: 20900 })).statusCode).toBe(200);
      const [again, changed] = await auditOf('Precio marca-nacional/basic');
      expect(changed).toMatchObject({
        objetoTexto: 'Precio «Plan Básico» de Marca Nacional',
        antesTexto: '199,00 €',
        despuesTexto: '209,00 €',
        sinCambios: false,
      });
      expect(again).toMatchObject({ objetoTexto: 'Precio «Plan Básico» de Marca Nacional', sinCambios: true });
    });

    it('refuses a reversed date range in Spanish, on the list and the CSV, rather than finding 0 orders', async () => {
      for (const url of ['/api/admin/orders?desde=2026-05-02&hasta=2026-05-01', '/api/admin/orders.csv?desde=2026-05-02&hasta=2026-05-01']) {
        const response = await as(admin, 'GET', url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().fields, url).toEqual({ hasta: 'Las fechas están al revés: «Hasta» es anterior a «Desde».' });
      }
      expect((await as(admin, 'GET', '/api/admin/orders?desde=2026-05-01&hasta=2026-05-01')).statusCode).toBe(200);
    });

    it('changes the role of an existing account only when the admin confirms it', async () => {
      expect((await as(admin, 'POST', '/api/admin/staff', { email: 'rol@example.es', rol: 'staff' })).statusCode).toBe(200);
      const silent = await as(admin, 'POST', '/api/admin/staff', { email: 'ROL@example.es', rol: 'admin' });
      expect(silent.statusCode).toBe(409);
      expect(silent.json().error).toBe('Esa cuenta ya existe, con el rol «Gestión». Confirma que quieres cambiarlo a «Administración».');
      const roleOf = async () =>
        ((await as(admin, 'GET', '/api/admin/staff')).json() as { email: string; rol: string }[]).find((row) => row.email === 'rol@example.es')?.rol;
      expect(await roleOf()).toBe('staff');
      // The same role again is a new link, as before; asked for, the new role.
      expect((await as(admin, 'POST', '/api/admin/staff', { email: 'rol@example.es', rol: 'staff' })).statusCode).toBe(200);
      expect((await as(admin, 'POST', '/api/admin/staff', { email: 'rol@example.es', rol: 'admin', cambiarRol: true })).statusCode).toBe(200);
      expect(await roleOf()).toBe('admin');
    });

    it('says when a news article’s address was taken and another was used', async () => {
      const article = { titulo: 'Tasas de 2027', resumen: 'Qué cambia.', contenido: '' };
      const first = (await as(admin, 'POST', '/api/admin/news', article)).json();
      expect(first).toMatchObject({ slug: 'tasas-de-2027', direccionOcupada: null });
      const second = (await as(admin, 'POST', '/api/admin/news', article)).json();
      expect(second).toMatchObject({ slug: 'tasas-de-2027-2', direccionOcupada: 'tasas-de-2027' });
      // Saved again with its own address, nothing was taken; asking for the first one's is said.
      expect((await as(admin, 'PUT', `/api/admin/news/${second.id}`, { ...article, slug: second.slug })).json().direccionOcupada).toBeNull();
      const renamed = (await as(admin, 'PUT', `/api/admin/news/${second.id}`, { ...article, slug: 'tasas-de-2027' })).json();
      expect(renamed).toMatchObject({ slug: 'tasas-de-2027-2', direccionOcupada: 'tasas-de-2027' });
    });

    it('says the limit of a note, a message and an amount it refuses', async () => {
      const saved = await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(internationalOrder, {}) });
      const { numero } = saved.json() as { numero: string };
      const long = 'x'.repeat(2001);
      const note = await as(admin, 'POST', `/api/admin/orders/${numero}/notes`, { texto: long });
      expect(note.json().fields).toEqual({ texto: 'La nota es demasiado larga (máximo 2000 caracteres).' });
      const quote = await as(admin, 'POST', `/api/admin/orders/${numero}/quote`, { centimos: 100_000_001, mensaje: long });
      expect(quote.json().fields).toEqual({
        centimos: 'El importe es demasiado alto (máximo 1.000.000,00 €).',
        mensaje: 'El mensaje es demasiado largo (máximo 2000 caracteres).',
      });
      expect((await as(admin, 'POST', `/api/admin/orders/${numero}/notes`, { texto: 'x'.repeat(2000) })).statusCode).toBe(200);
    });

    it('refuses the current password as the new one', async () => {
      const session = await account('misma@example.es', 'staff');
      const same = await as(session, 'POST', '/api/admin/password', { actual: PASSWORD, nueva: PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({
        error: 'La nueva contraseña debe ser distinta de la actual.',
        fields: { nueva: 'La nueva contraseña debe ser distinta de la actual.' },
      });
      // Still signed in: nothing was changed.
      expect((await as(session, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    });

    it('reads a sign-in’s address in words', async () => {
      const [signIn] = await auditOf('Cuenta jefa@example.es');
      expect(signIn).toMatchObject({ accion: 'session.login', despuesTexto: expect.stringMatching(/^Desde \S+$/) });
    });
  });
}
