import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { nationalOrder } from '../../testing/orders';
import { orderForm } from '../../testing/forms';
import { adminSessions, type Login } from '../../testing/admin-session';
import { REDSYS_TEST_SECRET, startFakeRedsys } from '../../testing/fake-redsys';
import { decodeParameters, encodeParameters, signParameters } from '../../payments/redsys-signature';
import { payOrder } from '../../testing/paid-orders';
import { auditLog, invoices, outbox } from '../../db/schema';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
// Started at collection: the Redsys app's options name its address.
const fake = await startFakeRedsys();
afterAll(() => fake.close());

for (const database of await testDatabases()) {
  describe(`refunds with the test gateway on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es' });
    const sessions = adminSessions(context);
    const inject = (options: InjectOptions) => context.app.inject(options);
    const paidOrder = (email: string) => payOrder(context, { ...nationalOrder, email });
    let admin: Login;
    let staff: Login;
    beforeAll(async () => {
      admin = await sessions.signIn('jefa.reembolsos@example.es', 'admin');
      staff = await sessions.signIn('gestor.reembolsos@example.es', 'staff');
    });

    it('records a partial then a full refund, each with its negative corrective invoice, audit and mail; then the order is «Reembolsado»', async () => {
      const order = await paidOrder('reembolso@example.es');
      const url = `/api/admin/orders/${order.numero}/refunds`;
      expect((await sessions.as(staff, 'GET', url)).json()).toMatchObject({
        reembolsable: true,
        pagadoCentimos: 71900,
        disponibleCentimos: 71900,
        pasarela: null,
      });
      // Admins only; a reason and an amount within what was paid, each said by its field.
      expect((await sessions.as(staff, 'POST', url, { centimos: 100, motivo: 'x' })).statusCode).toBe(403);
      const noReason = await sessions.as(admin, 'POST', url, { centimos: 100, motivo: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields).toMatchObject({ motivo: 'Indica el motivo del reembolso.' });
      const tooMuch = await sessions.as(admin, 'POST', url, { centimos: 71901, motivo: 'Duplicado' });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().fields.centimos).toBe('El importe debe estar entre 0,01 € y 719,00 € (lo pagado menos lo ya devuelto).');

      const partial = await sessions.as(admin, 'POST', url, { centimos: 20050, motivo: 'Una clase menos' });
      expect(partial.statusCode, partial.body).toBe(200);
      expect(partial.json()).toMatchObject({ ok: true, pasarela: 'manual', pasarelaTexto: 'Sin pasarela que la haga: hazla en el portal del banco.' });
      const factura = partial.json().factura as string;
      const [corrective] = await context.services.db.select().from(invoices).where(eq(invoices.numero, factura));
      expect(corrective).toMatchObject({ tipo: 'R4', totalCents: -20050 });
      const [audit] = (await context.services.db.select().from(auditLog).where(eq(auditLog.entityId, order.numero))).filter(
        (row) => row.action === 'order.refund',
      );
      expect(audit).toMatchObject({
        staffEmail: 'jefa.reembolsos@example.es',
        before: { estado: 'paid', reembolsado: 0 },
        after: { estado: 'paid', centimos: 20050, motivo: 'Una clase menos', factura, avisado: true },
      });
      const mails = (await context.services.db.select().from(outbox))
        .map((row) => row.payload as { to: string; subject: string; text: string; attachments?: { filename: string }[] })
        .filter((mail) => mail.to === 'reembolso@example.es' && /devolución/.test(mail.subject));
      expect(mails[0]).toMatchObject({ subject: `Tu pedido ${order.numero}: devolución de 200,50 €`, attachments: [{ filename: `factura-${factura}.pdf` }] });
      expect(mails[0]!.text).toContain('Te devolvemos 200,50 €');

      const left = (await sessions.as(staff, 'GET', url)).json();
      expect(left).toMatchObject({ reembolsadoCentimos: 20050, disponibleCentimos: 51850, reembolsos: [{ importe: '200,50 €', pasarela: 'manual', factura }] });
      const full = await sessions.as(admin, 'POST', url, { centimos: 51850, motivo: 'Desiste del registro' });
      expect(full.json()).toMatchObject({ estado: 'refunded', estadoTexto: 'Reembolsado' });
      const page = (await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json();
      expect(page).toMatchObject({ estado: 'refunded', estadoTexto: 'Reembolsado' });
      // The client's timeline says it in their words.
      expect(page.historial).toContainEqual(expect.objectContaining({ texto: 'Reembolsado', nota: 'Te hemos devuelto 719,00 €.' }));
      const detail = (await sessions.as(staff, 'GET', `/api/admin/orders/${order.numero}`)).json();
      expect(detail.estadoTexto).toBe('Reembolsado');
      const nothing = await sessions.as(admin, 'POST', url, { centimos: 1, motivo: 'Otra' });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().error).toBe('Ya se ha devuelto todo lo pagado en este pedido.');
    });

    it('refuses a refund of an order that was never paid', async () => {
      const draft = (
        await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm({ ...nationalOrder, email: 'nopagado@example.es' }) })
      ).json();
      const refused = await sessions.as(admin, 'POST', `/api/admin/orders/${draft.numero}/refunds`, { centimos: 100, motivo: 'Prueba' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('Solo se reembolsan pedidos pagados.');
    });
  });

  describe(`refunds through Redsys (a fake of its REST interface) on ${database.name}`, () => {
    const context = useTestApp({
      ...database.options,
      publicUrl: 'https://tienda.example.es',
      redsys: { merchantCode: '999008881', terminal: '1', secretKey: REDSYS_TEST_SECRET, env: 'test', restUrl: fake.url },
    });
    const sessions = adminSessions(context);
    const inject = (options: InjectOptions) => context.app.inject(options);
    let admin: Login;
    beforeAll(async () => {
      admin = await sessions.signIn('jefa.redsys@example.es', 'admin');
    });
    const paidOrder = async (email: string) => {
      const order = (await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm({ ...nationalOrder, email }) })).json();
      const page = await inject({ method: 'GET', url: `/g/pay?trans=${order.referencia}` });
      const gatewayOrder = decodeParameters(/name="Ds_MerchantParameters" value="([^"]+)"/.exec(page.body)![1]!)!.DS_MERCHANT_ORDER!;
      const parameters = encodeParameters({ Ds_Order: gatewayOrder, Ds_Amount: '71900', Ds_Currency: '978', Ds_Response: '0000' });
      const payload = new URLSearchParams({
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: parameters,
        Ds_Signature: signParameters(REDSYS_TEST_SECRET, gatewayOrder, parameters),
      }).toString();
      expect((await inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload })).statusCode).toBe(200);
      return { ...order, gatewayOrder } as { numero: string; gatewayOrder: string };
    };

    it('asks Redsys for the refund of the paid attempt and records its answer: done, or refused and left to the bank’s portal', async () => {
      const order = await paidOrder('redsys.reembolso@example.es');
      fake.answerWith({ response: '0900' });
      const done = await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/refunds`, { centimos: 10000, motivo: 'Descuento acordado' });
      expect(done.json()).toMatchObject({ pasarela: 'hecho', pasarelaTexto: 'Devuelta por Redsys a la tarjeta del cliente.' });
      expect(fake.received.at(-1)).toMatchObject({
        DS_MERCHANT_ORDER: order.gatewayOrder,
        DS_MERCHANT_AMOUNT: '10000',
        DS_MERCHANT_TRANSACTIONTYPE: '3',
        firmaValida: 'true',
      });
      fake.answerWith({ errorCode: 'SIS0057' });
      const refused = await sessions.as(admin, 'POST', `/api/admin/orders/${order.numero}/refunds`, { centimos: 5000, motivo: 'Otro descuento' });
      expect(refused.json()).toMatchObject({ pasarela: 'rechazado', pasarelaTexto: 'Redsys no la ha aceptado: hazla en el portal del banco.' });
      const summary = (await sessions.as(admin, 'GET', `/api/admin/orders/${order.numero}/refunds`)).json();
      expect(summary).toMatchObject({ pasarela: 'redsys', reembolsadoCentimos: 15000 });
      expect(summary.reembolsos.map((row: { pasarela: string; codigo: string }) => [row.pasarela, row.codigo])).toEqual([
        ['hecho', '0900'],
        ['rechazado', 'SIS0057'],
      ]);
      const answers = (await context.services.db.select().from(auditLog).where(eq(auditLog.entityId, order.numero))).filter(
        (row) => row.action === 'order.refund.gateway',
      );
      expect(answers.map((row) => row.after)).toEqual([
        { pasarela: 'hecho', codigo: '0900' },
        { pasarela: 'rechazado', codigo: 'SIS0057' },
      ]);
    });
  });
}
