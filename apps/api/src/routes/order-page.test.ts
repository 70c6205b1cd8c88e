import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { asStaff, paidOrder, staffSignIn } from '../testing/after-sale';
import { orderForm } from '../testing/forms';
import { internationalOrder, nationalOrder } from '../testing/orders';
import { openPayment } from '../testing/paid-orders';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * DECISIONS §10, §11, §13: the visitor's order page says what was ordered as the office's mail does,
 * a timeline in the client's words (no drafts, no gateway codes), staff's message beside a quote's
 * price, the office's numbers once recorded, and a Spanish 404 for a reference nobody holds.
 */
for (const database of await testDatabases()) {
  describe(`the order page's content on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es', adminLoginRateLimit: 200, today: () => '2026-04-01' });
    const page = async (referencia: string) => {
      const response = await context.app.inject({ method: 'GET', url: `/api/pedido/${referencia}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('says what was ordered with the labels the office mail uses, and the applicant as typed', async () => {
      const order = await paidOrder(context.app, context.services, { email: 'pagina.pedido@example.es' });
      const view = await page(order.referencia);
      expect(view.solicitante).toBe('Lucía Martínez Soler');
      const rows = Object.fromEntries((view.solicitud as { etiqueta: string; valor: string }[]).map((row) => [row.etiqueta, row.valor]));
      // Option labels and country dial codes as the visitor chose them, never the wire's ids ('persona', 'premium').
      expect(rows).toMatchObject({
        'Tipo de solicitante': 'Persona física',
        'Nombre de la marca': 'Horchata Clara',
        Email: 'pagina.pedido@example.es',
        Teléfono: '+34 612345678',
        'Clases de Niza': '29, 30, 32',
        'Tipo de marca': 'TRIDIMENSIONAL',
        Plan: 'Plan Premium',
      });
      expect(JSON.stringify(view.solicitud)).not.toMatch(/"(persona|premium|tridimensional)"/);
      // The same rows as the office's mail for the paid order.
      const mails = (await context.services.outbox.pending()).map((row) => row.payload as { to: string; subject: string; html?: string });
      const office = mails.find((mail) => mail.subject.startsWith(`Pedido pagado ${order.numero}`))!;
      for (const row of view.solicitud as { etiqueta: string; valor: string }[]) expect(office.html).toContain(row.valor.replaceAll('&', '&amp;'));
    });

    it('hides drafts, payment pages and gateway codes from the timeline', async () => {
      const payment = await openPayment(context, { ...nationalOrder, email: 'historial@example.es' });
      const failed = context.services.testGateway!.sign({
        gatewayOrder: payment.gatewayOrder,
        amountCents: payment.amountCents,
        paid: false,
        responseCode: '0190',
      });
      await context.app.inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(failed).toString() });
      const retry = /name="order" value="([^"]+)"/.exec((await context.app.inject({ method: 'GET', url: `/g/pay?trans=${payment.referencia}` })).body)![1]!;
      const paid = context.services.testGateway!.sign({ gatewayOrder: retry, amountCents: payment.amountCents, paid: true });
      await context.app.inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(paid).toString() });
      // The same money again: the shop writes it in the history for the office, with the gateway's order.
      await context.app.inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(paid).toString() });
      const view = await page(payment.referencia);
      expect(view.historial.map((event: { texto: string }) => event.texto)).toEqual(['El pago no se completó', 'Pago recibido']);
      const timeline = JSON.stringify(view.historial);
      for (const internal of ['Borrador guardado', 'Pago iniciado', 'Pedido actualizado', payment.gatewayOrder, retry, '0190', 'Ds_Response', 'Denegada'])
        expect(timeline).not.toContain(internal);
      expect(view.estadoTexto).toBe('Pagado');
      // A draft reads as an order not paid yet, not as the shop's 'Borrador guardado'.
      const saved = await context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder) });
      const draft = await page(saved.json().referencia);
      expect(draft).toMatchObject({ estado: 'draft', estadoTexto: 'Pendiente de pago', historial: [], oficina: null, presupuesto: null });
    });

    it("shows the office's numbers and facts once recorded, and staff's note, without who recorded them", async () => {
      const staff = await staffSignIn(context.app, context.services, 'oficina.pagina@example.es');
      const order = await paidOrder(context.app, context.services, { email: 'numeros@example.es' });
      expect((await page(order.referencia)).oficina).toBeNull();
      const filed = await asStaff(context.app, staff, 'POST', `/api/admin/orders/${order.numero}/status`, {
        estado: 'filed',
        nota: 'Presentada hoy en la OEPM.',
      });
      expect(filed.statusCode, filed.body).toBe(200);
      const recorded = await asStaff(context.app, staff, 'POST', `/api/admin/orders/${order.numero}/filing`, {
        officeNumber: 'M4123456',
        filedOn: '2026-03-20',
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const view = await page(order.referencia);
      expect(view.oficina).toEqual({ numero: 'M4123456', presentacion: '2026-03-20', publicacion: null, concesion: null });
      expect(view.historial).toEqual([
        expect.objectContaining({ estado: 'paid', texto: 'Pago recibido', nota: '' }),
        expect.objectContaining({ estado: 'filed', texto: 'Presentado ante la oficina', nota: 'Presentada hoy en la OEPM.' }),
        expect.objectContaining({ estado: 'oficina', texto: 'Número de solicitud en la oficina', nota: 'M4123456' }),
        expect.objectContaining({ estado: 'oficina', texto: 'Solicitud presentada en la oficina', nota: 'Fecha de presentación: 20/03/2026' }),
      ]);
      expect(JSON.stringify(view)).not.toContain('oficina.pagina@example.es');
    });

    it("puts staff's message beside the price of an answered quote", async () => {
      const staff = await staffSignIn(context.app, context.services, 'presupuestos.pagina@example.es');
      const saved = await context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(internationalOrder) });
      const { referencia, numero } = saved.json() as { referencia: string; numero: string };
      await context.app.inject({ method: 'POST', url: '/api/enviar_email_internacional', payload: orderForm(internationalOrder, { referencia }) });
      expect(await page(referencia)).toMatchObject({ presupuesto: null, presupuestoPendiente: true });
      const answer = await asStaff(context.app, staff, 'POST', `/api/admin/orders/${numero}/quote`, {
        centimos: 98000,
        mensaje: 'Incluye la tasa de la OMPI.',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const view = await page(referencia);
      expect(view).toMatchObject({ pagable: true, presupuesto: { importe: '980,00 €', mensaje: 'Incluye la tasa de la OMPI.' } });
      expect(view.historial.map((event: { texto: string; nota: string }) => [event.texto, event.nota])).toEqual([
        ['Solicitud de presupuesto recibida', ''],
        ['Te hemos enviado un presupuesto', 'Importe: 980,00 €'],
      ]);
    });

    it('answers a reference nobody holds with a Spanish 404, from the API and the server-rendered page', async () => {
      const unknown = 'AAAAAAAAAAAAAAAAAAAAAAAA';
      const api = await context.app.inject({ method: 'GET', url: `/api/pedido/${unknown}` });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ error: 'No existe ningún pedido con esa referencia.' });
      expect(api.headers['content-type']).toContain('application/json');
    });
  });
}
