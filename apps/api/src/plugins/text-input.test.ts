import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import { isStorableText, TEXT_MESSAGES } from '@shop/flow-kit';
import { INVALID_TEXT, unstorableTextPath } from './text-input';

const PASSWORD = 'una clave bastante larga';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps emoji and line breaks', () => {
    expect(['a\u0000b', 'a\ud800b', 'a\udc00', '\ud83d'].map(isStorableText)).toEqual([false, false, false, false]);
    expect(['', 'Año\n\tuno', 'marca 😀', 'ñ\u00a0€'].map(isStorableText)).toEqual([true, true, true, true]);
  });

  it('names the path of the first bad string, keys included, however deep', () => {
    expect(unstorableTextPath({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(unstorableTextPath({ 'k\u0000': 1 })).toEqual([]);
    expect(unstorableTextPath({ a: 'ok', b: [null, 2, true] })).toBeUndefined();
    let deep: unknown = 'x\ud800';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorableTextPath(deep)).toHaveLength(100_000);
  });
});

/** Audit findings: each of these reached PostgreSQL and answered 500. */
for (const database of await testDatabases()) {
  describe(`text PostgreSQL cannot store, on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, adminLoginRateLimit: 0 });
    const inject = (options: InjectOptions) => context.app.inject(options);
    let cookie = '';
    let csrf = '';
    // The refusal comes before any lookup, so the order need not exist.
    const numero = 'P-1001';
    beforeAll(async () => {
      const email = 'jefa@example.es';
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add(email, 'admin', CLI_ACTOR);
      await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(link).searchParams.get('token'), password: PASSWORD } });
      const login = await inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD } });
      cookie = `admin_session=${login.cookies.find((item) => item.name === 'admin_session')?.value}`;
      csrf = login.json().csrf;
    });
    const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      inject({ method, url, headers: { cookie, [CSRF_HEADER]: csrf }, ...(payload ? { payload } : {}) });
    const refused = (response: LightMyRequestResponse, field?: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: INVALID_TEXT, ...(field ? { fields: { [field]: TEXT_MESSAGES.invalidCharacters } } : {}) });
    };

    it('refuses it in a public JSON or form body with a Spanish 400 naming the field', async () => {
      refused(await inject({ method: 'POST', url: '/api/admin/login', payload: { email: '\u0000', password: 'x' } }), 'email');
      refused(
        await inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: '{"email":"a\\ud800","password":"x"}',
          headers: { 'content-type': 'application/json' },
        }),
        'email',
      );
      refused(await inject({ method: 'POST', url: '/g/test-gateway/complete', headers: FORM, payload: 'order=%00&result=ok' }), 'order');
    });

    it('refuses it in the back office query strings, addresses and bodies', async () => {
      refused(await staff('GET', '/api/admin/orders?q=%00'), 'q');
      refused(await staff('GET', '/api/admin/orders.csv?q=%00'), 'q');
      refused(await staff('GET', '/api/admin/orders/P%00'), 'numero');
      refused(await staff('POST', '/api/admin/orders/P%00/status', { estado: 'pagado' }), 'numero');
      refused(await staff('POST', `/api/admin/orders/${numero}/notes`, { texto: 'a\u0000b' }), 'texto');
      refused(await staff('POST', `/api/admin/orders/${numero}/notes`, { texto: 'a\ud800b' }), 'texto');
      refused(await staff('POST', `/api/admin/orders/${numero}/quote`, { centimos: 100, mensaje: 'a\udc00' }), 'mensaje');
      refused(await staff('POST', '/api/admin/news', { titulo: 'T\u0000', resumen: 'r', contenido: 'c', imagen: null }), 'titulo');
      refused(await staff('PUT', '/api/admin/prices/marca-nacional/a%00', { centimos: 100 }), 'key');
    });

    it('still answers what is fine, and other refusals as before', async () => {
      expect((await staff('GET', '/api/admin/orders?q=a%C3%B1o%20%F0%9F%98%80')).statusCode).toBe(200);
      expect((await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nadie@example.es', password: 'x' } })).statusCode).toBe(401);
    });
  });
}
