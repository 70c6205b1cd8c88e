import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { nationalOrder } from '../testing/orders';
import { orderForm } from '../testing/forms';
import { isPrivatePath } from './no-store';

const PASSWORD = 'una clave bastante larga';
const INDEX = '<!doctype html><html lang="es"><head><title>x</title></head><body><div id="root"></div></body></html>';

const noStore = (response: LightMyRequestResponse) => String(response.headers['cache-control'] ?? '').split(/,\s*/);

describe('which addresses are private', () => {
  it.each([
    '/api/admin/login',
    '/api/admin/orders.csv',
    '/api/admin',
    '/api/pedido?trans=X',
    '/api/pedido/X',
    '/pedido/X',
    '/g/pay?trans=X',
    '/pago/ok?trans=X',
    '/pago/ko',
    '/api/guardar_marca',
    '/newsletter/baja?token=X',
    // Written as the router or the page would still read them.
    '/API/Admin/news',
    '/api/%61dmin/news',
    '//api//admin//news/',
    '/pedido/X/',
  ])('%s is', (url) => expect(isPrivatePath(url)).toBe(true));

  it.each(['/', '/faqs', '/api/noticias/public', '/api/administrar', '/api/pedidos', '/pedidos', '/pago/otro', '/g/redirect.js', '/media/noticias/x.png'])(
    '%s is not',
    (url) => expect(isPrivatePath(url)).toBe(false),
  );
});

for (const database of await testDatabases()) {
  describe(`Cache-Control: no-store on every private answer on ${database.name}`, () => {
    const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    const context = useTestApp({ ...database.options, webDist, adminLoginRateLimit: 0 });
    afterAll(() => rmSync(webDist, { recursive: true, force: true }));
    const inject = (options: InjectOptions) => context.app.inject(options);

    let headers: Record<string, string>;
    let referencia: string;
    let numero: string;
    let saved: LightMyRequestResponse;
    let login: LightMyRequestResponse;
    beforeAll(async () => {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('cache@example.es', 'admin', CLI_ACTOR);
      await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(link).searchParams.get('token'), password: PASSWORD } });
      login = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'cache@example.es', password: PASSWORD } });
      expect(login.statusCode, login.body).toBe(200);
      const session = login.cookies.find((cookie) => cookie.name === 'admin_session')!;
      headers = { cookie: `admin_session=${session.value}`, [CSRF_HEADER]: login.json().csrf };
      saved = await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder) });
      expect(saved.statusCode, saved.body).toBe(201);
      ({ referencia, numero } = saved.json());
    });

    it('on the sign-in answer, which carries the CSRF token, and on a refused one', async () => {
      expect(login.json().csrf).toBeTruthy();
      expect(noStore(login)).toContain('no-store');
      const refused = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'cache@example.es', password: 'otra clave cualquiera' } });
      expect(refused.statusCode).toBe(401);
      expect(noStore(refused)).toContain('no-store');
    });

    it('on every back-office route, answered or refused', async () => {
      const gets = context.app.adminRouteTable.filter((route) => route.method === 'GET');
      expect(gets.map((route) => route.url)).toEqual(
        expect.arrayContaining(['/api/admin/news', '/api/admin/staff', '/api/admin/messages', '/api/admin/subscribers', '/api/admin/meta']),
      );
      for (const route of gets) {
        const url = route.url.replace(':numero', numero).replace(/:[a-zA-Z]+/g, '1');
        const signedIn = await inject({ method: 'GET', url, headers });
        expect(signedIn.statusCode, url).toBeLessThan(500);
        expect(noStore(signedIn), `${url} ${signedIn.statusCode}`).toContain('no-store');
        const signedOut = await inject({ method: 'GET', url });
        expect(noStore(signedOut), `${url} signed out`).toContain('no-store');
      }
      for (const route of context.app.adminRouteTable.filter((candidate) => candidate.method !== 'GET')) {
        const url = route.url.replace(/:[a-zA-Z]+/g, '1');
        const answer = await inject({ method: route.method as 'POST', url, headers, payload: {} });
        expect(noStore(answer), `${route.method} ${url} ${answer.statusCode}`).toContain('no-store');
      }
    });

    it('on every answer about an order by its reference, found or not', async () => {
      expect(noStore(saved), 'the order form’s answer, with the reference').toContain('no-store');
      for (const url of [
        `/api/pedido?trans=${referencia}`,
        `/api/pedido/${referencia}`,
        `/g/pay?trans=${referencia}`,
        `/pedido/${referencia}`,
        `/pago/ok?trans=${referencia}`,
        `/pago/ko?trans=${referencia}`,
        '/api/pedido?trans=NOEXISTE',
        '/api/pedido/NOEXISTE',
        '/g/pay?trans=NOEXISTE',
        '/pedido/NOEXISTE',
      ]) {
        const answer = await inject({ method: 'GET', url });
        expect(noStore(answer), `${url} ${answer.statusCode}`).toEqual(['no-store']);
      }
      const ok = await inject({ method: 'GET', url: `/api/pedido?trans=${referencia}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().numero).toBe(numero);
    });

    it('and nowhere else: public pages and answers keep their own caching', async () => {
      expect(noStore(await inject({ method: 'GET', url: '/faqs' }))).toEqual(['no-cache']);
      expect(noStore(await inject({ method: 'GET', url: '/api/navbar' }))).toEqual(['public', 'max-age=60']);
      expect(noStore(await inject({ method: 'GET', url: '/api/noticias/public' }))).not.toContain('no-store');
    });
  });
}
