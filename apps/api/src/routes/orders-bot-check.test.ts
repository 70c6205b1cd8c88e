import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@shop/flow-kit/contact';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { internationalOrder, nationalOrder } from '../testing/orders';
import { orderForm } from '../testing/forms';
import { botTokenFrom } from '../testing/bot-check';
import { orders } from '../db/schema';
import { UNCHECKED_NOTICE } from '../services/quote-requests';
import { UNCHECKED_ORDER_NOTICE } from '../mail/templates';

const REFUSED = { error: CONTACT_MESSAGES.botCheckFailed, fields: { recaptchaToken: CONTACT_MESSAGES.botCheckFailed } };

for (const database of await testDatabases()) {
  describe(`the bot check on new orders (DECISIONS §7) on ${database.name}`, () => {
    const context = useTestApp(database.options);
    const save = (body: FormData, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body, headers });
    const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;
    const stored = async (referencia: string) => (await context.services.orders.find(referencia))!;

    it('records a new order whose token passed as checked; its later saves need none', async () => {
      const created = await save(orderForm(nationalOrder, { recaptchaToken: await botTokenFrom(context.app) }));
      expect(created.statusCode).toBe(201);
      const { referencia } = created.json();
      expect((await stored(referencia)).botChecked).toBe(true);
      const updated = await save(orderForm({ ...nationalOrder, brandName: 'Otra Marca' }, { referencia }));
      expect(updated.statusCode).toBe(200);
      expect((await stored(referencia)).botChecked).toBe(true);
    });

    it('refuses a token that is forged, malformed or already spent, and stores nothing', async () => {
      const spent = await botTokenFrom(context.app);
      expect((await save(orderForm(nationalOrder, { recaptchaToken: spent }))).statusCode).toBe(201);
      const before = await orderCount();
      for (const token of [spent, 'no-es-un-token', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')]) {
        const refused = await save(orderForm(nationalOrder, { recaptchaToken: token }));
        expect(refused.statusCode, token).toBe(400);
        expect(refused.json()).toMatchObject(REFUSED);
      }
      expect(await orderCount()).toBe(before);
    });

    it("answers a retried save with the first order even though the retry's token is spent", async () => {
      const token = await botTokenFrom(context.app);
      const headers = { 'idempotency-key': 'reintento-bot-check' };
      const first = await save(orderForm(nationalOrder, { recaptchaToken: token }), headers);
      const retried = await save(orderForm(nationalOrder, { recaptchaToken: token }), headers);
      expect(first.statusCode).toBe(201);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().referencia).toBe(first.json().referencia);
    });

    it("takes an order without a token, as the spec's call sends it, marked unchecked for staff and in the office's quote mail", async () => {
      const created = await save(orderForm(internationalOrder));
      expect(created.statusCode).toBe(201);
      const { referencia } = created.json();
      expect((await stored(referencia)).botChecked).toBe(false);
      const request = await context.app.inject({
        method: 'POST',
        url: '/api/enviar_email_internacional',
        payload: orderForm(internationalOrder, { referencia }),
      });
      expect(request.statusCode).toBe(200);
      const [visitor, office] = (await context.services.outbox.pending()).slice(-2).map((mail) => mail.payload as { to: string; text: string });
      expect(office!.text).toContain(UNCHECKED_NOTICE);
      expect(visitor!.text).not.toContain(UNCHECKED_NOTICE);
    });

    it("warns the office in its paid-order mail when the order came without the check, never the client's receipt", async () => {
      const pay = async (referencia: string, amountCents: number) => {
        const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
        const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
        const notice = context.services.testGateway!.sign({ gatewayOrder, amountCents, paid: true });
        const answer = await context.app.inject({
          method: 'POST',
          url: '/api/pagos/notificacion',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(notice).toString(),
        });
        expect(answer.statusCode).toBe(200);
        return (await context.services.outbox.pending()).slice(-2).map((mail) => mail.payload as { to: string; text: string; html: string });
      };
      const unchecked = (await save(orderForm(nationalOrder))).json();
      const [receipt, office] = await pay(unchecked.referencia, unchecked.total.centimos);
      expect(office!.text).toContain(UNCHECKED_ORDER_NOTICE);
      expect(office!.html).toContain(UNCHECKED_ORDER_NOTICE);
      expect(receipt!.text).not.toContain('anti-robot');
      const checked = (await save(orderForm(nationalOrder, { recaptchaToken: await botTokenFrom(context.app) }))).json();
      const [, officeOfChecked] = await pay(checked.referencia, checked.total.centimos);
      expect(officeOfChecked!.text).not.toContain(UNCHECKED_ORDER_NOTICE);
    });

    it('does not warn the office about a quote request whose order passed the check', async () => {
      const { referencia } = (await save(orderForm(internationalOrder, { recaptchaToken: await botTokenFrom(context.app) }))).json();
      await context.app.inject({ method: 'POST', url: '/api/enviar_email_internacional', payload: orderForm(internationalOrder, { referencia }) });
      const office = (await context.services.outbox.pending()).at(-1)!.payload as { text: string };
      expect(office.text).toContain('México');
      expect(office.text).not.toContain(UNCHECKED_NOTICE);
    });
  });

  describe(`with SHOP_ORDER_BOT_CHECK=required on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, requireOrderBotCheck: true });
    const save = (body: FormData) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body });

    it('refuses a new order without a token, takes one with, and updates by reference alone', async () => {
      const refused = await save(orderForm(nationalOrder));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject(REFUSED);
      const created = await save(orderForm(nationalOrder, { recaptchaToken: await botTokenFrom(context.app) }));
      expect(created.statusCode).toBe(201);
      expect((await save(orderForm(nationalOrder, { referencia: created.json().referencia }))).statusCode).toBe(200);
    });

    it('judges the order first: an invalid order is told what is wrong with it, its token unspent', async () => {
      const token = await botTokenFrom(context.app);
      const invalid = await save(orderForm({ ...nationalOrder, email: '' }, { recaptchaToken: token }));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fields).toEqual({ email: 'El email es obligatorio' });
      expect((await save(orderForm(nationalOrder, { recaptchaToken: token }))).statusCode).toBe(201);
    });
  });
}
