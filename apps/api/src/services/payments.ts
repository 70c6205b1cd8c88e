import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orderFiles, orders, paymentAttempts } from '../db/schema';
import { officePaidMail, receiptMail, unappliedPaymentMail, type PaidOrder } from '../mail/templates';
import type { Outbox } from './outbox';
import type { Invoices } from './invoices';
import { company } from '@shop/settings';
import { orderLinks } from '@shop/settings/routes';
import { formatEur } from '@shop/money';
import { afterPaymentOf, priceIncludesOf, type AnyFlow } from '@shop/flow-kit';
import { loadFlow } from '@shop/flows';
import { EURO, type PaymentNotice } from '../payments/provider';
import { refusalReading } from '../payments/response-codes';
import { OPEN_STATES, ORDER_STATUS, PAID_STATES, type OrderRow, type OrderStore } from './orders';
import { storedLinesOf } from './order-lines';
import { applicantNameOf, describeStoredOrder } from './order-description';

/** The states of one payment attempt. `cancelled`: the order changed while it was open. */
export const ATTEMPT = {
  started: 'started',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  wrongAmount: 'wrong_amount',
  /** Money came through a page cancelled before it was paid: applied to nothing, told to the office. */
  paidWhenCancelled: 'paid_when_cancelled',
} as const;

/** How staff read an attempt's state (the back office's payments of an order). */
export const ATTEMPT_TEXT: Record<string, string> = {
  [ATTEMPT.started]: 'Abierto, sin respuesta del banco',
  [ATTEMPT.paid]: 'Pagado',
  [ATTEMPT.failed]: 'No completado',
  [ATTEMPT.cancelled]: 'Anulado: el pedido cambió antes de pagarse',
  [ATTEMPT.wrongAmount]: 'Cobrado con otro importe: a devolver',
  [ATTEMPT.paidWhenCancelled]: 'Cobrado en una página anulada: a devolver o aplicar',
};

export interface Settlement {
  /** What the attempt became; for a replay, what it already was. */
  status: string;
  replay: boolean;
}

/** What the receipt says of an order: read from the envelope the server stored (its own figures). */
export function paidOrderOf(
  order: OrderRow,
  files: { originalName: string; sizeBytes: number; sha256: string | null }[],
  publicUrl: string,
  flow: AnyFlow | undefined,
): PaidOrder {
  const envelope = order.envelope as Record<string, unknown>;
  const text = (key: string) => (typeof envelope[key] === 'string' ? (envelope[key] as string) : '');
  const dial = (envelope.selectedCountry as { dialCode?: string } | undefined)?.dialCode ?? '';
  return {
    numero: order.numero,
    producto: order.producto,
    email: text('email'),
    applicant: applicantNameOf(envelope),
    phone: `${dial} ${text('phone')}`.trim(),
    // With their official fees: the receipt shows the total as the invoice reads it (DECISIONS §12).
    lines: storedLinesOf(envelope),
    totalCents: order.totalCents,
    totalIncludes: priceIncludesOf(flow),
    afterPayment: afterPaymentOf(flow),
    // What was ordered, as the flow's own labels read it: the office acts on it without the back office.
    rows: describeStoredOrder(flow, envelope),
    withoutBotCheck: order.botChecked === false,
    files: files.map((file) => ({ name: file.originalName, sizeBytes: file.sizeBytes, sha256: file.sha256 ?? '' })),
    orderUrl: orderLinks(publicUrl).page(order.referencia),
    adminUrl: orderLinks(publicUrl).admin(order.numero),
  };
}

export function createPayments(db: Db, _orderStore: OrderStore, outbox: Outbox, publicUrl: string, invoices?: Pick<Invoices, 'issueInvoice'>) {
  return {
    /**
     * Opens a payment page for the order as `order` read it, with the order locked: false when the
     * order changed since (an edit, a payment, staff), whose cancelling of open pages this page would
     * otherwise have missed; the caller reads the order again.
     */
    async startAttempt(order: OrderRow, provider: string, gatewayOrder: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, order.id)).for('update');
        if (current?.updatedAt.getTime() !== order.updatedAt.getTime()) return false;
        await tx
          .insert(paymentAttempts)
          .values({ orderId: order.id, provider, providerOrder: gatewayOrder, amountCents: order.totalCents, status: ATTEMPT.started });
        const waiting = [ORDER_STATUS.draft, ORDER_STATUS.awaitingPayment, ORDER_STATUS.paymentFailed];
        if (waiting.some((status) => status === order.status)) {
          await tx.update(orders).set({ status: ORDER_STATUS.awaitingPayment, updatedAt: new Date() }).where(eq(orders.id, order.id));
          await tx.insert(orderEvents).values({ orderId: order.id, status: ORDER_STATUS.awaitingPayment, note: `Pago iniciado (${gatewayOrder})` });
        }
        return true;
      });
    },

    async attempt(gatewayOrder: string) {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrder, gatewayOrder)).limit(1);
      return row;
    },

    async orderOf(attempt: { orderId: number }) {
      const [row] = await db.select().from(orders).where(eq(orders.id, attempt.orderId)).limit(1);
      return row;
    },

    /**
     * Applies a verified notice once, in one transaction with the attempt and the order locked:
     * an order becomes paid only through an attempt still open whose amount is the order's current
     * total, in euros; money it cannot take is written in its history and told to the office; a
     * replay changes nothing; a failure of an older attempt leaves an order that has a newer one alone.
     */
    async settle(notice: PaymentNotice): Promise<Settlement | undefined> {
      return db.transaction(async (tx) => {
        // The order is locked before its attempt, as every edit and staff action does (order, then its
        // attempts): locked the other way round, a notice arriving during an edit could deadlock and be lost.
        const [owner] = await tx
          .select({ orderId: paymentAttempts.orderId })
          .from(paymentAttempts)
          .where(eq(paymentAttempts.providerOrder, notice.gatewayOrder));
        if (!owner) return undefined;
        const [order] = await tx.select().from(orders).where(eq(orders.id, owner.orderId)).for('update');
        if (!order) return undefined;
        const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrder, notice.gatewayOrder)).for('update');
        if (!attempt) return undefined;
        if (attempt.status !== ATTEMPT.started && attempt.status !== ATTEMPT.cancelled) return { status: attempt.status, replay: true };
        const [latest] = await tx
          .select({ id: paymentAttempts.id })
          .from(paymentAttempts)
          .where(eq(paymentAttempts.orderId, order.id))
          .orderBy(desc(paymentAttempts.id))
          .limit(1);
        const isLatest = latest?.id === attempt.id;
        const wasCancelled = attempt.status === ATTEMPT.cancelled;
        const amountMatches = notice.currency === EURO && notice.amountCents === attempt.amountCents && notice.amountCents === order.totalCents;
        // Money that came on a page whose order changed meanwhile pays nothing: the visitor saw other content there.
        const status = !notice.paid ? ATTEMPT.failed : wasCancelled ? ATTEMPT.paidWhenCancelled : amountMatches ? ATTEMPT.paid : ATTEMPT.wrongAmount;
        await tx.update(paymentAttempts).set({ status, responseCode: notice.responseCode, updatedAt: new Date() }).where(eq(paymentAttempts.id, attempt.id));

        const move = async (to: string, note: string, from: readonly string[]): Promise<boolean> => {
          if (!from.includes(order.status)) return false;
          await tx
            .update(orders)
            .set({ status: to, updatedAt: new Date() })
            .where(and(eq(orders.id, order.id), inArray(orders.status, from)));
          await tx.insert(orderEvents).values({ orderId: order.id, status: to, note });
          return true;
        };
        const received = `${formatEur(notice.amountCents)}${notice.currency === EURO ? '' : ` (moneda ${notice.currency})`}`;
        /**
         * Money the order could not take: the shop must give it back or apply it by hand, so it goes
         * in the order's history and to the office, never unnoticed, whatever the order's state.
         */
        const unclaimed = async (note: string, subject: string, why: string): Promise<void> => {
          await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, note });
          const text = `Pedido ${order.numero}: ${order.producto}. ${note}.\nEn la oficina: ${orderLinks(publicUrl).admin(order.numero)}`;
          await outbox.queueMail({ to: company.officeEmail, subject, text }, tx);
          const email = (order.envelope as { email?: unknown }).email;
          if (typeof email === 'string' && email !== '') {
            const orderUrl = orderLinks(publicUrl).page(order.referencia);
            await outbox.queueMail(await unappliedPaymentMail({ email, numero: order.numero, producto: order.producto, received, why, orderUrl }), tx);
          }
        };

        if (status === ATTEMPT.paid && (await move(ORDER_STATUS.paid, `Pagado (${notice.gatewayOrder})`, OPEN_STATES))) {
          // The receipt and the office's notice commit with the payment, or not at all (DECISIONS §10),
          // and so does the invoice, which the receipt carries (DECISIONS §12).
          const invoice = await invoices?.issueInvoice(tx, order);
          const files = await tx.select().from(orderFiles).where(eq(orderFiles.orderId, order.id)).orderBy(orderFiles.id);
          const paid = { ...paidOrderOf(order, files, publicUrl, await loadFlow(order.flow)), invoice };
          if (paid.email) await outbox.queueMail({ ...(await receiptMail(paid)), attachments: invoice ? [invoice.attachment] : undefined }, tx);
          await outbox.queueMail(await officePaidMail(paid), tx);
        } else if (status === ATTEMPT.paid || status === ATTEMPT.paidWhenCancelled) {
          if (PAID_STATES.includes(order.status)) {
            // A second payment of a paid order (two payment tabs).
            await unclaimed(
              `Pago recibido de nuevo (${notice.gatewayOrder}, ${received}) con el pedido ya pagado: la oficina lo devolverá`,
              `Pago duplicado en el pedido ${order.numero}`,
              'el pedido ya estaba pagado',
            );
          } else if (OPEN_STATES.includes(order.status)) {
            // The visitor changed the order after opening this page, which showed the old content.
            await unclaimed(
              `Pago recibido (${notice.gatewayOrder}, ${received}) en una página de pago anulada porque el pedido cambió después: la oficina lo devolverá o lo aplicará`,
              `Pago recibido en el pedido ${order.numero} por una página de pago anulada`,
              'llegó por una página de pago que quedó anulada al cambiar el pedido después de abrirla',
            );
          } else {
            // One made on a page opened before staff archived the order or answered it as a quote.
            await unclaimed(
              `Pago recibido (${notice.gatewayOrder}) cuando el pedido ya no admitía pagos: la oficina lo devolverá o reactivará el pedido`,
              `Pago recibido en el pedido ${order.numero}, que no admitía pagos`,
              'el pedido ya no admitía pagos cuando llegó',
            );
          }
        } else if (status === ATTEMPT.wrongAmount) {
          await unclaimed(
            `Importe recibido distinto del pedido (${notice.gatewayOrder}): ${received} por un total de ${formatEur(order.totalCents)}; la oficina lo devolverá`,
            `Pago con importe distinto en el pedido ${order.numero}`,
            `el importe no es el total del pedido (${formatEur(order.totalCents)})`,
          );
          if (isLatest)
            await move(ORDER_STATUS.paymentFailed, `Pago no aplicado (${notice.gatewayOrder}): importe distinto`, [
              ORDER_STATUS.draft,
              ORDER_STATUS.awaitingPayment,
            ]);
        } else if (isLatest && !wasCancelled) {
          await move(ORDER_STATUS.paymentFailed, `Pago no completado (${notice.gatewayOrder}, ${refusalReading(notice.responseCode)})`, [
            ORDER_STATUS.draft,
            ORDER_STATUS.awaitingPayment,
          ]);
        }
        return { status, replay: false };
      });
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
