import { and, eq, sql } from 'drizzle-orm';
import { dataFromEnvelope, describeOrder, priceIncludesOf } from '@shop/flow-kit';
import { loadFlow } from '@shop/flows';
import { formatEur } from '@shop/money';
import { orderLinks } from '@shop/settings/routes';
import type { Db } from '../../db/client';
import { orderEvents, orderNotes, orders, paymentAttempts } from '../../db/schema';
import type { Services } from '../../services';
import { isQuoteOrder, Refusal } from '../../services/order-intake';
import { isPayable } from '../../services/order-page';
import { cancelOpenPayments, OPEN_STATES, ORDER_STATUS, STATUS_TEXT, type OrderRow } from '../../services/orders';
import { ATTEMPT_TEXT } from '../../services/payments';
import { canMove, isOrderStatus, nextStates, QUOTE_ANSWERABLE } from '../../services/order-lifecycle';
import { writeAudit, type Actor } from '../audit/log';
import { quoteAnsweredMail, statusChangedMail } from './mails';
import { mergedTimeline, rightDetailOf } from './filing-view';
import { orderByOf, whereOf, type OrderFilters } from './filters';
import type { OrderItem } from '@shop/api-contract';

const UNKNOWN_STATUS = 'Ese estado no existe.';
/** What staff may send instead, as the order screen names each state. */
const VALID_STATUSES = `Elige uno de estos estados: ${Object.entries(STATUS_TEXT)
  .map(([id, text]) => `${id} (${text})`)
  .join(', ')}.`;

export const PAGE_SIZE = 25;

const acceptancesOf = (envelope: unknown) => {
  const stored = (envelope as { aceptaciones?: Record<string, unknown> }).aceptaciones ?? {};
  const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
  return { privacidad: textOrNull(stored.privacidad), condiciones: textOrNull(stored.condiciones), versionCondiciones: textOrNull(stored.versionCondiciones) };
};

const text = (envelope: unknown, key: string) => {
  const value = (envelope as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/** Only a quote request totals 0 until staff price it: not a 0,00 € order. */
const awaitsQuote = (row: OrderRow) => row.totalCents === 0 && row.quotedCents === null;
const totalText = (row: OrderRow) => (awaitsQuote(row) ? 'Presupuesto pendiente' : formatEur(row.totalCents));

const listItemOf = (row: OrderRow): OrderItem => ({
  numero: row.numero,
  fecha: row.createdAt.toISOString(),
  servicio: row.producto,
  flow: row.flow,
  cliente: [text(row.envelope, 'name'), text(row.envelope, 'lastName')].filter(Boolean).join(' '),
  email: text(row.envelope, 'email'),
  marca: text(row.envelope, 'brandName'),
  estado: row.status,
  estadoTexto: STATUS_TEXT[row.status] ?? row.status,
  total: totalText(row),
  totalCentimos: row.totalCents,
  sinComprobacionAntirrobot: row.botChecked === false,
});

export const ORDER_NOT_FOUND = 'No existe ningún pedido con ese número.';

export function createAdminOrders(services: Services) {
  const db = services.db;
  const byNumero = async (numero: string) => (await db.select().from(orders).where(eq(orders.numero, numero)).limit(1))[0];
  const orderUrl = (row: OrderRow) => orderLinks(services.publicUrl).page(row.referencia);

  return {
    byNumero,

    async list(filters: OrderFilters, page: number): Promise<{ items: OrderItem[]; total: number; page: number; pageSize: number }> {
      const where = whereOf(filters);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...orderByOf(filters))
        .limit(PAGE_SIZE)
        .offset((Math.max(1, page) - 1) * PAGE_SIZE);
      return { items: rows.map(listItemOf), total: Number(count?.total ?? 0), page: Math.max(1, page), pageSize: PAGE_SIZE };
    },

    /** Every order the filters match (CSV export), in the list's order, read in pages to bound memory. */
    async *all(filters: OrderFilters): AsyncGenerator<OrderItem> {
      const where = whereOf(filters);
      for (let offset = 0; ; offset += 500) {
        const rows = await db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...orderByOf(filters))
          .limit(500)
          .offset(offset);
        for (const row of rows) yield listItemOf(row);
        if (rows.length < 500) return;
      }
    },

    /** The order screen: generic over flows, read in the order's own flow's labels (DECISIONS §11). */
    async detail(numero: string) {
      const row = await byNumero(numero);
      if (!row) return undefined;
      const flow = await loadFlow(row.flow);
      const data = flow
        ? (flow.parseData(dataFromEnvelope(row.envelope as Record<string, unknown>)) ?? dataFromEnvelope(row.envelope as Record<string, unknown>))
        : {};
      const [history, files, notes, payments] = await Promise.all([
        services.orders.history(row.id),
        services.orders.files(row.id),
        db.select().from(orderNotes).where(eq(orderNotes.orderId, row.id)).orderBy(orderNotes.id),
        db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, row.id)).orderBy(paymentAttempts.id),
      ]);
      const quote = flow ? isQuoteOrder(flow, row) : false;
      // DECISIONS §13: the right the order files, the office's facts and the deadlines they give.
      const right = await services.rights.viewOf(row, flow);
      const lines = (row.envelope as { lineas?: { label: string; cents: number }[] }).lineas ?? [];
      return {
        numero: row.numero,
        servicio: row.producto,
        flow: row.flow,
        flowTitulo: flow?.title ?? row.flow,
        fecha: row.createdAt.toISOString(),
        estado: row.status,
        estadoTexto: STATUS_TEXT[row.status] ?? row.status,
        total: totalText(row),
        sinComprobacionAntirrobot: row.botChecked === false,
        lineas: lines.map((line) => ({ concepto: line.label, importe: formatEur(line.cents) })),
        datos: flow ? describeOrder(flow, data) : [],
        archivos: files.map((file) => ({ id: file.id, nombre: file.originalName, tipo: file.mime, bytes: file.sizeBytes, sha256: file.sha256 ?? '' })),
        // DECISIONS §11: when privacy and terms were accepted, and which version of the conditions.
        aceptaciones: acceptancesOf(row.envelope),
        historial: mergedTimeline(
          history.map((event) => ({
            estado: event.status,
            estadoTexto: STATUS_TEXT[event.status] ?? event.status,
            nota: event.note,
            fecha: event.createdAt.toISOString(),
          })),
          right.rows,
        ),
        notas: notes.map((note) => ({ autor: note.staffEmail, texto: note.text, fecha: note.createdAt.toISOString() })),
        // Every payment page opened for it: what staff need to refund or apply money (the gateway's number).
        pagos: payments.map((payment) => ({
          numero: payment.providerOrder,
          pasarela: payment.provider,
          importe: formatEur(payment.amountCents),
          estado: payment.status,
          estadoTexto: ATTEMPT_TEXT[payment.status] ?? payment.status,
          codigo: payment.responseCode,
          fecha: payment.createdAt.toISOString(),
        })),
        transiciones: nextStates(row.status).map((status) => ({ estado: status, texto: STATUS_TEXT[status] ?? status })),
        presupuesto: {
          esPresupuesto: quote,
          respondible: quote && QUOTE_ANSWERABLE.includes(row.status),
          importe: row.quotedCents === null ? null : formatEur(row.quotedCents),
          // Not priced yet: the screen says so where it would say 'Total 0,00 €'.
          pendiente: awaitsQuote(row),
          mensaje: row.quoteMessage ?? '',
          // What the amount staff write includes, as the client's mail will say it.
          incluye: priceIncludesOf(flow),
        },
        ...rightDetailOf(right, row.status),
        pagable: isPayable(row, quote),
        enlacePedido: orderUrl(row),
        enlacePago: `${services.publicUrl}/g/pay?trans=${encodeURIComponent(row.referencia)}`,
      };
    },

    file: async (numero: string, fileId: number) => {
      const row = await byNumero(numero);
      if (!row) return undefined;
      return (await services.orders.files(row.id)).find((file) => file.id === fileId);
    },

    /** Moves an order along TRANSITIONS (services/order-lifecycle.ts); the history, the audit and the visitor's mail commit together. */
    async changeStatus(numero: string, status: string, note: string, actor: Actor): Promise<void> {
      if (!isOrderStatus(status)) throw new Refusal(400, UNKNOWN_STATUS, { estado: VALID_STATUSES });
      const row = await byNumero(numero);
      if (!row) throw new Refusal(404, ORDER_NOT_FOUND);
      if (!canMove(row.status, status))
        throw new Refusal(409, `Un pedido en estado «${STATUS_TEXT[row.status] ?? row.status}» no puede pasar a «${STATUS_TEXT[status] ?? status}».`);
      const statusText = STATUS_TEXT[status] ?? status;
      const email = text(row.envelope, 'email');
      // DECISIONS §10: every status change staff make is mailed to the visitor, archiving included.
      const visitorMail = email
        ? await statusChangedMail({ email, numero: row.numero, producto: row.producto, statusText, note, orderUrl: orderUrl(row) })
        : undefined;
      const changed = await services.orders.setStatus(row.id, status as never, note || statusText, [row.status as never], async (tx) => {
        // `avisado`: whether the client was mailed this state, which an undo must then correct (work.ts).
        await writeAudit(tx, actor, 'order.status', 'order', row.numero, { estado: row.status }, { estado: status, nota: note, avisado: Boolean(visitorMail) });
        // An order that no longer takes payments (archived, closed) has no payment open on a visitor's page.
        if (!OPEN_STATES.includes(status)) await cancelOpenPayments(tx, row.id);
        if (visitorMail) await services.outbox.queueMail(visitorMail, tx);
      });
      if (!changed) throw new Refusal(409, 'El pedido ha cambiado mientras tanto. Recarga la página.');
    },

    async addNote(numero: string, note: string, actor: Actor): Promise<void> {
      const row = await byNumero(numero);
      if (!row) throw new Refusal(404, ORDER_NOT_FOUND);
      await db.transaction(async (tx) => {
        await tx.insert(orderNotes).values({ orderId: row.id, staffEmail: actor.email, text: note });
        await writeAudit(tx as unknown as Db, actor, 'order.note', 'order', row.numero, null, { nota: note });
      });
    },

    /**
     * Answers a quote request with a price (DECISIONS §11): the order's total becomes that price,
     * its only line the quote, and it awaits payment; the visitor gets the link that pays it.
     */
    async answerQuote(numero: string, cents: number, message: string, actor: Actor): Promise<void> {
      const row = await byNumero(numero);
      if (!row) throw new Refusal(404, ORDER_NOT_FOUND);
      const flow = await loadFlow(row.flow);
      if (!flow || !isQuoteOrder(flow, row)) throw new Refusal(409, 'Este pedido no es una solicitud de presupuesto.');
      if (!QUOTE_ANSWERABLE.includes(row.status)) throw new Refusal(409, 'Esta solicitud ya no admite un presupuesto.');
      const email = text(row.envelope, 'email');
      const payUrl = `${services.publicUrl}/g/pay?trans=${encodeURIComponent(row.referencia)}`;
      const visitorMail = email
        ? await quoteAnsweredMail({
            email,
            numero: row.numero,
            producto: row.producto,
            cents,
            message,
            payUrl,
            orderUrl: orderUrl(row),
            includes: priceIncludesOf(flow),
            replacesCents: row.quotedCents ?? undefined,
          })
        : undefined;
      const envelope = { ...(row.envelope as Record<string, unknown>), lineas: [{ label: `Presupuesto de ${row.producto}`, cents }] };
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(orders)
          .set({ quotedCents: cents, quoteMessage: message, totalCents: cents, envelope, status: ORDER_STATUS.awaitingPayment, updatedAt: new Date() })
          // Unchanged since read, content included (to the millisecond a Date holds): a visitor's edit landing meanwhile is not written over.
          .where(and(eq(orders.id, row.id), eq(orders.status, row.status), sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${row.updatedAt}`))
          .returning({ id: orders.id });
        if (changed.length === 0) throw new Refusal(409, 'El pedido ha cambiado mientras tanto. Recarga la página.');
        // A payment opened for an earlier answer must not pay the new one.
        await cancelOpenPayments(tx, row.id);
        await tx.insert(orderEvents).values({ orderId: row.id, status: ORDER_STATUS.awaitingPayment, note: `Presupuesto enviado: ${formatEur(cents)}` });
        await writeAudit(
          tx as unknown as Db,
          actor,
          'order.quote',
          'order',
          row.numero,
          // The price quoted before (none for a first answer), not the 0 a request totals meanwhile.
          { estado: row.status, total: row.quotedCents },
          { estado: ORDER_STATUS.awaitingPayment, total: cents, mensaje: message },
        );
        if (visitorMail) await services.outbox.queueMail(visitorMail, tx);
      });
    },
  };
}
