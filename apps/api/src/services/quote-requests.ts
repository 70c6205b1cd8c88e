import { company } from '@shop/settings';
import { orderLinks } from '@shop/settings/routes';
import type { AnyFlow } from '@shop/flow-kit';
import { quoteReceivedMail } from '../mail/templates';
import type { Outbox } from './outbox';
import { describeStoredOrder } from './order-description';
import { cancelOpenPayments, ORDER_STATUS, type OrderRow, type OrderStore } from './orders';

/** Where a quote request can come from: a draft, or a payable order whose payment failed and that became a quote. */
const ASKABLE = [ORDER_STATUS.draft, ORDER_STATUS.paymentFailed];

export const UNCHECKED_NOTICE = 'Aviso: esta solicitud no pasó la comprobación anti-robot de la web (se envió directamente a la API).';

/** The office mail of any quote request: the order as its flow's own labels read it. */
function quoteMailText(
  numero: string,
  producto: string,
  described: readonly { label: string; value: string }[],
  fileNames: string[],
  unchecked: boolean,
  adminUrl: string,
): string {
  const rows = described.map((row) => `${row.label}: ${row.value}`);
  if (fileNames.length > 0) rows.push(`Documentos adjuntos: ${fileNames.join(', ')}`);
  // DECISIONS §7: a request made without the site's bot check may be a robot's; staff decide.
  if (unchecked) rows.push(UNCHECKED_NOTICE);
  // Where staff answer it with a price (DECISIONS §11), as the paid-order mail links its order.
  rows.push(`Responder con un presupuesto: ${adminUrl}`);
  return [`Solicitud ${numero}: ${producto}`, ...rows].join('\n');
}

/**
 * Turns a saved draft of a quote request into a sent one (DECISIONS §4, §9, §10): its status, the
 * visitor's acknowledgement and the office's notice commit together. Asking again changes nothing
 * and sends nothing twice, so the save that carries the request (spec-2 §7.1: zero-price patents
 * and utility models call nothing else) and the international mark's own call (spec-1 §7.5) can
 * both ask.
 */
export function createQuoteRequests(deps: { orders: OrderStore; outbox: Outbox; publicUrl: string }) {
  return async function requestQuote(flow: AnyFlow, order: OrderRow): Promise<OrderRow> {
    // Already sent, or answered by staff with a price (whose payment may since have failed): nothing to ask.
    if (order.quotedCents !== null || !ASKABLE.some((status) => status === order.status)) return order;
    const fileNames = (await deps.orders.files(order.id)).map((file) => file.originalName);
    const envelope = order.envelope as Record<string, unknown>;
    const rows = describeStoredOrder(flow, envelope);
    const email = typeof envelope.email === 'string' ? envelope.email : '';
    const visitorMail = email
      ? await quoteReceivedMail({
          numero: order.numero,
          producto: order.producto,
          email,
          rows,
          orderUrl: orderLinks(deps.publicUrl).page(order.referencia),
        })
      : undefined;
    const changed = await deps.orders.setStatus(order.id, ORDER_STATUS.quoteRequested, 'Presupuesto solicitado', ASKABLE, async (tx) => {
      // A payment page still open from when the order had a price can no longer pay it.
      await cancelOpenPayments(tx, order.id);
      if (visitorMail) await deps.outbox.queueMail(visitorMail, tx);
      await deps.outbox.queueMail(
        {
          to: company.officeEmail,
          ...(email ? { replyTo: email } : {}),
          subject: `Nueva solicitud de presupuesto ${order.numero}: ${order.producto}`,
          text: quoteMailText(order.numero, order.producto, rows, fileNames, order.botChecked === false, orderLinks(deps.publicUrl).admin(order.numero)),
        },
        tx,
      );
    });
    // Not changed: another request for the same order got there first, or staff moved it on.
    if (!changed) return (await deps.orders.find(order.referencia)) ?? order;
    return { ...order, status: ORDER_STATUS.quoteRequested };
  };
}

export type RequestQuote = ReturnType<typeof createQuoteRequests>;
