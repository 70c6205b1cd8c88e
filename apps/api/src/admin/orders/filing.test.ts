import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { nationalOrder } from '../../testing/orders';
import { orderForm } from '../../testing/forms';
import { auditLog } from '../../db/schema';
import { createStaffStore } from '../staff/store';
import { CLI_ACTOR } from '../audit/log';
import { CSRF_HEADER } from '../session/guard';

const PASSWORD = 'una clave bastante larga';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The office's day the tests run on: the deadlines are counted to it. */
const TODAY = '2026-04-01';

interface Login {
  cookie: string;
  csrf: string;
}

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'admin_session');
  return cookie ? `admin_session=${cookie.value}` : '';
};

for (const database of await testDatabases()) {
  describe(`the office's facts and the deadlines they give (DECISIONS §13) on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es', adminLoginRateLimit: 200, today: () => TODAY });
    const inject = (options: InjectOptions) => context.app.inject(options);
    let staff: Login;

    beforeAll(async () => {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('gestor@example.es', 'staff', CLI_ACTOR);
      await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(link).searchParams.get('token'), password: PASSWORD } });
      const login = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'gestor@example.es', password: PASSWORD } });
      expect(login.statusCode, login.body).toBe(200);
      staff = { cookie: cookieOf(login), csrf: login.json().csrf };
    });

    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      inject({ method, url, headers: { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf }, ...(payload ? { payload } : {}) });

    /** A national mark ordered and paid through the test gateway, as a visitor does. */
    async function paidNationalMark(): Promise<{ referencia: string; numero: string }> {
      const saved = await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder) });
      expect(saved.statusCode, saved.body).toBe(201);
      const { referencia, numero, total } = saved.json() as { referencia: string; numero: string; total: { centimos: number } };
      const page = await inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      const notice = context.services.testGateway!.sign({ gatewayOrder, amountCents: total.centimos, paid: true });
      expect(
        (await inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(notice).toString() })).statusCode,
      ).toBe(200);
      return { referencia, numero };
    }

    it('records the facts of a paid national mark: the admin detail answers its deadlines, the visitor its plazos in plain words', async () => {
      const order = await paidNationalMark();
      const before = (await as('GET', `/api/admin/orders/${order.numero}`)).json();
      expect(before.derecho).toMatchObject({ tipo: 'marca-es', accion: 'registers', estado: null });
      expect(before.deadlines).toEqual([]);

      const recorded = await as('POST', `/api/admin/orders/${order.numero}/filing`, {
        officeNumber: 'M 4123456',
        filedOn: '2016-09-15',
        publishedOn: '2016-10-20',
        grantedOn: '2017-02-10',
      });
      expect(recorded.statusCode, recorded.body).toBe(200);

      const detail = (await as('GET', `/api/admin/orders/${order.numero}`)).json();
      expect(detail.hechos).toMatchObject({
        officeNumber: 'M4123456',
        filedOn: '2016-09-15',
        publishedOn: '2016-10-20',
        grantedOn: '2017-02-10',
        anotadoPor: 'gestor@example.es',
      });
      expect(detail.derecho).toMatchObject({ estado: 'en plazo de renovación', estadoTexto: 'En plazo de renovación' });
      expect(detail.deadlines).toEqual([
        {
          kind: 'oposicion',
          label: 'Plazo de oposición de terceros',
          opensOn: '2016-10-20',
          dueOn: '2016-12-20',
          article: 'Ley 17/2001, art. 19; RD 687/2002',
        },
        {
          kind: 'renovacion',
          label: 'Renovación: fin del 1.º periodo de 10 años',
          opensOn: '2026-03-15',
          dueOn: '2026-09-15',
          graceEndsOn: '2027-03-15',
          surcharge: [
            { percent: 25, from: '2026-09-16', until: '2026-12-15' },
            { percent: 50, from: '2026-12-16', until: '2027-03-15' },
          ],
          article: 'Ley 17/2001, arts. 31 y 32.3',
        },
      ]);
      // Each fact in the order's timeline, after the payment that came first.
      const office = detail.historial.filter((entry: { estado: string }) => entry.estado === 'oficina');
      expect(office.map((entry: { estadoTexto: string; nota: string }) => [entry.estadoTexto, entry.nota])).toEqual([
        ['Número de solicitud', 'M4123456 · anotado por gestor@example.es'],
        ['Presentada en la oficina', 'Fecha de presentación: 15/09/2016 · anotado por gestor@example.es'],
        ['Publicada', 'Fecha de publicación: 20/10/2016 · anotado por gestor@example.es'],
        ['Concedida por la oficina', 'Fecha de concesión: 10/02/2017 · anotado por gestor@example.es'],
      ]);
      expect(detail.historial.at(-1).estado).toBe('oficina');

      const pageResponse = await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` });
      expect(pageResponse.statusCode, pageResponse.body).toBe(200);
      const page = pageResponse.json();
      expect(page.plazos).toEqual([
        {
          tipo: 'oposicion',
          texto: 'El plazo para que otros se opusieran a tu marca terminó el 20/12/2016.',
          desde: '2016-10-20',
          hasta: '2016-12-20',
          finRecargo: null,
        },
        {
          tipo: 'renovacion',
          texto: 'Ya puedes renovar tu marca. Sin recargo hasta el 15/09/2026; con recargo hasta el 15/03/2027.',
          desde: '2026-03-15',
          hasta: '2026-09-15',
          finRecargo: '2027-03-15',
        },
      ]);
    });

    it('writes the audit log with the facts before and after, and keeps each recording', async () => {
      const order = await paidNationalMark();
      expect((await as('POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: 'M4123457', filedOn: '2016-09-15' })).statusCode).toBe(200);
      const corrected = await as('POST', `/api/admin/orders/${order.numero}/filing`, {
        officeNumber: 'M4123457',
        filedOn: '2016-09-16',
        renewedOn: '2026-03-20',
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      const entries = await context.services.db.select().from(auditLog).where(eq(auditLog.entityId, order.numero));
      const filings = entries.filter((entry) => entry.action === 'order.filing');
      expect(filings.map((entry) => [entry.staffEmail, entry.before, entry.after])).toEqual([
        ['gestor@example.es', null, { numero: 'M4123457', presentacion: '2016-09-15' }],
        ['gestor@example.es', { numero: 'M4123457', presentacion: '2016-09-15' }, { numero: 'M4123457', presentacion: '2016-09-16', renovacion: '2026-03-20' }],
      ]);
      const detail = (await as('GET', `/api/admin/orders/${order.numero}`)).json();
      expect(detail.historial.map((entry: { estadoTexto: string }) => entry.estadoTexto)).toContain('Presentada en la oficina (corregido)');
      // The renewal recorded starts the next period: the next renewal is ten years on.
      expect(detail.deadlines).toMatchObject([{ kind: 'renovacion', dueOn: '2036-09-16' }]);
      expect(detail.derecho.estado).toBe('vigente');
    });

    it('refuses a future date, one before 1990 and a number of the wrong shape with Spanish 400s, storing nothing', async () => {
      const order = await paidNationalMark();
      const future = await as('POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: 'M4123456', filedOn: '2026-04-02' });
      expect(future.statusCode).toBe(400);
      expect(future.json().fields).toEqual({ filedOn: 'La fecha no puede ser futura.' });
      const old = await as('POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: 'M4123456', filedOn: '1989-12-31', grantedOn: '2027-01-01' });
      expect(old.json().fields).toEqual({ filedOn: 'La fecha debe ser posterior a 1990.', grantedOn: 'La fecha no puede ser futura.' });
      const shape = await as('POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: 'M41', filedOn: '2016-09-15' });
      expect(shape.json().fields).toEqual({ officeNumber: 'El número de solicitud no tiene un formato válido.' });
      // An EUIPO number is a real number, but not for a Spanish mark.
      const office = await as('POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: '018123456', filedOn: '2016-09-15' });
      expect([office.statusCode, office.json().fields]).toEqual([400, { officeNumber: 'El número de solicitud no tiene un formato válido.' }]);
      const reversed = await as('POST', `/api/admin/orders/${order.numero}/filing`, {
        officeNumber: 'M4123456',
        filedOn: '2016-09-15',
        publishedOn: '2016-09-01',
      });
      expect(reversed.json().fields).toEqual({ publishedOn: 'La publicación no puede ser anterior a la presentación.' });
      const detail = (await as('GET', `/api/admin/orders/${order.numero}`)).json();
      expect([detail.hechos, detail.deadlines]).toEqual([null, []]);
    });

    it('records nothing for an unpaid order or one that does not exist, and only for staff signed in', async () => {
      const saved = (await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder) })).json();
      const unpaid = await as('POST', `/api/admin/orders/${saved.numero}/filing`, { officeNumber: 'M4123456', filedOn: '2016-09-15' });
      expect([unpaid.statusCode, unpaid.json().error]).toEqual([409, 'Los datos de la oficina se anotan en pedidos pagados.']);
      expect((await as('POST', '/api/admin/orders/NOEXISTE/filing', { officeNumber: 'M4123456', filedOn: '2016-09-15' })).statusCode).toBe(404);
      const anonymous = await inject({
        method: 'POST',
        url: `/api/admin/orders/${saved.numero}/filing`,
        payload: { officeNumber: 'M4123456', filedOn: '2016-09-15' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
}
