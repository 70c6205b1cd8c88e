import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadFlow } from '@shop/flows';
import { orderLinks } from '@shop/settings/routes';
import { Refusal } from '../services/order-intake';
import { orderPageOf } from '../services/order-page';
import { invoiceUrlOf } from '../services/invoices';
import { deadlinesCalendar } from '../services/calendar';
import { MY_ORDERS_PATH, SESSION_DAYS } from '../services/client-space';
import { addressCounter } from '../services/address-counter';
import * as schemas from './my-orders-schemas';

export const MY_ORDERS_COOKIE = 'mis_pedidos';
const COOKIE_PATH = '/api/mis-pedidos';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface MyOrdersOptions {
  /** Link requests per client (address) in 15 minutes, and per e-mail address in an hour. */
  linkLimits?: { perClient: number; perAddress: number } | undefined;
}

/** A form posted without JavaScript: answered with a redirection to the page rather than JSON. */
const isFormPost = (request: FastifyRequest) => /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');

/**
 * Mis pedidos (DECISIONS §13): a one-time link mailed to the client's address opens a session; with
 * it, every order of that address as its own page shows it, and the calendar of their deadlines.
 * Everything here is `no-store`: it carries a session or personal data.
 */
export async function myOrdersRoutes(app: FastifyInstance, options: MyOrdersOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(cookie);
  const { clientSpace } = app;
  const limits = options.linkLimits ?? { perClient: 10, perAddress: 3 };
  const secure = app.publicUrl.startsWith('https://');
  const pages = orderLinks(app.publicUrl);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const countForAddress = addressCounter(app, 'mis-pedidos', 3_600_000);

  const sessionOf = async (request: FastifyRequest): Promise<string> => {
    const email = await clientSpace.sessionEmail(request.cookies[MY_ORDERS_COOKIE]);
    if (!email) throw new Refusal(401, schemas.NO_SESSION);
    return email;
  };
  const calendarOf = async (email: string) => {
    const url = await clientSpace.calendarUrl(email);
    return url ? { url, webcal: url.replace(/^https?:/, 'webcal:') } : null;
  };

  api.post(
    '/api/mis-pedidos/enlace',
    { config: { rateLimit: { max: limits.perClient, timeWindow: '15 minutes' } }, schema: schemas.linkRequest },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!EMAIL.test(email)) throw new Refusal(400, schemas.BAD_EMAIL, { email: schemas.BAD_EMAIL });
      if ((await countForAddress(email)) > limits.perAddress) throw new Refusal(429, schemas.TOO_MANY_FOR_ADDRESS);
      await clientSpace.requestLink(email);
      if (isFormPost(request)) return reply.redirect(`${MY_ORDERS_PATH}?enviado=1`, 303);
      return { ok: true as const, mensaje: schemas.LINK_SENT };
    },
  );

  api.post('/api/mis-pedidos/sesion', { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } }, schema: schemas.sessionOpen }, async (request, reply) => {
    const opened = await clientSpace.openSession(request.body.acceso);
    if (!opened) {
      if (isFormPost(request)) return reply.redirect(`${MY_ORDERS_PATH}?caducado=1`, 303);
      throw new Refusal(401, schemas.LINK_SPENT);
    }
    // Lax, not Strict: the page that opens the session is reached from a link in a mail.
    reply.setCookie(MY_ORDERS_COOKIE, opened.session, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    });
    if (isFormPost(request)) return reply.redirect(`${MY_ORDERS_PATH}?sesion=1`, 303);
    return { ok: true as const, mensaje: 'Sesión abierta.' };
  });

  api.get('/api/mis-pedidos', { schema: schemas.myOrders }, async (request) => {
    const email = await sessionOf(request);
    const owned = await clientSpace.ordersOf(email);
    // Each order exactly as its own page shows it (DECISIONS §13), found by the session's address only.
    const pedidos = [];
    for (const order of owned) {
      const page = await orderPageOf(app.orders, order.referencia, loadFlow, app.rights);
      // Its invoice too, downloadable as from the order's page (DECISIONS §12).
      const invoice = page ? await app.invoices.ofOrder(order.id) : undefined;
      const factura = invoice ? { numero: invoice.numero, url: invoiceUrlOf(order.referencia) } : null;
      if (page) pedidos.push({ ...page, factura, referencia: order.referencia, url: pages.page(order.referencia) });
    }
    return { email, pedidos, calendario: await calendarOf(email) };
  });

  api.post('/api/mis-pedidos/calendario', { schema: schemas.calendarChange }, async (request) => {
    const email = await sessionOf(request);
    if (request.body.accion === 'nueva') await clientSpace.renewCalendar(email);
    else await clientSpace.revokeCalendar(email);
    return { calendario: await calendarOf(email) };
  });

  api.post('/api/mis-pedidos/salir', { schema: schemas.signOut }, async (request, reply: FastifyReply) => {
    await clientSpace.endSession(request.cookies[MY_ORDERS_COOKIE]);
    reply.clearCookie(MY_ORDERS_COOKIE, { path: COOKIE_PATH });
    return { ok: true as const, mensaje: 'Has salido de Mis pedidos.' };
  });

  /** The calendar feed: its secret address is the only key (calendar apps send no cookie). */
  api.get('/api/calendario/:file', { schema: schemas.calendarFeed }, async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    const email = token ? await clientSpace.calendarOwner(token) : undefined;
    if (!email) throw new Refusal(404, 'Este calendario no existe o se ha desactivado.');
    const owned = await clientSpace.ordersOf(email);
    const body = await deadlinesCalendar(
      app.rights,
      app.publicUrl,
      await Promise.all(owned.map(async (order) => ({ order, flow: await loadFlow(order.flow) }))),
    );
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="plazos.ics"').send(body);
  });
}
