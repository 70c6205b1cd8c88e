import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type AppOptions } from '../app';
import { isolated, testDatabases } from '../testing/databases';
import { asStaff, mailsTo, paidOrder, staffSignIn } from '../testing/after-sale';
import { auditLog, rightFollowups } from '../db/schema';

const PUBLIC_URL = 'https://tienda.example.es';
/** The one-click stop, as the List-Unsubscribe header carries it. */
const stopLinkOf = (mail: { headers?: Record<string, string> }) => mail.headers!['List-Unsubscribe']!.slice(1, -1);

/**
 * DECISIONS §13: reminders 6 months, 1 month and 1 week before a deadline and when its grace starts,
 * each once (across passes, restarts and instances), each with the flow's link and a one-click stop.
 */
for (const database of await testDatabases()) {
  // Each test opens a database kept on disk (twice for the restart), which PGlite takes seconds to do.
  describe(`reminders on ${database.name}`, { timeout: 120_000 }, () => {
    // Not in memory: a second app opens the same database, as a restart does.
    const own = isolated({ ...database.options, inMemory: false });
    let today = '2026-04-01';
    const options: AppOptions = { ...own.options, publicUrl: PUBLIC_URL, adminLoginRateLimit: 200, today: () => today };
    afterAll(() => own.cleanup());

    it('writes one reminder for a paid order whose facts make one due, and none more after another pass or a restart', async () => {
      let { app, services } = await buildApp(options);
      try {
        const staff = await staffSignIn(app, services);
        const email = 'lucia.recordatorios@example.es';
        const order = await paidOrder(app, services, { email, brandName: 'Horchata Clara' });
        // Filed 15/09/2016: the renewal is due 15/09/2026; on 01/04/2026 the 6-month reminder (15/03) is due.
        const recorded = await asStaff(app, staff, 'POST', `/api/admin/orders/${order.numero}/filing`, {
          officeNumber: 'M4123456',
          filedOn: '2016-09-15',
          grantedOn: '2017-02-10',
        });
        expect(recorded.statusCode, recorded.body).toBe(200);
        const before = (await mailsTo(services, email)).length;
        expect(await app.reminders.runOnce()).toBe(1);
        const mails = (await mailsTo(services, email)).slice(before);
        expect(mails).toHaveLength(1);
        const [reminder] = mails;
        expect(reminder!.subject).toBe('Quedan 6 meses: Renovación de tu marca «Horchata Clara» (M4123456)');
        expect(reminder!.text).toContain('Ya puedes renovar tu marca. Sin recargo hasta el 15/09/2026; con recargo hasta el 15/03/2027.');
        // The flow that does the job, prefilled with the mark's number and name.
        expect(reminder!.text).toContain(`${PUBLIC_URL}/renovacion-marca-nacional?selectedMarkType=nacional&brandNumber=M4123456&brandName=Horchata+Clara`);
        expect(reminder!.text).toContain(`${PUBLIC_URL}/pedido/${order.referencia}`);
        const stopUrl = stopLinkOf(reminder!);
        expect(stopUrl).toMatch(/^https:\/\/tienda\.example\.es\/recordatorios\/baja\?token=/);
        expect(reminder!.text).toContain(stopUrl);
        expect(reminder!.headers).toEqual({ 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

        expect(await app.reminders.runOnce()).toBe(0);
        await app.close();
        ({ app, services } = await buildApp(options));
        expect(await app.reminders.runOnce()).toBe(0);
        expect(await mailsTo(services, email)).toHaveLength(before + 1);

        // A month before the due day, the next step goes, once.
        today = '2026-08-20';
        expect(await app.reminders.runOnce()).toBe(1);
        expect((await mailsTo(services, email)).at(-1)!.subject).toBe('Queda 1 mes: Renovación de tu marca «Horchata Clara» (M4123456)');
        expect(await app.reminders.runOnce()).toBe(0);
      } finally {
        today = '2026-04-01';
        await app.close();
      }
    });

    it('sends only the latest step due when the facts come late, and the grace reminder once the due day has passed', async () => {
      const { app, services } = await buildApp(options);
      try {
        const staff = await staffSignIn(app, services, 'gestora@example.es');
        const late = await paidOrder(app, services, { email: 'tarde@example.es' });
        // Due 20/04/2026: the 6-month and 1-month steps are both past on 01/04; only the 1-month one goes.
        await asStaff(app, staff, 'POST', `/api/admin/orders/${late.numero}/filing`, { officeNumber: 'M4000001', filedOn: '2016-04-20' });
        const inGrace = await paidOrder(app, services, { email: 'gracia@example.es' });
        // Due 10/02/2026: on 01/04 the grace (until 10/08/2026) has started; the earlier steps are skipped.
        await asStaff(app, staff, 'POST', `/api/admin/orders/${inGrace.numero}/filing`, { officeNumber: 'M4000002', filedOn: '2016-02-10' });
        await app.reminders.runOnce();

        const lateMails = (await mailsTo(services, 'tarde@example.es')).filter((mail) => mail.subject.includes('Renovación'));
        expect(lateMails.map((mail) => mail.subject)).toEqual(['Queda 1 mes: Renovación de tu marca «Horchata Clara» (M4000001)']);
        const lateRows = await app.reminders.sentFor((await services.orders.find(late.referencia))!.id);
        expect(lateRows.map((row) => [row.step, row.sent]).sort()).toEqual([
          ['1m', true],
          ['6m', false],
        ]);
        const graceMails = (await mailsTo(services, 'gracia@example.es')).filter((mail) => mail.subject.includes('recargo'));
        expect(graceMails.map((mail) => mail.subject)).toEqual(['Plazo con recargo: Renovación de tu marca «Horchata Clara» (M4000002)']);
        expect(graceMails[0]!.text).toContain('El plazo sin recargo terminó el 10/02/2026. Aún puedes renovar tu marca con recargo hasta el 10/08/2026.');
      } finally {
        await app.close();
      }
    });

    it('stops a right’s reminders with one click from the mail, logged, and sends none after', async () => {
      const { app, services } = await buildApp(options);
      try {
        const staff = await staffSignIn(app, services, 'tercero@example.es');
        const email = 'baja@example.es';
        const order = await paidOrder(app, services, { email });
        await asStaff(app, staff, 'POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: 'M4000003', filedOn: '2016-09-20' });
        await app.reminders.runOnce();
        const stopUrl = new URL(stopLinkOf((await mailsTo(services, email)).at(-1)!));
        const path = `${stopUrl.pathname}${stopUrl.search}`;

        // The link shows a button (a scanner following links stops nothing)...
        const page = await app.inject({ method: 'GET', url: path });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('No quiero más recordatorios');
        // ...and the POST a mail client sends from List-Unsubscribe-Post stops them (RFC 8058).
        const stop = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(stop.statusCode, stop.body).toBe(200);
        expect(stop.body).toContain(`pedido ${order.numero}`);
        const logged = await services.db.select().from(auditLog).where(eq(auditLog.action, 'reminders.stop'));
        expect(logged.map((row) => row.entityId)).toContain(order.numero);

        const forged = await app.inject({
          method: 'POST',
          url: `${stopUrl.pathname}?token=1.AAAA`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        expect(forged.statusCode).toBe(404);

        // Due again (facts corrected), the stopped right sends nothing.
        const orderId = (await services.orders.find(order.referencia))!.id;
        await services.db.update(rightFollowups).set({ nextReminderOn: '1990-01-01' }).where(eq(rightFollowups.orderId, orderId));
        const sent = (await mailsTo(services, email)).length;
        today = '2026-08-25';
        await app.reminders.runOnce();
        expect(await mailsTo(services, email)).toHaveLength(sent);
      } finally {
        today = '2026-04-01';
        await app.close();
      }
    });
  });
}

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');

describe.runIf(postgres)('reminders with two instances on one PostgreSQL', () => {
  const shared = isolated(postgres!.options);
  const second = isolated(postgres!.options);
  afterAll(async () => {
    await shared.cleanup();
    await second.cleanup();
  });

  it('sends each reminder once when both passes run at the same moment', async () => {
    const options: AppOptions = { ...shared.options, publicUrl: PUBLIC_URL, today: () => '2026-04-01' };
    const one = await buildApp(options);
    const two = await buildApp({ ...options, dataDir: second.options.dataDir });
    try {
      const staff = await staffSignIn(one.app, one.services);
      const emails = ['una@example.es', 'dos@example.es', 'tres@example.es'];
      for (const [index, email] of emails.entries()) {
        const order = await paidOrder(one.app, one.services, { email });
        await asStaff(one.app, staff, 'POST', `/api/admin/orders/${order.numero}/filing`, { officeNumber: `M400010${index}`, filedOn: '2016-09-15' });
      }
      const [a, b] = await Promise.all([one.app.reminders.runOnce(), two.app.reminders.runOnce()]);
      expect(a + b).toBe(3);
      for (const email of emails) expect((await mailsTo(one.services, email)).filter((mail) => mail.subject.startsWith('Quedan 6 meses'))).toHaveLength(1);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});
