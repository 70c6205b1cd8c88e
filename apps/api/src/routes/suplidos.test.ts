import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { loadAllFlows, loadFlow } from '@shop/flows';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { nationalOrder, validOrderOf } from '../testing/orders';
import { orderForm } from '../testing/forms';
import { catalogue } from '../db/schema';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';

const PASSWORD = 'una clave bastante larga';

/**
 * DECISIONS §12: each catalogue price says how much of it is official fees (suplidos, LIVA art.
 * 78.Tres.3); staff edit both figures in Precios; the server prices every order's lines with them
 * and stores them with the order, whatever the browser sends.
 */
for (const database of await testDatabases()) {
  describe(`official fees in the catalogue and the orders on ${database.name}`, () => {
    const context = useTestApp({ ...database.options });
    const inject = (options: InjectOptions) => context.app.inject(options);
    let admin: { cookie: string; csrf: string };
    beforeAll(async () => {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('tasas@example.es', 'admin', CLI_ACTOR);
      await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(link).searchParams.get('token'), password: PASSWORD } });
      const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'tasas@example.es', password: PASSWORD } });
      const cookie = response.cookies.find((item) => item.name === 'admin_session')!;
      admin = { cookie: `admin_session=${cookie.value}`, csrf: response.json().csrf };
    });
    const put = (path: string, payload: object) =>
      inject({ method: 'PUT', url: `/api/admin/prices/${path}`, headers: { cookie: admin.cookie, [CSRF_HEADER]: admin.csrf }, payload });
    const save = async (data: object) => inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data) });
    const storedLines = async (referencia: string) => ((await context.services.orders.find(referencia))!.envelope as { lineas: unknown[] }).lineas;

    it('seeds each price with its official fees and answers them with the products', async () => {
      const products = (await inject({ method: 'GET', url: '/api/products/marca-nacional' })).json();
      expect(products).toContainEqual(expect.objectContaining({ clave: 'basic', precio_centimos: 19900, suplidos_centimos: 12788 }));
      expect(products).toContainEqual(expect.objectContaining({ clave: 'type:tridimensional', precio_centimos: 12000, suplidos_centimos: 0 }));
      const prices = (await inject({ method: 'GET', url: '/api/admin/prices', headers: { cookie: admin.cookie } })).json();
      const patents = prices.find((group: { flow: string }) => group.flow === 'patentes');
      expect(patents.precios).toContainEqual(expect.objectContaining({ clave: 'pyme', centimos: 50933, suplidosCentimos: 50933, suplidosImporte: '509,33 €' }));
    });

    it('fills the official fees of rows stored before they were kept, within their price', async () => {
      const where = and(eq(catalogue.flowId, 'marca-europea'), eq(catalogue.key, 'basic'));
      try {
        await context.services.db.update(catalogue).set({ cents: 50000, suplidosCents: null }).where(where);
        await context.services.catalogue.seed(await loadAllFlows());
        const [row] = await context.services.db.select().from(catalogue).where(where);
        // The EUIPO's 850 € cannot be more than a price staff lowered to 500 €.
        expect(row).toMatchObject({ cents: 50000, suplidosCents: 50000 });
        await context.services.db.update(catalogue).set({ cents: 114000, suplidosCents: null }).where(where);
        await context.services.catalogue.seed(await loadAllFlows());
        const [again] = await context.services.db.select().from(catalogue).where(where);
        expect(again).toMatchObject({ cents: 114000, suplidosCents: 85000 });
      } finally {
        await context.services.db.update(catalogue).set({ cents: 114000, suplidosCents: 85000 }).where(where);
      }
    });

    it('lets staff change both figures, each refusal next to its field, and audits the change', async () => {
      try {
        const above = await put('marca-nacional/basic', { centimos: 19900, suplidosCentimos: 20000 });
        expect(above.statusCode).toBe(400);
        expect(above.json().fields).toEqual({ suplidosCentimos: 'Las tasas oficiales no pueden superar el precio (199,00 €).' });
        const belowFees = await put('marca-nacional/basic', { centimos: 10000 });
        expect(belowFees.json().fields).toEqual({ centimos: 'El precio no puede ser menor que sus tasas oficiales (127,88 €): cambia también las tasas.' });
        expect((await put('marca-nacional/basic', { centimos: 19900, suplidosCentimos: 12.5 })).json().fields).toEqual({
          suplidosCentimos: 'Indica el importe en céntimos.',
        });
        expect((await put('marca-nacional/basic', { centimos: 19900, suplidosCentimos: -1 })).json().fields).toEqual({
          suplidosCentimos: 'El importe no puede ser negativo.',
        });
        // The PYME reduction reduces official fees: never more of them than the patent has, nor more fee.
        expect((await put('patentes/espanola', { centimos: 266200, suplidosCentimos: 40000 })).json().fields).toEqual({
          suplidosCentimos: 'Las tasas oficiales no pueden ser menores que las de su reducción «Reducción PYME/autónomo» (509,33 €).',
        });
        expect((await put('patentes/pyme', { centimos: 200000, suplidosCentimos: 0 })).json().fields).toEqual({
          suplidosCentimos:
            'Los honorarios de esta reducción (2000,00 €) no pueden superar los de «Registro de Patente Española» (1643,34 €): aumenta sus tasas oficiales.',
        });

        const changed = await put('marca-nacional/basic', { centimos: 19900, suplidosCentimos: 13000 });
        expect(changed.json()).toEqual({ ok: true, importe: '199,00 €', suplidosImporte: '130,00 €' });
        const products = (await inject({ method: 'GET', url: '/api/products/marca-nacional' })).json();
        expect(products).toContainEqual(expect.objectContaining({ clave: 'basic', precio_centimos: 19900, suplidos_centimos: 13000 }));
        // A price alone keeps its official fees.
        expect((await put('marca-nacional/basic', { centimos: 20900 })).statusCode).toBe(200);
        expect((await inject({ method: 'GET', url: '/api/products/marca-nacional' })).json()).toContainEqual(
          expect.objectContaining({ clave: 'basic', precio_centimos: 20900, suplidos_centimos: 13000 }),
        );
        const audit = (await inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).json();
        expect(audit).toContainEqual(
          expect.objectContaining({
            accion: 'price.set',
            antes: { centimos: 19900, suplidosCentimos: 12788 },
            despues: { centimos: 19900, suplidosCentimos: 13000 },
            antesTexto: 'Tasas oficiales: 127,88 €',
            despuesTexto: 'Tasas oficiales: 130,00 €',
          }),
        );
      } finally {
        await context.services.catalogue.set('marca-nacional', 'basic', { cents: 19900, suplidosCents: 12788 });
        await context.services.catalogue.set('patentes', 'espanola', { cents: 266200, suplidosCents: 101866 });
        await context.services.catalogue.set('patentes', 'pyme', { cents: 50933, suplidosCents: 50933 });
      }
    });

    it('stores each saved line with the official fees it priced them with, never the browser’s, and the order page splits the total', async () => {
      // A tampering client's own lines and figures: the server reads none of them (DECISIONS §1).
      const answer = await save({ ...nationalOrder, selectedClasses: [29, 30], selectedPlan: 'basic', lineas: [{ label: 'x', cents: 1, suplidosCents: 1 }] });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      const { referencia } = answer.json();
      const lines = await storedLines(referencia);
      expect(lines).toEqual([
        expect.objectContaining({ key: 'plan', cents: 19900, suplidosCents: 12788 }),
        expect.objectContaining({ key: 'additionalClasses', cents: 15000, suplidosCents: 8284 }),
        expect.objectContaining({ key: 'trademarkType', suplidosCents: 0 }),
      ]);
      const page = (await inject({ method: 'GET', url: `/api/pedido/${referencia}` })).json();
      const total = page.total.centimos;
      expect(page.desglose).toMatchObject({ suplidosCentimos: 21072, totalCentimos: total });
      expect(page.desglose.suplidosCentimos + page.desglose.baseCentimos + page.desglose.ivaCentimos).toBe(total);
    });

    it('prices a PYME patent’s reduction as official fees: its line’s are negative by the same amount', async () => {
      const patents = (await loadFlow('patentes'))!;
      const answer = await save({ ...validOrderOf(patents), patentType: 'española', isPyme: true });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(await storedLines(answer.json().referencia)).toEqual([
        expect.objectContaining({ cents: 266200, suplidosCents: 101866 }),
        expect.objectContaining({ key: 'pyme', cents: -50933, suplidosCents: -50933 }),
      ]);
    });

    it('keeps the database from holding official fees above a price', async () => {
      await expect(
        context.services.db.execute(sql`UPDATE catalogue SET suplidos_cents = cents + 1 WHERE flow_id = 'diseno-logos' AND key = 'base'`),
      ).rejects.toThrow();
    });
  });
}
