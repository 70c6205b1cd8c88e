import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orderFiles, orders, paymentAttempts } from '../db/schema';
import { officePaidMail, receiptMail, type PaidOrder } from '../mail/templates';
import type { Outbox } from './outbox';
import { company } from '@shop/settings';
import { dataFromEnvelope, describeOrder, priceIncludesOf, type AnyFlow } from '@shop/flow-kit';
import { loadFlow } from '@shop/flows';
import { EURO, type PaymentNotice } from '../payments/provider';
import { OPEN_STATES, ORDER_STATUS, PAID_STATES, type OrderRow, type OrderStore } from './orders';

/** The states of one payment attempt. `cancelled`: the order changed while it was open. */
export const ATTEMPT = { started: 'started', paid: 'paid', failed: 'failed', cancelled: 'cancelled', wrongAmount: 'wrong_amount' } as const;

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
  const lines = Array.isArray(envelope.lineas) ? (envelope.lineas as { label: string; cents: number }[]) : [];
  return {
    numero: order.numero,
    producto: order.producto,
    email: text('email'),
    applicant: [text('name'), text('lastName')].filter(Boolean).join(' '),
    phone: `${dial} ${text('phone')}`.trim(),
    lines: lines.map((line) => ({ label: line.label, cents: line.cents })),
    totalCents: order.totalCents,
    totalIncludes: priceIncludesOf(flow),
    // What was ordered, as the flow's own labels read it: the office acts on it without the back office.
    rows: flow ? describeOrder(flow, flow.parseData(dataFromEnvelope(envelope)) ?? {}) : [],
    files: files.map((file) => ({ name: file.originalName, sizeBytes: file.sizeBytes, sha256: file.sha256 ?? '' })),
    orderUrl: `${publicUrl}/pedido/${order.referencia}`,
    adminUrl: `${publicUrl}/admin/pedidos/${order.numero}`,
  };
}

export function createPayments(db: Db, _orderStore: OrderStore, outbox: Outbox, publicUrl: string) {
  return {
    async startAttempt(order: OrderRow, provider: string, gatewayOrder: string): Promise<void> {
      await db
        .insert(paymentAttempts)
        .values({ orderId: order.id, provider, providerOrder: gatewayOrder, amountCents: order.totalCents, status: ATTEMPT.started });
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
     * an order becomes paid only when the amount is the attempt's and the order's current total,
     * in euros; a replay changes nothing; a failure of an older attempt leaves an order that has
     * a newer one alone.
     */
    async settle(notice: PaymentNotice): Promise<Settlement | undefined> {
      return db.transaction(async (tx) => {
        const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrder, notice.gatewayOrder)).for('update');
        if (!attempt) return undefined;
        if (attempt.status !== ATTEMPT.started && attempt.status !== ATTEMPT.cancelled) return { status: attempt.status, replay: true };
        const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
        if (!order) return undefined;
        const [latest] = await tx
          .select({ id: paymentAttempts.id })
          .from(paymentAttempts)
          .where(eq(paymentAttempts.orderId, order.id))
          .orderBy(desc(paymentAttempts.id))
          .limit(1);
        const isLatest = latest?.id === attempt.id;
        const amountMatches = notice.currency === EURO && notice.amountCents === attempt.amountCents && notice.amountCents === order.totalCents;
        const status = !notice.paid ? ATTEMPT.failed : amountMatches ? ATTEMPT.paid : ATTEMPT.wrongAmount;
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
        if (status === ATTEMPT.paid) {
          if (await move(ORDER_STATUS.paid, `Pagado (${notice.gatewayOrder})`, OPEN_STATES)) {
            // The receipt and the office's notice commit with the payment, or not at all (DECISIONS §10).
            const files = await tx.select().from(orderFiles).where(eq(orderFiles.orderId, order.id)).orderBy(orderFiles.id);
            const paid = paidOrderOf(order, files, publicUrl, await loadFlow(order.flow));
            if (paid.email) await outbox.queueMail(await receiptMail(paid), tx);
            await outbox.queueMail(await officePaidMail(paid), tx);
          } else {
            // Money the order could not take: a second payment of a paid order (two payment tabs),
            // or one made on a page opened before staff archived it. The shop must give it back or
            // reactivate the order: it goes in the order's history and to the office, never unnoticed.
            const [note, subject] = PAID_STATES.includes(order.status)
              ? [`Pago recibido de nuevo (${notice.gatewayOrder}) con el pedido ya pagado: hay que devolverlo`, `Pago duplicado en el pedido ${order.numero}`]
              : [
                  `Pago recibido (${notice.gatewayOrder}) cuando el pedido ya no admitía pagos: la oficina lo devolverá o reactivará el pedido`,
                  `Pago recibido en el pedido ${order.numero}, que no admitía pagos`,
                ];
            await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, note });
            await outbox.queueMail({ to: company.officeEmail, subject, text: `Pedido ${order.numero}: ${order.producto}. ${note}.` }, tx);
          }
        } else if (attempt.status === ATTEMPT.cancelled) {
          // The order changed while this payment was open: staff see what came back, the order stays as it is.
          await tx.insert(orderEvents).values({
            orderId: order.id,
            status: order.status,
            note: `Notificación de un pago cancelado (${notice.gatewayOrder}, código ${notice.responseCode}): revisar`,
          });
        } else if (isLatest) {
          const note =
            status === ATTEMPT.wrongAmount
              ? `Importe notificado distinto del pedido (${notice.gatewayOrder}): ${notice.amountCents} ${notice.currency}`
              : `Pago no completado (${notice.gatewayOrder}, código ${notice.responseCode || 'desconocido'})`;
          await move(ORDER_STATUS.paymentFailed, note, [ORDER_STATUS.draft, ORDER_STATUS.awaitingPayment]);
        }
        return { status, replay: false };
      });
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
