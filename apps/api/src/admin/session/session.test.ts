import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLI_HEADER, CSRF_HEADER } from './guard';
import { createStaffStore } from '../staff/store';
import { testDatabases } from '../../testing/databases';

import { CLI_ACTOR } from '../audit/log';
import { CLI_HANDLE } from '../cli-handle';
import { cookieOf, PASSWORD, useBackOfficeApi, type Login } from '../../testing/back-office-api';
import { useTestApp } from '../../testing/test-app';

for (const database of await testDatabases()) {
  describe(`the back office's sessions on ${database.name}`, () => {
    const { context, inject, account, login, as, sessions } = useBackOfficeApi(database);
    let admin: Login;
    let staff: Login;
    beforeAll(() => {
      ({ admin, staff } = sessions);
    });

    it('signs in with a password set through the one-time link; the link works once', async () => {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('primera@example.es', 'admin', CLI_ACTOR);
      expect(link).toMatch(/^https:\/\/tienda\.example\.es\/admin\/clave\?token=[\w-]{43}$/);
      const token = new URL(link).searchParams.get('token');
      const short = await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: 'corta' } });
      expect(short.json().fields.password).toBe('La contraseña debe tener al menos 12 caracteres.');
      expect((await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } })).statusCode).toBe(200);
      expect((await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } })).json().error).toMatch(
        /no es válido o ha caducado/,
      );
      const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'PRIMERA@example.es', password: PASSWORD } });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((item) => item.name === 'admin_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/admin' });
      expect((await as(staff, 'GET', '/api/admin/session')).json().sesion).toMatchObject({ email: 'gestor@example.es', rol: 'staff' });
    });

    it('answers 401 without a session, 403 to staff on admin routes and 403 without the CSRF token, on every route', async () => {
      const table = context.app.adminRouteTable;
      expect(table.length).toBeGreaterThan(20);
      for (const route of table) {
        const url = route.url.replace(/:[a-zA-Z]+/g, '1');
        const method = route.method as 'GET';
        if (route.access === 'public') continue;
        if (route.access === 'cli') {
          expect((await inject({ method, url, payload: {} })).statusCode, url).toBe(403);
          continue;
        }
        expect((await inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
        if (route.access === 'admin') expect((await as(staff, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
        if (method !== 'GET') {
          const withoutToken = await inject({ method, url, headers: { cookie: admin.cookie }, payload: {} });
          expect(withoutToken.statusCode, `${method} ${url}`).toBe(403);
          const wrongToken = await inject({ method, url, headers: { cookie: admin.cookie, [CSRF_HEADER]: 'x'.repeat(43) }, payload: {} });
          expect(wrongToken.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      // The admin's own session passes the guard on an admin route.
      expect((await as(admin, 'GET', '/api/admin/prices')).statusCode).toBe(200);
    });

    it('ends the session at sign-out: the old cookie no longer works', async () => {
      const session = await login('gestor@example.es');
      expect((await as(session, 'GET', '/api/admin/orders')).statusCode).toBe(200);
      expect((await as(session, 'POST', '/api/admin/logout', {})).statusCode).toBe(200);
      expect((await as(session, 'GET', '/api/admin/orders')).statusCode).toBe(401);
      expect((await as(session, 'GET', '/api/admin/session')).json().sesion).toBeNull();
      const audit = (await as(admin, 'GET', '/api/admin/audit')).json() as { quien: string; accion: string }[];
      expect(audit).toContainEqual(expect.objectContaining({ quien: 'gestor@example.es', accion: 'session.login' }));
      expect(audit).toContainEqual(expect.objectContaining({ quien: 'gestor@example.es', accion: 'session.logout' }));
    });

    it('refuses the eleventh attempt after ten wrong passwords, even with the right one', async () => {
      await account('bloqueo@example.es', 'staff');
      for (let attempt = 0; attempt < 10; attempt++) {
        const wrong = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'bloqueo@example.es', password: `mala ${attempt}` } });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().error).toBe('Email o contraseña incorrectos.');
      }
      const right = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'bloqueo@example.es', password: PASSWORD } });
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toMatch(/Demasiados intentos fallidos/);
      expect(cookieOf(right)).toBe('');
      // Failed and refused sign-ins are audited under the address tried, with the client's address.
      const audit = ((await as(admin, 'GET', '/api/admin/audit')).json() as { quien: string; accion: string; despues: unknown }[]).filter(
        (row) => row.quien === 'bloqueo@example.es',
      );
      expect(audit.filter((row) => row.accion === 'session.failed')).toHaveLength(10);
      expect(audit).toContainEqual(expect.objectContaining({ accion: 'session.locked', despues: { ip: expect.any(String) } }));
    });

    it('answers an address with no account as it answers a real one, lock included: the lock tells no one which addresses are staff', async () => {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const tried = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'nadie@example.es', password: `mala ${attempt}` } });
        codes.push(tried.statusCode);
      }
      expect(codes).toEqual([...Array(10).fill(401), 429]);
    });

    it('changes the password; other sessions end, the old password stops working', async () => {
      await account('cambio@example.es', 'staff');
      const first = await login('cambio@example.es');
      const second = await login('cambio@example.es');
      const wrong = await as(first, 'POST', '/api/admin/password', { actual: 'no es esta', nueva: 'otra clave muy larga' });
      expect(wrong.statusCode).toBe(400);
      expect((await as(first, 'POST', '/api/admin/password', { actual: PASSWORD, nueva: 'otra clave muy larga' })).statusCode).toBe(200);
      expect((await as(first, 'GET', '/api/admin/orders')).statusCode).toBe(200);
      expect((await as(second, 'GET', '/api/admin/orders')).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'cambio@example.es', password: PASSWORD } })).statusCode).toBe(401);
      await login('cambio@example.es', 'otra clave muy larga');
    });

    it('takes `npm run staff` commands only with the secret the server wrote in DATA_DIR', async () => {
      const handle = JSON.parse(readFileSync(join(context.services.dataDir, CLI_HANDLE), 'utf8'));
      const command = { action: 'add', email: 'cli@example.es', role: 'admin' };
      expect((await inject({ method: 'POST', url: '/api/admin/cli/staff', payload: command })).statusCode).toBe(403);
      expect((await inject({ method: 'POST', url: '/api/admin/cli/staff', headers: { [CLI_HEADER]: 'x'.repeat(43) }, payload: command })).statusCode).toBe(403);
      const response = await inject({ method: 'POST', url: '/api/admin/cli/staff', headers: { [CLI_HEADER]: handle.secret }, payload: command });
      expect(response.statusCode).toBe(200);
      expect(response.json().link).toMatch(/\/admin\/clave\?token=/);
      const [row] = await context.services.db
        .select()
        .from((await import('../../db/schema')).staffUsers)
        .where(eq((await import('../../db/schema')).staffUsers.email, 'cli@example.es'));
      expect(row?.role).toBe('admin');
    });
  });
}

describe('back office sign-in limit per client', () => {
  const context = useTestApp({ inMemory: true, adminLoginRateLimit: 3 });
  it('answers 429 after the client’s allowance, whatever the account', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      codes.push(
        (await context.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: `x${attempt}@example.es`, password: 'cualquiera' } }))
          .statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
