import { beforeAll, expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import type { AppOptions } from '../app';
import { orderForm } from './forms';
import { useTestApp } from './test-app';

export const PASSWORD = 'una clave bastante larga';
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A signed-in back-office session: its cookie and CSRF token. */
export interface Login {
  cookie: string;
  csrf: string;
}

export const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'admin_session');
  return cookie ? `admin_session=${cookie.value}` : '';
};

/**
 * The back-office API tests' app and helpers (one app per file and database): accounts made as the
 * CLI makes them, their password set through the one-time link; an admin's and a staff member's
 * sessions made first, so each test can run alone (`sessions()` once the file's beforeAll ran).
 */
export function useBackOfficeApi(database: { options: Partial<AppOptions> }) {
  const context = useTestApp({ ...database.options, publicUrl: 'https://tienda.example.es', adminLoginRateLimit: 200 });
  const inject = (options: InjectOptions) => context.app.inject(options);

  async function account(email: string, role: 'admin' | 'staff'): Promise<void> {
    const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add(email, role, CLI_ACTOR);
    const token = new URL(link).searchParams.get('token');
    const set = await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } });
    expect(set.statusCode).toBe(200);
  }
  async function login(email: string, password = PASSWORD): Promise<Login> {
    const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
    expect(response.statusCode, response.body).toBe(200);
    return { cookie: cookieOf(response), csrf: response.json().csrf };
  }
  const as = (who: Login, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    inject({ method, url, headers: { cookie: who.cookie, [CSRF_HEADER]: who.csrf }, ...(payload ? { payload } : {}) });
  const save = async (data: unknown, files: { field: string; name: string; content: Buffer }[] = []) =>
    (await inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data, {}, files) })).json() as { referencia: string; numero: string };
  const pay = async (referencia: string, amountCents: number) => {
    const page = await inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
    expect(page.statusCode).toBe(200);
    const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
    const notice = context.services.testGateway!.sign({ gatewayOrder, amountCents, paid: true });
    return inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(notice).toString() });
  };

  const sessions = {} as { admin: Login; staff: Login };
  beforeAll(async () => {
    await account('jefa@example.es', 'admin');
    sessions.admin = await login('jefa@example.es');
    await account('gestor@example.es', 'staff');
    sessions.staff = await login('gestor@example.es');
  });

  return { context, inject, account, login, as, save, pay, sessions };
}
