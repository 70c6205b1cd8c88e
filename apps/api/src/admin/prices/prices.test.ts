import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { nationalOrder } from '../../testing/orders';
import { useBackOfficeApi, type Login } from '../../testing/back-office-api';

for (const database of await testDatabases()) {
  describe(`the back office's prices on ${database.name}`, () => {
    const { context, inject, as, save, sessions } = useBackOfficeApi(database);
    let admin: Login;
    let staff: Login;
    beforeAll(() => {
      ({ admin, staff } = sessions);
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
  });
}
