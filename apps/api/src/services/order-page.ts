import { formatEur } from '@shop/money';
import type { OrderPageData } from '@shop/api-contract';
import { priceIncludesOf, type AnyFlow } from '@shop/flow-kit';
import { OPEN_STATES, ORDER_STATUS, type OrderStore } from './orders';
import { isQuoteOrder } from './order-intake';
import { isReferencia } from './referencia';
import { storedLinesOf, taxSplitOf } from './order-lines';
import { applicantNameOf, describeStoredOrder } from './order-description';
import { clientStateText, clientTimelineOf } from './order-timeline';
import type { Rights } from './rights';

/**
 * Whether the visitor can pay the order by its link: a priced order not yet paid, or a quote
 * request staff answered with a price (that price, DECISIONS §11). Archived and later states never.
 */
export function isPayable(order: { status: string; totalCents: number; quotedCents: number | null }, quote: boolean): boolean {
  return (!quote || order.quotedCents !== null) && order.totalCents > 0 && OPEN_STATES.includes(order.status);
}

/** The page without its invoice link, which routes/payments.ts adds (`visitorOrderPage`). */
export type OrderPage = Omit<OrderPageData, 'factura'>;

/**
 * The visitor's view of an order (DECISIONS §10): only by its secret reference; the figures are
 * the server's own, stored with the order.
 */
export async function orderPageOf(
  orders: OrderStore,
  referencia: string,
  flowOf: (id: string) => Promise<AnyFlow | undefined>,
  /** DECISIONS §13: the office's facts and the deadlines of the right the order files, in the client's words (services/rights.ts). */
  rights?: Pick<Rights, 'plazosOf' | 'history'>,
): Promise<OrderPage | undefined> {
  const order = isReferencia(referencia) ? await orders.find(referencia) : undefined;
  if (!order) return undefined;
  const [history, files, flow, facts] = await Promise.all([
    orders.history(order.id),
    orders.files(order.id),
    flowOf(order.flow),
    rights ? rights.history(order.id) : [],
  ]);
  const office = facts.at(-1);
  const lines = storedLinesOf(order.envelope);
  const split = taxSplitOf(lines);
  const quote = flow ? isQuoteOrder(flow, order) : false;
  return {
    numero: order.numero,
    producto: order.producto,
    estado: order.status,
    estadoTexto: clientStateText(order.status),
    total: { centimos: order.totalCents, texto: formatEur(order.totalCents) },
    // What was ordered, from the one description the office's mail reads too (order-description.ts).
    solicitante: applicantNameOf(order.envelope),
    solicitud: describeStoredOrder(flow, order.envelope).map((row) => ({ etiqueta: row.label, valor: row.value })),
    // Staff's words with the price they answered a quote request with (DECISIONS §11), shown beside 'Pagar'.
    presupuesto: quote && order.quotedCents !== null ? { importe: formatEur(order.quotedCents), mensaje: order.quoteMessage ?? '' } : null,
    // The office's numbers once staff recorded them (DECISIONS §13): the recording in force.
    oficina: office
      ? { numero: office.officeNumber, presentacion: office.filedOn, publicacion: office.publishedOn ?? null, concesion: office.grantedOn ?? null }
      : null,
    totalIncluye: priceIncludesOf(flow),
    lineas: lines.map((line) => ({ concepto: line.label, importe: formatEur(line.cents) })),
    desglose: split
      ? { suplidosCentimos: split.suplidosCents, baseCentimos: split.baseCents, ivaCentimos: split.vatCents, totalCentimos: split.totalCents }
      : null,
    archivos: files.map((file) => ({ nombre: file.originalName, bytes: file.sizeBytes, sha256: file.sha256 ?? '' })),
    // What the office handed the client (a filing receipt, a certificate), downloadable by this same reference.
    documentos: (await orders.documents(order.id)).map((document) => ({
      nombre: document.title,
      url: `/api/pedido/${encodeURIComponent(order.referencia)}/documentos/${document.id}`,
      fecha: document.createdAt.toISOString(),
    })),
    // In the client's words: no drafts, no payment pages opened, no gateway codes (order-timeline.ts).
    historial: clientTimelineOf(history, facts),
    plazos: rights ? await rights.plazosOf(order, flow) : [],
    pagable: isPayable(order, quote),
    // Only while the request is open: an archived one promises no quote.
    presupuestoPendiente: quote && order.quotedCents === null && order.status === ORDER_STATUS.quoteRequested,
  };
}
