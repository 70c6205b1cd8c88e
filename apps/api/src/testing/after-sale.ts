import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import type { Services } from '../services';
import { orderForm } from './forms';
import { nationalOrder } from './orders';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PASSWORD = 'una clave bastante larga';

export interface StaffLogin {
  cookie: string;
  csrf: string;
}

const cookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((item) => item.name === 'admin_session');
  return cookie ? `admin_session=${cookie.value}` : '';
};

/** A staff member signed in on this app, as the back office signs in. */
export async function staffSignIn(app: FastifyInstance, services: Services, email = 'gestor@example.es'): Promise<StaffLogin> {
  const { link } = await createStaffStore(services.db, services.publicUrl).add(email, 'staff', CLI_ACTOR);
  await app.inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(link).searchParams.get('token'), password: PASSWORD } });
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  return { cookie: cookieOf(login), csrf: (login.json() as { csrf: string }).csrf };
}

/** Calls the back office as that member. */
export const asStaff = (app: FastifyInstance, staff: StaffLogin, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf }, ...(payload ? { payload } : {}) });

/** A national mark ordered and paid through the test gateway, as a visitor does; `data` changes the order. */
export async function paidOrder(app: FastifyInstance, services: Services, data: Record<string, unknown> = {}): Promise<{ referencia: string; numero: string }> {
  const saved = await app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm({ ...nationalOrder, ...data }) });
  expect(saved.statusCode, saved.body).toBe(201);
  const { referencia, numero, total } = saved.json() as { referencia: string; numero: string; total: { centimos: number } };
  const page = await app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
  const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
  const notice = services.testGateway!.sign({ gatewayOrder, amountCents: total.centimos, paid: true });
  const paid = await app.inject({ method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(notice).toString() });
  expect(paid.statusCode, paid.body).toBe(200);
  return { referencia, numero };
}

/** The mails queued for an address, oldest first, with their headers. */
export async function mailsTo(services: Services, to: string) {
  const rows = await services.outbox.pending();
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> })
    .filter((mail) => mail.to === to);
}
