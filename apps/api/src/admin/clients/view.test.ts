import { describe, expect, it, beforeAll } from 'vitest';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { nationalOrder } from '../../testing/orders';
import { payOrder } from '../../testing/paid-orders';
import { adminSessions, type Login } from '../../testing/admin-session';
import { contactMessages } from '../../site/schema';

for (const database of await testDatabases()) {
  describe(`a client's file on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es', today: () => '2026-11-27' });
    const sessions = adminSessions(context);
    const paidOrder = (data: object) => payOrder(context, { ...nationalOrder, ...data });
    let staff: Login;
    beforeAll(async () => {
      staff = await sessions.signIn('gestora.fichas@example.es', 'staff');
    });

    it('finds by e-mail (any case, spaces around) the orders, invoices, messages and deadlines; by NIF the same orders', async () => {
      const order = await paidOrder({
        email: 'Cliente.Ficha@example.es',
        applicantType: 'empresa',
        name: 'Horchatería Clara, S.L.',
        facturacion: COMPANY_BILLING,
      });
      const other = await paidOrder({ email: 'otra.ficha@example.es' });
      await context.services.db
        .insert(contactMessages)
        .values({ nombre: 'Clara', email: 'cliente.ficha@EXAMPLE.es', mensaje: '¿Cómo va mi marca?', acceptedPrivacyAt: new Date() });
      const filed = await sessions.as(staff, 'POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: 'M4123457', filedOn: '2016-09-15' });
      expect(filed.statusCode, filed.body).toBe(200);

      const byEmail = await sessions.as(staff, 'GET', `/api/admin/clientes?email=${encodeURIComponent('  CLIENTE.ficha@example.es ')}`);
      expect(byEmail.statusCode, byEmail.body).toBe(200);
      const file = byEmail.json();
      expect(file.busqueda).toEqual({ email: 'cliente.ficha@example.es' });
      expect(file.nombre).toBe('Horchatería Clara, S.L.');
      expect(file.pedidos).toEqual([expect.objectContaining({ numero: order.numero, estadoTexto: 'Pagado', total: '719,00 €' })]);
      expect(file.facturas).toEqual([expect.objectContaining({ pedido: order.numero, tipo: 'F1', total: '719,00 €' })]);
      expect(file.mensajes).toEqual([expect.objectContaining({ nombre: 'Clara', mensaje: '¿Cómo va mi marca?' })]);
      expect(file.plazos.length).toBeGreaterThan(0);
      expect(file.plazos[0]).toMatchObject({ pedido: order.numero, kind: expect.any(String), dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

      // By tax number as people write it: lower case, spaces, a dash.
      const byNif = (await sessions.as(staff, 'GET', '/api/admin/clientes?nif=b-1234%205674')).json();
      expect(byNif.busqueda).toEqual({ nif: 'B12345674' });
      expect(byNif.pedidos.map((row: { numero: string }) => row.numero)).toEqual([order.numero]);
      expect(byNif.mensajes).toHaveLength(1);
      expect(byNif.pedidos.map((row: { numero: string }) => row.numero)).not.toContain(other.numero);
    });

    it('says in Spanish what is wrong with the search', async () => {
      const badNif = await sessions.as(staff, 'GET', '/api/admin/clientes?nif=12345678A');
      expect(badNif.statusCode).toBe(400);
      expect(badNif.json()).toMatchObject({ error: 'Ese NIF no es válido: revisa sus números y su letra.', fields: { nif: expect.any(String) } });
      expect((await sessions.as(staff, 'GET', '/api/admin/clientes')).json().error).toBe('Indica un email o un NIF (uno de los dos).');
      expect((await sessions.as(staff, 'GET', '/api/admin/clientes?email=a@example.es&nif=12345678Z')).statusCode).toBe(400);
      const none = (await sessions.as(staff, 'GET', '/api/admin/clientes?email=nadie@example.es')).json();
      expect(none).toMatchObject({ pedidos: [], facturas: [], mensajes: [], plazos: [] });
      expect((await context.app.inject({ method: 'GET', url: '/api/admin/clientes?email=a@example.es' })).statusCode).toBe(401);
    });
  });
}
