import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { asStaff, mailsTo, paidOrder, staffSignIn } from '../testing/after-sale';
import { LINK_SENT } from './my-orders-schemas';

const PUBLIC_URL = 'https://tienda.example.es';
const JSON_BODY = { 'content-type': 'application/json' };

/** The session cookie a response set, as the browser sends it back. */
const sessionCookie = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'mis_pedidos');
  return cookie ? `mis_pedidos=${cookie.value}` : '';
};

/** DECISIONS §13: Mis pedidos opens with a one-time link mailed to the client; no passwords. */
for (const database of await testDatabases()) {
  describe(`Mis pedidos on ${database.name}`, () => {
    let clock = new Date('2026-04-01T10:00:00Z');
    const context = useTestApp({
      ...database.options,
      publicUrl: PUBLIC_URL,
      adminLoginRateLimit: 200,
      today: () => '2026-04-01',
      now: () => clock,
      myOrdersLinkLimits: { perClient: 8, perAddress: 3 },
    });
    const post = (url: string, payload: object, remoteAddress = '10.0.0.1') =>
      context.app.inject({ method: 'POST', url, payload, headers: JSON_BODY, remoteAddress });
    /** The access token of the last link mailed to `email`. */
    const lastLink = async (email: string) => {
      const mail = (await mailsTo(context.services, email)).filter((item) => item.subject.startsWith('Tu enlace')).at(-1);
      return mail ? new URL(/https:\/\/\S+\/mis-pedidos\?acceso=[\w-]+/.exec(mail.text)![0]).searchParams.get('acceso')! : undefined;
    };

    it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
      await paidOrder(context.app, context.services, { email: 'Ana.Cliente@Example.es' });
      const known = await post('/api/mis-pedidos/enlace', { email: 'ana.cliente@example.es' }, '10.0.1.1');
      const unknown = await post('/api/mis-pedidos/enlace', { email: 'nadie@example.es' }, '10.0.1.2');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ ok: true, mensaje: LINK_SENT });
      expect(known.headers['cache-control']).toBe('no-store');
      const token = await lastLink('ana.cliente@example.es');
      // 256 bits, base64url.
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(await mailsTo(context.services, 'nadie@example.es')).toEqual([]);
    });

    it('opens a session once per link, for 7 days, and the link expires after 30 minutes', async () => {
      const email = 'bea@example.es';
      await paidOrder(context.app, context.services, { email });
      await post('/api/mis-pedidos/enlace', { email }, '10.0.2.1');
      const token = (await lastLink(email))!;
      const opened = await post('/api/mis-pedidos/sesion', { acceso: token });
      expect(opened.statusCode, opened.body).toBe(200);
      const cookie = opened.cookies.find((item) => item.name === 'mis_pedidos')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/mis-pedidos', maxAge: 7 * 24 * 3600 });
      expect((await post('/api/mis-pedidos/sesion', { acceso: token })).statusCode).toBe(401);

      await post('/api/mis-pedidos/enlace', { email }, '10.0.2.1');
      const late = (await lastLink(email))!;
      clock = new Date(clock.getTime() + 31 * 60_000);
      try {
        const refused = await post('/api/mis-pedidos/sesion', { acceso: late });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().error).toBe('Este enlace ya se ha usado o ha caducado. Pide uno nuevo: llega en un minuto.');
      } finally {
        clock = new Date('2026-04-01T10:00:00Z');
      }
    });

    it('refuses without a session, and lists every order of that address and never another’s', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/api/mis-pedidos' })).statusCode).toBe(401);
      const email = 'carmen@example.es';
      const mine = [await paidOrder(context.app, context.services, { email }), await paidOrder(context.app, context.services, { email: 'CARMEN@example.es' })];
      const theirs = await paidOrder(context.app, context.services, { email: 'otra@example.es' });
      const staff = await staffSignIn(context.app, context.services, 'agenda.gestor@example.es');
      await asStaff(context.app, staff, 'POST', `/api/admin/orders/${mine[0]!.numero}/filing`, { officeNumber: 'M4200001', filedOn: '2016-09-15' });
      await post('/api/mis-pedidos/enlace', { email }, '10.0.3.1');
      const cookie = sessionCookie(await post('/api/mis-pedidos/sesion', { acceso: (await lastLink(email))! }));

      const listed = await context.app.inject({ method: 'GET', url: '/api/mis-pedidos', headers: { cookie } });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      const body = listed.json();
      expect(body.pedidos.map((order: { numero: string }) => order.numero).sort()).toEqual(mine.map((order) => order.numero).sort());
      expect(body.pedidos.map((order: { numero: string }) => order.numero)).not.toContain(theirs.numero);
      const withFacts = body.pedidos.find((order: { numero: string }) => order.numero === mine[0]!.numero);
      // What the order's own page shows: receipt, timeline, deadlines.
      const page = (await context.app.inject({ method: 'GET', url: `/api/pedido/${mine[0]!.referencia}` })).json();
      expect(withFacts).toMatchObject({
        referencia: mine[0]!.referencia,
        producto: page.producto,
        total: page.total,
        lineas: page.lineas,
        plazos: page.plazos,
      });
      expect(withFacts.plazos.map((plazo: { tipo: string }) => plazo.tipo)).toContain('renovacion');
      expect(body.calendario).toBeNull();

      // The calendar: a secret address serving RFC 5545, one event per deadline, revocable.
      const made = await context.app.inject({ method: 'POST', url: '/api/mis-pedidos/calendario', headers: { cookie }, payload: { accion: 'nueva' } });
      expect(made.statusCode, made.body).toBe(200);
      const { url, webcal } = made.json().calendario as { url: string; webcal: string };
      expect(webcal).toBe(url.replace('https:', 'webcal:'));
      const token = /\/api\/calendario\/(.+)\.ics$/.exec(url)![1]!;
      expect(Buffer.from(token.split('.').at(-1)!, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const feed = await context.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      expect(events.map((event) => [event.startDate.toString(), event.startDate.isDate, event.summary])).toEqual(
        withFacts.plazos.map((plazo: { hasta: string }) => [plazo.hasta, true, expect.stringContaining('tu marca «Horchata Clara»')]),
      );
      expect(events.find((event) => event.summary.startsWith('Renovar'))!.description).toContain('Ya puedes renovar tu marca. Sin recargo hasta el 15/09/2026');
      expect((await context.app.inject({ method: 'GET', url: '/api/mis-pedidos', headers: { cookie } })).json().calendario.url).toBe(url);

      const renewed = await context.app.inject({ method: 'POST', url: '/api/mis-pedidos/calendario', headers: { cookie }, payload: { accion: 'nueva' } });
      expect(renewed.json().calendario.url).not.toBe(url);
      expect((await context.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
      await context.app.inject({ method: 'POST', url: '/api/mis-pedidos/calendario', headers: { cookie }, payload: { accion: 'quitar' } });
      expect((await context.app.inject({ method: 'GET', url: new URL(renewed.json().calendario.url).pathname })).statusCode).toBe(404);

      await context.app.inject({ method: 'POST', url: '/api/mis-pedidos/salir', headers: { cookie } });
      expect((await context.app.inject({ method: 'GET', url: '/api/mis-pedidos', headers: { cookie } })).statusCode).toBe(401);
    });

    it('limits link requests per client and per address', async () => {
      for (let index = 0; index < 3; index++)
        expect((await post('/api/mis-pedidos/enlace', { email: 'diana@example.es' }, `10.0.4.${index}`)).statusCode).toBe(200);
      const perAddress = await post('/api/mis-pedidos/enlace', { email: 'diana@example.es' }, '10.0.4.9');
      expect(perAddress.statusCode).toBe(429);
      for (let index = 0; index < 8; index++)
        expect((await post('/api/mis-pedidos/enlace', { email: `e${index}@example.es` }, '10.0.5.1')).statusCode).toBe(200);
      expect((await post('/api/mis-pedidos/enlace', { email: 'otro@example.es' }, '10.0.5.1')).statusCode).toBe(429);
    });

    it('takes the forms posted without JavaScript and answers with the page', async () => {
      const form = await context.app.inject({
        method: 'POST',
        url: '/api/mis-pedidos/enlace',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=felisa%40example.es',
        remoteAddress: '10.0.6.1',
      });
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe('/mis-pedidos?enviado=1');
    });
  });
}
