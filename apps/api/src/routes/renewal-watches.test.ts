import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { renewalWatches } from '../db/schema';
import { buildApp, type AppOptions } from '../app';
import { isolated, testDatabases } from '../testing/databases';
import { mailsTo } from '../testing/after-sale';
import { WATCH_MESSAGES } from '@shop/flows/parts/renewal-watch';

const PUBLIC_URL = 'https://tienda.example.es';
const JSON_BODY = { 'content-type': 'application/json' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const watch = (email: string, patch: Record<string, unknown> = {}) => ({
  pagina: '/renovacion-marca-nacional',
  numero: 'M 4.123.456',
  nombre: 'Horchata Clara',
  fechaPresentacion: '2016-09-15',
  email,
  aceptaPrivacidad: true,
  ...patch,
});

/** The confirmation link's token in the last mail written to `email`. */
const tokenIn = async (services: Parameters<typeof mailsTo>[0], email: string) => {
  const mail = (await mailsTo(services, email)).filter((item) => item.subject.startsWith('Confirma el aviso')).at(-1)!;
  return new URL(/https:\/\/\S+\/avisos-renovacion\/confirmar\?token=[\w-]+/.exec(mail.text)![0]).searchParams.get('token')!;
};

/**
 * 'Avísame cuando toque renovar' (DECISIONS §13, ADR 014): a right filed elsewhere, double opt-in,
 * then the same reminders as an order's right, each once (across passes and restarts), leading to
 * the renewal flow prefilled, with the same one-click stop.
 */
for (const database of await testDatabases()) {
  describe(`renewal watches on ${database.name}`, { timeout: 120_000 }, () => {
    // Not in memory: a second app opens the same database, as a restart does.
    const own = isolated({ ...database.options, inMemory: false });
    let today = '2026-04-01';
    const options: AppOptions = { ...own.options, publicUrl: PUBLIC_URL, today: () => today };
    afterAll(() => own.cleanup());

    it('answers the same for any sign-up, refuses bad data in Spanish, and sends no reminder before the link is confirmed', async () => {
      const { app, services } = await buildApp(options);
      try {
        const post = (body: object) => app.inject({ method: 'POST', url: '/api/avisos-renovacion', headers: JSON_BODY, payload: body });
        const first = await post(watch('sin.confirmar@example.es'));
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json()).toEqual({ ok: true, mensaje: WATCH_MESSAGES.sent });
        const again = await post(watch('sin.confirmar@example.es'));
        expect(again.json()).toEqual(first.json());
        const mails = await mailsTo(services, 'sin.confirmar@example.es');
        expect(mails).toHaveLength(2);
        expect(mails[0]!.subject).toBe('Confirma el aviso de renovación de tu marca «Horchata Clara» (M4123456)');
        // Unconfirmed: the job has nothing to send.
        expect(await app.reminders.runOnce()).toBe(0);
        expect(await mailsTo(services, 'sin.confirmar@example.es')).toHaveLength(2);

        const refused = async (patch: Record<string, unknown>) => {
          const response = await post(watch('mal@example.es', patch));
          expect(response.statusCode, response.body).toBe(400);
          return (response.json() as { fields: Record<string, string> }).fields;
        };
        expect(await refused({ numero: '018123456' })).toEqual({
          numero: 'Escribe el número como lo da la oficina: M y 7 cifras, como M4123456; N y 7 cifras, como N0412345',
        });
        expect(await refused({ fechaPresentacion: '2026-04-02' })).toEqual({ fechaPresentacion: WATCH_MESSAGES.dateFuture });
        expect(await refused({ fechaPresentacion: '1989-12-31' })).toEqual({ fechaPresentacion: WATCH_MESSAGES.dateTooOld });
        expect(await refused({ fechaPresentacion: '2016-02-30' })).toEqual({ fechaPresentacion: WATCH_MESSAGES.dateShape });
        expect(await refused({ aceptaPrivacidad: false, email: 'no-es-un-email' })).toMatchObject({
          aceptaPrivacidad: WATCH_MESSAGES.privacy,
          email: expect.any(String),
        });
        expect(await refused({ pagina: '/marca-nacional' })).toEqual({ pagina: WATCH_MESSAGES.page });
        // The European page takes the EUIPO's numbers only.
        expect(await refused({ pagina: '/renovacion-marca-europea' })).toHaveProperty('numero');
        expect(await mailsTo(services, 'mal@example.es')).toHaveLength(0);

        // A form posted before the page's code ran (its fields carry the form's prefix) is sent back to its page, told how it went.
        const formPost = (fields: Record<string, string>) =>
          app.inject({ method: 'POST', url: '/api/avisos-renovacion', headers: FORM, payload: new URLSearchParams(fields).toString() });
        const plain = {
          pagina: '/renovacion-marca-europea',
          'aviso-numero': '018123456',
          'aviso-fechaPresentacion': '2019-05-02',
          'aviso-email': 'sin.js@example.es',
        };
        const sent = await formPost({ ...plain, 'aviso-aceptaPrivacidad': 'on' });
        expect(sent.statusCode).toBe(303);
        expect(sent.headers.location).toBe('/renovacion-marca-europea?aviso=enviado#aviso');
        expect((await mailsTo(services, 'sin.js@example.es'))[0]!.subject).toBe('Confirma el aviso de renovación de tu marca europea (018123456)');
        expect((await formPost(plain)).headers.location).toBe('/renovacion-marca-europea?aviso=revisar#aviso');
        // Never sent elsewhere than a renewal page.
        expect((await formPost({ ...plain, pagina: 'https://elsewhere.example/' })).statusCode).toBe(400);
      } finally {
        await app.close();
      }
    });

    it('confirms once by the link, refuses a forged one, and writes each reminder once, also after a restart', async () => {
      let { app, services } = await buildApp(options);
      try {
        const email = 'aviso.renovacion@example.es';
        await app.inject({ method: 'POST', url: '/api/avisos-renovacion', headers: JSON_BODY, payload: watch(email) });
        const token = await tokenIn(services, email);
        // The link's page asks for a button; the page itself confirms nothing.
        const page = await app.inject({ method: 'GET', url: `/avisos-renovacion/confirmar?token=${token}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Confirmar el aviso');
        expect(await app.reminders.runOnce()).toBe(0);

        const confirm = (value: string) =>
          app.inject({ method: 'POST', url: '/api/avisos-renovacion/confirmar', headers: JSON_BODY, payload: { token: value } });
        const forged = await confirm(`${token.slice(0, -2)}xx`);
        expect(forged.statusCode).toBe(404);
        expect(forged.json().error).toMatch(/^Este enlace no es válido/);
        expect((await confirm('<script>')).statusCode).toBe(404);
        const confirmed = await confirm(token);
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        expect(confirmed.json().mensaje).toBe('Aviso confirmado: te escribiremos cuando toque renovar tu marca «Horchata Clara» (M4123456).');
        const twice = await confirm(token);
        expect(twice.statusCode).toBe(200);
        expect(twice.json().mensaje).toMatch(/^Este aviso ya estaba confirmado/);
        // The form's POST (no JavaScript) says the same.
        const formPost = await app.inject({ method: 'POST', url: '/avisos-renovacion/confirmar', headers: FORM, payload: `token=${token}` });
        expect(formPost.body).toContain('ya estaba confirmado');

        // Filed 15/09/2016: renewal due 15/09/2026; on 01/04/2026 the 6-month step (15/03) is due.
        expect(await app.reminders.runOnce()).toBe(1);
        const reminders = (await mailsTo(services, email)).filter((mail) => !mail.subject.startsWith('Confirma'));
        expect(reminders).toHaveLength(1);
        const [reminder] = reminders;
        expect(reminder!.subject).toBe('Quedan 6 meses: Renovación de tu marca «Horchata Clara» (M4123456)');
        expect(reminder!.text).toContain(`${PUBLIC_URL}/renovacion-marca-nacional?selectedMarkType=nacional&brandNumber=M4123456&brandName=Horchata+Clara`);
        expect(reminder!.text).not.toContain('/pedido/');
        const stopUrl = reminder!.headers!['List-Unsubscribe']!.slice(1, -1);
        expect(stopUrl).toMatch(/^https:\/\/tienda\.example\.es\/recordatorios\/baja\?token=/);

        expect(await app.reminders.runOnce()).toBe(0);
        await app.close();
        ({ app, services } = await buildApp(options));
        expect(await app.reminders.runOnce()).toBe(0);
        expect((await mailsTo(services, email)).filter((mail) => !mail.subject.startsWith('Confirma'))).toHaveLength(1);

        // The same one-click stop as an order's: nothing more after it.
        const stopped = await app.inject({
          method: 'POST',
          url: new URL(stopUrl).pathname + new URL(stopUrl).search,
          headers: FORM,
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(stopped.statusCode).toBe(200);
        expect(stopped.body).toContain('M4123456');
        today = '2026-08-20';
        expect(await app.reminders.runOnce()).toBe(0);
      } finally {
        today = '2026-04-01';
        await app.close();
      }
    });

    it('follows the same right asked for twice by the same address once', async () => {
      const { app, services } = await buildApp(options);
      try {
        const email = 'dos.veces@example.es';
        const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/avisos-renovacion/confirmar', headers: JSON_BODY, payload: { token } });
        await app.inject({ method: 'POST', url: '/api/avisos-renovacion', headers: JSON_BODY, payload: watch(email) });
        expect((await confirm(await tokenIn(services, email))).json().mensaje).toMatch(/^Aviso confirmado/);
        await app.inject({ method: 'POST', url: '/api/avisos-renovacion', headers: JSON_BODY, payload: watch('Dos.Veces@example.es') });
        // The address is taken as typed for the mail and compared without case.
        const second = await confirm(await tokenIn(services, email));
        expect(second.statusCode).toBe(200);
        expect(second.json().mensaje).toMatch(/^Este aviso ya estaba confirmado/);
        expect(await app.reminders.runOnce()).toBe(1);
        const sent = await mailsTo(services, email);
        expect(sent.filter((mail) => !mail.subject.startsWith('Confirma'))).toHaveLength(1);
      } finally {
        await app.close();
      }
    });

    it('does not confirm with a link past its seven days', async () => {
      const { app, services } = await buildApp({ ...options, now: () => new Date('2026-03-01T10:00:00Z') });
      try {
        await app.inject({ method: 'POST', url: '/api/avisos-renovacion', headers: JSON_BODY, payload: watch('tarde@example.es') });
        const token = await tokenIn(services, 'tarde@example.es');
        await app.close();
        const later = await buildApp({ ...options, now: () => new Date('2026-03-09T10:00:00Z') });
        try {
          const late = await later.app.inject({ method: 'POST', url: '/api/avisos-renovacion/confirmar', headers: JSON_BODY, payload: { token } });
          expect(late.statusCode).toBe(404);
          expect((await later.app.inject({ method: 'GET', url: `/avisos-renovacion/confirmar?token=${token}` })).statusCode).toBe(404);
          expect(await later.app.reminders.runOnce()).toBe(0);
          // Nobody confirmed it: the address is not kept.
          expect(await later.app.renewalWatches.forgetUnconfirmed()).toBeGreaterThanOrEqual(1);
          const kept = await later.services.db.select().from(renewalWatches).where(eq(renewalWatches.email, 'tarde@example.es'));
          expect(kept).toEqual([]);
        } finally {
          await later.app.close();
        }
      } finally {
        await app.close().catch(() => undefined);
      }
    });
  });
}
