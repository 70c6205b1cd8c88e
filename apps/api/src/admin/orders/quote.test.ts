import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderForm } from '../../testing/forms';
import { testDatabases } from '../../testing/databases';
import { nationalOrder, internationalOrder } from '../../testing/orders';
import { outbox } from '../../db/schema';
import { FORM, useBackOfficeApi, type Login } from '../../testing/back-office-api';

const international = internationalOrder;

for (const database of await testDatabases()) {
  describe(`the back office's quotes on ${database.name}`, () => {
    const { context, inject, as, save, pay, sessions } = useBackOfficeApi(database);
    let admin: Login;
    let staff: Login;
    beforeAll(() => {
      ({ admin, staff } = sessions);
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
  });
}
