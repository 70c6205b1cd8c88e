import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadFlow } from '@shop/flows';
import { billingPendingOf, dataFromEnvelope } from '@shop/flow-kit';
import { PAID_STATES } from '../services/orders';
import { isReferencia, newGatewayOrderNumber } from '../services/referencia';
import { htmlPage } from './html';
import * as schemas from './api-schemas';
import { REDIRECT_SCRIPT } from '../payments/redsys';
import type { OrderRow } from '../services/orders';
import { isQuoteOrder, Refusal, refusalBody } from '../services/order-intake';
import { isPayable, orderPageOf } from '../services/order-page';
import { invoiceUrlOf } from '../services/invoices';

const notFoundPage = () =>
  htmlPage(
    'Pedido no encontrado',
    `<main class="gateway"><h1>Pedido no encontrado</h1><p>No encontramos ningún pedido pendiente de pago con esa referencia.</p><p><a href="/">Volver al inicio</a></p></main>`,
  );

/** An order that changed under every try (a save or a payment landing each time): a reload will do. */
const orderChangingPage = () =>
  htmlPage(
    'Pedido en curso de cambio',
    `<main class="gateway"><h1>Tu pedido acaba de cambiar</h1><p>Se estaba guardando otro cambio de este pedido mientras abríamos el pago. Recarga esta página para pagar el pedido tal como ha quedado.</p></main>`,
  );

/**
 * DECISIONS §12: an order whose invoice must name its client and names nobody yet (a draft saved
 * before the step that asks it) is not paid until it does.
 */
const billingMissingPage = (route: string) =>
  htmlPage(
    'Faltan los datos de facturación',
    `<main class="gateway"><h1>Faltan los datos de facturación</h1><p>Para pagar este pedido necesitamos los datos de su factura: el NIF o CIF, el nombre o la razón social y la dirección. Vuelve al pedido e indícalos en su último paso.</p><p><a href="${route}">Volver al pedido</a></p></main>`,
  );

/** The card holder Redsys shows: the applicant as entered (name and surnames, or the company). */
function holderOf(order: OrderRow): string {
  const envelope = order.envelope as { name?: unknown; lastName?: unknown };
  return [envelope.name, envelope.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

/**
 * Redsys posts its notification form-encoded: three fields, the signed parameters a couple of kB.
 * Nothing else is read, so a JSON body (which a client could nest to block the parser) never is.
 */
const NOTIFICATION_BYTES = 16 * 1024;
const FORM_ENCODED_ONLY = 'La notificación de pago debe enviarse como formulario (application/x-www-form-urlencoded).';
async function onlyFormEncoded(request: FastifyRequest) {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) throw new Refusal(415, FORM_ENCODED_ONLY);
}

const sendHtml = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);

/** The order's invoice and the address of its PDF, by the order's secret reference; null before it exists. */
async function invoiceLinkOf(app: FastifyInstance, referencia: string): Promise<{ numero: string; url: string } | null> {
  const order = isReferencia(referencia) ? await app.orders.find(referencia) : undefined;
  const invoice = order ? await app.invoices.ofOrder(order.id) : undefined;
  return invoice ? { numero: invoice.numero, url: invoiceUrlOf(referencia) } : null;
}

/**
 * The visitor's order page (DECISIONS §10) with its invoice, as the API answers it and the server
 * renders it into `/pedido/REF`; undefined for a reference no order holds.
 */
export async function visitorOrderPage(app: FastifyInstance, referencia: string) {
  const view = await orderPageOf(app.orders, referencia, loadFlow, app.rights);
  return view && { ...view, factura: await invoiceLinkOf(app, referencia) };
}

/** DECISIONS §4: `/g/pay?trans=REF` starts a payment attempt with the configured provider. */
export async function paymentRoutes(app: FastifyInstance) {
  const { payments, provider } = app;
  // Absolute addresses never come from the request's Host header, which any client can set.
  const siteUrl = app.publicUrl;

  app.get('/g/redirect.js', { schema: schemas.redirectScript }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(REDIRECT_SCRIPT),
  );

  app.get<{ Querystring: { trans?: string } }>('/g/pay', { schema: schemas.paymentPage }, async (request, reply) => {
    const referencia = request.query.trans ?? '';
    const gatewayOrder = newGatewayOrderNumber();
    let order: OrderRow | undefined;
    // Read, checked and opened with the order unchanged in between; an order changing meanwhile is read again.
    for (let tries = 0; ; tries++) {
      order = isReferencia(referencia) ? await app.orders.find(referencia) : undefined;
      const flow = order ? await loadFlow(order.flow) : undefined;
      if (!order || !flow) return sendHtml(reply, 404, notFoundPage());
      // The pay link of a mail read after payment: the paid page, also once staff moved the order on.
      if (PAID_STATES.includes(order.status)) return reply.redirect(`/pago/ok?trans=${encodeURIComponent(referencia)}`, 303);
      // A quote request pays only once staff answered it, and then exactly that price (DECISIONS §11).
      const quote = isQuoteOrder(flow, order);
      if (!isPayable(order, quote)) return sendHtml(reply, 404, notFoundPage());
      if (!quote && billingPendingOf(flow, flow.parseData(dataFromEnvelope(order.envelope as Record<string, unknown>)) ?? {}, order.totalCents))
        return sendHtml(reply, 409, billingMissingPage(flow.routes[0] ?? '/'));
      if (await payments.startAttempt(order, provider.id, gatewayOrder)) break;
      if (tries === 2) return sendHtml(reply, 409, orderChangingPage());
    }
    reply.header('cache-control', 'no-store');
    return sendHtml(
      reply,
      200,
      provider.startPage({
        gatewayOrder,
        referencia,
        numero: order.numero,
        producto: order.producto,
        holder: holderOf(order),
        amountCents: order.totalCents,
        siteUrl,
      }),
    );
  });

  /** The gateway's server-to-server notification: only a good signature and the right amount pay an order. */
  app.post<{ Body: Record<string, string> }>(
    '/api/pagos/notificacion',
    { schema: schemas.notification, bodyLimit: NOTIFICATION_BYTES, onRequest: onlyFormEncoded },
    async (request, reply) => {
      const notice = provider.verifyNotification(request.body ?? {});
      if (!notice) return reply.code(400).send(refusalBody('Firma de la notificación no válida.'));
      const result = await payments.settle(notice);
      if (!result) return reply.code(404).send(refusalBody('Intento de pago desconocido.'));
      // A replayed notification changes nothing and is still acknowledged, as the gateway expects.
      return { estado: result.status, repetida: result.replay };
    },
  );

  if (app.testGateway) {
    const gateway = app.testGateway;
    /** The test gateway's own back end: it notifies the shop exactly as a real gateway would. */
    app.post<{ Body: Record<string, string> }>('/g/test-gateway/complete', { schema: schemas.testGatewayComplete }, async (request, reply) => {
      const attempt = await payments.attempt(request.body?.order ?? '');
      if (!attempt) return sendHtml(reply, 404, notFoundPage());
      const paid = request.body?.result === 'ok';
      const notification = await app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(gateway.sign({ gatewayOrder: attempt.providerOrder, amountCents: attempt.amountCents, paid })).toString(),
      });
      const order = await payments.orderOf(attempt);
      const trans = encodeURIComponent(order?.referencia ?? '');
      return reply.redirect(notification.statusCode === 200 && paid ? `/pago/ok?trans=${trans}` : `/pago/ko?trans=${trans}`, 303);
    });
  }

  /** The visitor's order page (DECISIONS §10): everything about one order, to whoever holds its reference. */
  app.get<{ Params: { referencia: string } }>('/api/pedido/:referencia', { schema: schemas.orderPageRoute }, async (request, reply) => {
    const view = await visitorOrderPage(app, request.params.referencia);
    if (!view) return reply.code(404).send(refusalBody('No existe ningún pedido con esa referencia.'));
    reply.header('cache-control', 'no-store');
    return view;
  });

  /** The order's invoice (DECISIONS §12), to whoever holds the order's reference, as its page. */
  app.get<{ Params: { referencia: string } }>('/api/pedido/:referencia/factura', { schema: schemas.orderInvoiceRoute }, async (request, reply) => {
    const link = await invoiceLinkOf(app, request.params.referencia);
    const pdf = link ? await app.invoices.pdf(link.numero) : undefined;
    if (!link || !pdf) return reply.code(404).send(refusalBody('Este pedido aún no tiene factura.'));
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="factura-${link.numero}.pdf"`)
      .send(pdf);
  });

  /** What the return pages show: the order's state, to whoever holds its reference. */
  app.get<{ Querystring: { trans?: string } }>('/api/pedido', { schema: schemas.orderStatusRoute }, async (request, reply) => {
    const status = await orderStatusOf(app, request.query.trans ?? '');
    if (!status) return reply.code(404).send(refusalBody('No existe ningún pedido con esa referencia.'));
    return status;
  });
}

/** An order's state as the return pages show it (GET /api/pedido, and the server's render of those pages); undefined for no order. */
export async function orderStatusOf(app: FastifyInstance, referencia: string) {
  const order = isReferencia(referencia) ? await app.orders.find(referencia) : undefined;
  if (!order) return undefined;
  const flow = await loadFlow(order.flow);
  return {
    numero: order.numero,
    producto: order.producto,
    estado: order.status,
    total: order.totalCents,
    // The return pages read these rather than keep their own lists of states.
    pagado: PAID_STATES.includes(order.status),
    pagable: flow ? isPayable(order, isQuoteOrder(flow, order)) : false,
  };
}
