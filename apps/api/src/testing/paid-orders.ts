import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orders } from '../db/schema';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import type { Services } from '../services';
import { orderForm } from './forms';
import { nationalOrder } from './orders';

/** The national order as a person sends it, without billing details (a simplified invoice when under 400 €). */
const { facturacion: _billing, ...personOrder } = nationalOrder as typeof nationalOrder & { facturacion?: unknown };

/** A national mark of one class, word mark, basic plan: under 400 €, so a simplified invoice (DECISIONS §12). */
export const cheapOrder = { ...personOrder, selectedClasses: [29], selectedTrademarkType: 'denominativa', selectedPlan: 'basic' };

/** Billing details as the order's form collects them (the envelope's `facturacion`, flow-kit's billing). */
export const billing = {
  nif: 'B98765432',
  nombre: 'Horchatería Clara, S.L.',
  direccion: 'Calle de la Paz 7',
  codigoPostal: '46003',
  ciudad: 'Valencia',
  provincia: 'Valencia',
  pais: 'España',
};

/** Tests build the envelope they pay: none of the billing form's details unless given. */
export const NO_BILLING = { facturacion: null };

type Context = { app: FastifyInstance; services: Services };

/** Saves an order (its envelope patched as given), opens its payment page and returns what the gateway will notify. */
export async function openPayment(context: Context, data: object, envelopePatch: Record<string, unknown> = {}) {
  const saved = await context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data) });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  const { referencia, numero } = saved.json() as { referencia: string; numero: string };
  if (Object.keys(envelopePatch).length > 0) {
    const [row] = await context.services.db.select().from(orders).where(eq(orders.referencia, referencia));
    await context.services.db
      .update(orders)
      .set({ envelope: { ...(row!.envelope as object), ...envelopePatch } })
      .where(eq(orders.referencia, referencia));
  }
  const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
  const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
  const order = await context.services.orders.find(referencia);
  return { referencia, numero, gatewayOrder, amountCents: order!.totalCents };
}

/** The gateway's signed notification of a payment, as the test gateway posts it. */
export function notifyPaid(context: Context, payment: { gatewayOrder: string; amountCents: number }) {
  return context.app.inject({
    method: 'POST',
    url: '/api/pagos/notificacion',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      context.services.testGateway!.sign({ gatewayOrder: payment.gatewayOrder, amountCents: payment.amountCents, paid: true }),
    ).toString(),
  });
}

export async function payOrder(context: Context, data: object, envelopePatch: Record<string, unknown> = {}) {
  const payment = await openPayment(context, data, envelopePatch);
  const notified = await notifyPaid(context, payment);
  expect(notified.statusCode, notified.body).toBe(200);
  return payment;
}

/** A back-office session (account from the CLI, password by its link, sign-in) and a request helper. */
export async function staffSession(context: Context, email: string, role: 'admin' | 'staff') {
  const inject = (options: InjectOptions) => context.app.inject(options);
  const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add(email, role, CLI_ACTOR);
  const password = 'una clave bastante larga';
  await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(link).searchParams.get('token'), password } });
  const login: LightMyRequestResponse = await inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = `admin_session=${login.cookies.find((item) => item.name === 'admin_session')!.value}`;
  const csrf = (login.json() as { csrf: string }).csrf;
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    inject({ method, url, headers: { cookie, [CSRF_HEADER]: csrf }, ...(payload ? { payload } : {}) });
}
