import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { isolated, testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { nationalOrder } from '../testing/orders';
import { paymentAttempts } from '../db/schema';
import { decodeParameters, encodeParameters, signParameters } from '../payments/redsys-signature';
import { orderForm } from '../testing/forms';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

const form = (data: unknown, extra: Record<string, string> = {}) => orderForm(data, extra);

/** What Redsys would post: parameters signed with the merchant secret, signature in base64url. */
function redsysNotification(parameters: Record<string, string>, secret = SECRET): string {
  const merchantParameters = encodeParameters(parameters);
  const signature = signParameters(secret, parameters.Ds_Order ?? '', merchantParameters)
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return new URLSearchParams({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: signature }).toString();
}

for (const database of await testDatabases()) {
  describe(`payments with the test gateway on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es' });
    const save = (body: FormData) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body });
    const startPayment = async (referencia: string) => {
      const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      return /name="order" value="([^"]+)"/.exec(page.body)![1]!;
    };
    const notify = (notice: Parameters<NonNullable<typeof context.services.testGateway>['sign']>[0]) =>
      context.app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: FORM,
        payload: new URLSearchParams(context.services.testGateway!.sign(notice)).toString(),
      });
    const statusOf = async (referencia: string) => (await context.services.orders.find(referencia))?.status;
    /** What the client was told of money the order could not take. */
    const clientNotices = async (numero: string) =>
      (await context.services.outbox.pending()).flatMap((mail) => {
        const payload = mail.payload as { to: string; subject: string; text: string };
        return payload.to === nationalOrder.email && payload.subject === `Un pago de tu pedido ${numero} no se ha aplicado` ? [payload.text] : [];
      });
    const officeSubjects = async () =>
      (await context.services.outbox.pending()).flatMap((mail) => {
        const payload = mail.payload as { to: string; subject: string };
        return payload.to === 'oficina@example.es' ? [payload.subject] : [];
      });

    it('answers its not-found page to a mangled link (overlong, doubled), never a JSON refusal', async () => {
      for (const query of [`trans=${'A'.repeat(400)}`, 'trans=a&trans=b']) {
        const page = await context.app.inject({ method: 'GET', url: `/g/pay?${query}` });
        expect(page.statusCode, query.slice(0, 20)).toBe(404);
        expect(page.body).toContain('No encontramos ningún pedido pendiente de pago con esa referencia.');
      }
    });

    it('says on its page that no real money moves', async () => {
      const { referencia } = (await save(form(nationalOrder))).json();
      const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      expect(page.body).toContain('no se realizará ningún cargo');
      expect(page.body).toContain('719,00 €');
    });

    it('pays once; a replayed notification changes nothing and is still acknowledged', async () => {
      const { referencia } = (await save(form(nationalOrder))).json();
      const gatewayOrder = await startPayment(referencia);
      expect((await notify({ gatewayOrder, amountCents: 71900, paid: true })).statusCode).toBe(200);
      expect(await statusOf(referencia)).toBe('paid');
      const order = await context.services.orders.find(referencia);
      const events = (await context.services.orders.history(order!.id)).length;
      const failedReplay = await notify({ gatewayOrder, amountCents: 71900, paid: false });
      expect(failedReplay.statusCode).toBe(200);
      expect(failedReplay.json()).toMatchObject({ repetida: true });
      expect(await statusOf(referencia)).toBe('paid');
      expect((await context.services.orders.history(order!.id)).length).toBe(events);
    });

    it('tells the order history and the office when a second attempt pays an order already paid', async () => {
      const { referencia, numero } = (await save(form(nationalOrder))).json();
      // Two payment pages open at once (two tabs), both paid.
      const first = await startPayment(referencia);
      const second = await startPayment(referencia);
      expect((await notify({ gatewayOrder: second, amountCents: 71900, paid: true })).statusCode).toBe(200);
      expect((await notify({ gatewayOrder: first, amountCents: 71900, paid: true })).statusCode).toBe(200);
      expect(await statusOf(referencia)).toBe('paid');
      const order = await context.services.orders.find(referencia);
      expect((await context.services.orders.history(order!.id)).at(-1)?.note).toBe(
        `Pago recibido de nuevo (${first}, 719,00 €) con el pedido ya pagado: la oficina lo devolverá`,
      );
      const office = (await context.services.outbox.pending()).map((mail) => mail.payload as { subject: string });
      expect(office).toContainEqual(expect.objectContaining({ subject: `Pago duplicado en el pedido ${numero}` }));
      // The client was charged twice: they hear it from the shop, with what happens to the money.
      const [told] = await clientNotices(numero);
      expect(told).toContain(`Hemos recibido un pago de 719,00 € para tu pedido ${numero}`);
      expect(told).toContain('el pedido ya estaba pagado');
      expect(told).toContain(`/pedido/${referencia}`);
    });

    it('keeps the response code of a refused payment and refuses another currency', async () => {
      const { referencia } = (await save(form(nationalOrder))).json();
      const gatewayOrder = await startPayment(referencia);
      await notify({ gatewayOrder, amountCents: 71900, paid: false, responseCode: '0190' });
      expect(await statusOf(referencia)).toBe('payment_failed');
      // The history says what the code means, for the visitor's page and for staff.
      const refused = await context.services.orders.find(referencia);
      expect((await context.services.orders.history(refused!.id)).at(-1)?.note).toBe(
        `Pago no completado (${gatewayOrder}, código 0190: denegada por el banco sin indicar el motivo)`,
      );
      const [attempt] = await context.services.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrder, gatewayOrder));
      expect(attempt?.responseCode).toBe('0190');
      const second = await startPayment(referencia);
      await notify({ gatewayOrder: second, amountCents: 71900, paid: true, currency: '840' });
      expect(await statusOf(referencia)).toBe('payment_failed');
    });

    it('does not pay an order edited to a higher total with the payment started for the old one', async () => {
      const cheap = { ...nationalOrder, selectedClasses: [29], selectedTrademarkType: 'denominativa', selectedPlan: 'basic' };
      const { referencia } = (await save(form(cheap))).json();
      const gatewayOrder = await startPayment(referencia);
      expect(await statusOf(referencia)).toBe('awaiting_payment');
      const edited = await save(form(nationalOrder, { referencia }));
      expect(edited.json().total.centimos).toBe(71900);
      // The edit cancelled the open attempt and made the order a draft again.
      expect(await statusOf(referencia)).toBe('draft');
      await notify({ gatewayOrder, amountCents: 19900, paid: true });
      expect(await statusOf(referencia)).toBe('draft');
      expect(await officeSubjects()).toContain(`Pago recibido en el pedido ${edited.json().numero} por una página de pago anulada`);
      // A fresh attempt for the current total pays it.
      const current = await startPayment(referencia);
      await notify({ gatewayOrder: current, amountCents: 71900, paid: true });
      expect(await statusOf(referencia)).toBe('paid');
    });

    it('pays nothing through a page cancelled by an edit, even when the total stayed the same, and tells the office', async () => {
      const { referencia, numero } = (await save(form(nationalOrder))).json();
      const gatewayOrder = await startPayment(referencia);
      // Other content, same price: the visitor paid on a page that showed the old order.
      await save(form({ ...nationalOrder, brandName: 'Otra Marca', selectedClasses: [9, 35, 41] }, { referencia }));
      expect((await notify({ gatewayOrder, amountCents: 71900, paid: true })).json()).toMatchObject({ estado: 'paid_when_cancelled', repetida: false });
      expect(await statusOf(referencia)).toBe('draft');
      const order = await context.services.orders.find(referencia);
      expect((await context.services.orders.history(order!.id)).at(-1)?.note).toMatch(/^Pago recibido \(\w+, 719,00 €\) en una página de pago anulada/);
      expect(await officeSubjects()).toContain(`Pago recibido en el pedido ${numero} por una página de pago anulada`);
      expect(await clientNotices(numero)).toEqual([expect.stringContaining('una página de pago que quedó anulada')]);
      expect((await notify({ gatewayOrder, amountCents: 71900, paid: true })).json()).toMatchObject({ repetida: true });
    });

    it('opens the payment page for the order as an edit landing while it opened left it, never for the content read before', async () => {
      const { referencia } = (await save(form({ ...nationalOrder, selectedPlan: 'basic' }))).json();
      const before = await context.services.orders.find(referencia);
      await save(form({ ...nationalOrder, selectedPlan: 'premium' }, { referencia }));
      // The page's first read of the order came just before the edit committed.
      const find = vi.spyOn(context.services.orders, 'find').mockResolvedValueOnce(before);
      try {
        const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('719,00 €');
      } finally {
        find.mockRestore();
      }
      const attempts = await context.services.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, before!.id));
      expect(attempts.map((attempt) => attempt.amountCents)).toEqual([71900]);
      expect(await statusOf(referencia)).toBe('awaiting_payment');
    });

    it('cancels a payment page left open in another tab when the order is edited after a later attempt failed', async () => {
      const { referencia, numero } = (await save(form(nationalOrder))).json();
      const older = await startPayment(referencia);
      const newer = await startPayment(referencia);
      await notify({ gatewayOrder: newer, amountCents: 71900, paid: false });
      expect(await statusOf(referencia)).toBe('payment_failed');
      const cheaper = await save(form({ ...nationalOrder, selectedPlan: 'basic' }, { referencia }));
      expect(cheaper.json().total.centimos).toBe(61900);
      await notify({ gatewayOrder: older, amountCents: 71900, paid: true });
      expect(await statusOf(referencia)).toBe('payment_failed');
      expect(await officeSubjects()).toContain(`Pago recibido en el pedido ${numero} por una página de pago anulada`);
    });

    it('tells the office of money received for another amount, and marks the payment as not applied', async () => {
      const { referencia, numero } = (await save(form(nationalOrder))).json();
      const gatewayOrder = await startPayment(referencia);
      await notify({ gatewayOrder, amountCents: 100, paid: true });
      expect(await statusOf(referencia)).toBe('payment_failed');
      expect(await officeSubjects()).toContain(`Pago con importe distinto en el pedido ${numero}`);
      expect(await clientNotices(numero)).toEqual([expect.stringContaining('Hemos recibido un pago de 1,00 €')]);
    });

    it('lets no replayed failure of an old attempt touch an order with a newer one', async () => {
      const { referencia } = (await save(form(nationalOrder))).json();
      const first = await startPayment(referencia);
      await startPayment(referencia);
      expect(await statusOf(referencia)).toBe('awaiting_payment');
      await notify({ gatewayOrder: first, amountCents: 71900, paid: false });
      expect(await statusOf(referencia)).toBe('awaiting_payment');
    });

    it('shows the visitor’s order page only for its reference, with lines, timeline and a way to pay again', async () => {
      const { referencia, numero } = (await save(form(nationalOrder))).json();
      const gatewayOrder = await startPayment(referencia);
      await notify({ gatewayOrder, amountCents: 71900, paid: false });
      const page = await context.app.inject({ method: 'GET', url: `/api/pedido/${referencia}` });
      expect(page.statusCode).toBe(200);
      const view = page.json();
      expect(view).toMatchObject({
        numero,
        producto: 'Marca Nacional',
        estado: 'payment_failed',
        estadoTexto: 'Pago no completado',
        total: { centimos: 71900, texto: '719,00 €' },
        pagable: true,
      });
      expect(view.lineas).toEqual([
        { concepto: 'Plan Premium', importe: '299,00 €' },
        { concepto: '2 clases adicionales', importe: '300,00 €' },
        { concepto: 'Tipo TRIDIMENSIONAL', importe: '120,00 €' },
      ]);
      // In the client's words: the draft and the payment page opened are the shop's own steps (order-timeline.ts).
      expect(view.historial.map((event: { estado: string }) => event.estado)).toEqual(['payment_failed']);
      const second = await startPayment(referencia);
      await notify({ gatewayOrder: second, amountCents: 71900, paid: true });
      const paid = (await context.app.inject({ method: 'GET', url: `/api/pedido/${referencia}` })).json();
      expect(paid).toMatchObject({ estadoTexto: 'Pagado', pagable: false });
      for (const wrong of [numero, 'AAAAAAAAAAAAAAAAAAAAAAAA', referencia.slice(0, -1)]) {
        expect((await context.app.inject({ method: 'GET', url: `/api/pedido/${encodeURIComponent(wrong)}` })).statusCode).toBe(404);
      }
    });

    it('refuses an unknown gateway order number and a forged signature without touching the order', async () => {
      const { referencia } = (await save(form(nationalOrder))).json();
      const gatewayOrder = await startPayment(referencia);
      expect((await notify({ gatewayOrder: '9999zzzzzzzz', amountCents: 71900, paid: true })).statusCode).toBe(404);
      const forged = await context.app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: FORM,
        payload: redsysNotification({ Ds_Order: gatewayOrder, Ds_Amount: '71900', Ds_Currency: '978', Ds_Response: '0000' }),
      });
      expect(forged.statusCode).toBe(400);
      expect(await statusOf(referencia)).toBe('awaiting_payment');
    });
  });

  describe(`Redsys on ${database.name}`, () => {
    const context = useTestApp({
      ...database.options,
      publicUrl: 'https://tienda.example.es',
      redsys: { merchantCode: '999008881', terminal: '1', secretKey: SECRET, env: 'test' },
    });

    it('sends the browser to Redsys with signed parameters built from the server total, under the CSP', async () => {
      const { referencia } = (
        await context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: form(nationalOrder), headers: { host: 'evil.example.com' } })
      ).json();
      const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}`, headers: { host: 'evil.example.com' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('action="https://sis-t.redsys.es:25443/sis/realizarPago"');
      expect(page.body).toContain('<script src="/g/redirect.js" defer></script>');
      expect(page.body).not.toMatch(/<script>/);
      expect(page.headers['content-security-policy']).toContain("form-action 'self' https://sis-t.redsys.es:25443");
      const field = (name: string) =>
        new RegExp(`name="${name}" value="([^"]+)"`)
          .exec(page.body)![1]!
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&');
      expect(field('Ds_SignatureVersion')).toBe('HMAC_SHA256_V1');
      const parameters = decodeParameters(field('Ds_MerchantParameters'))!;
      expect(parameters).toMatchObject({
        DS_MERCHANT_AMOUNT: '71900',
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_MERCHANTCODE: '999008881',
        DS_MERCHANT_TERMINAL: '1',
        DS_MERCHANT_MERCHANTURL: 'https://tienda.example.es/api/pagos/notificacion',
        DS_MERCHANT_URLOK: `https://tienda.example.es/pago/ok?trans=${referencia}`,
        DS_MERCHANT_URLKO: `https://tienda.example.es/pago/ko?trans=${referencia}`,
        DS_MERCHANT_PRODUCTDESCRIPTION: 'Marca Nacional',
        DS_MERCHANT_TITULAR: 'Lucía Martínez Soler',
        DS_MERCHANT_CONSUMERLANGUAGE: '1',
      });
      expect(parameters.DS_MERCHANT_ORDER).toMatch(/^\d{4}[0-9A-Za-z]{8}$/);
      expect(field('Ds_Signature')).toBe(signParameters(SECRET, parameters.DS_MERCHANT_ORDER!, field('Ds_MerchantParameters')));
      const script = await context.app.inject({ method: 'GET', url: '/g/redirect.js' });
      expect(script.headers['content-type']).toMatch(/javascript/);

      // Redsys' notification, signed with the merchant secret, pays the order; the same with a wrong amount does not.
      const wrong = await context.app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: FORM,
        payload: redsysNotification({ Ds_Order: parameters.DS_MERCHANT_ORDER!, Ds_Amount: '100', Ds_Currency: '978', Ds_Response: '0000' }),
      });
      expect(wrong.statusCode).toBe(200);
      expect((await context.services.orders.find(referencia))?.status).toBe('payment_failed');
      const again = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const order = decodeParameters(/name="Ds_MerchantParameters" value="([^"]+)"/.exec(again.body)![1]!)!.DS_MERCHANT_ORDER!;
      const paid = await context.app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: FORM,
        payload: redsysNotification({ Ds_Order: order, Ds_Amount: '71900', Ds_Currency: '978', Ds_Response: '0000' }),
      });
      expect(paid.statusCode).toBe(200);
      expect((await context.services.orders.find(referencia))?.status).toBe('paid');
    });
  });

  describe(`proxy trust on ${database.name}`, () => {
    it('counts a client that spoofs X-Forwarded-For against its own limit when no proxy is trusted', async () => {
      const own = isolated(database.options);
      const limited = await buildApp({ ...own.options, orderRateLimit: 2 });
      try {
        const send = (spoofed: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/guardar_marca',
            payload: form(nationalOrder),
            remoteAddress: '10.1.2.3',
            headers: { 'x-forwarded-for': spoofed },
          });
        expect((await send('1.1.1.1')).statusCode).toBe(201);
        expect((await send('2.2.2.2')).statusCode).toBe(201);
        expect((await send('3.3.3.3')).statusCode).toBe(429);
      } finally {
        await limited.app.close();
        await own.cleanup();
      }
    });
  });
}
