import { eq, and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, paymentAttempts } from '../db/schema';
import type { PaymentNotice } from '../payments/provider';
import { ORDER_STATUS, type OrderRow, type OrderStore } from './orders';

export function createPayments(db: Db, orderStore: OrderStore) {
  return {
    async startAttempt(order: OrderRow, provider: string, gatewayOrder: string): Promise<void> {
      await db.insert(paymentAttempts).values({ orderId: order.id, provider, providerOrder: gatewayOrder, amountCents: order.totalCents, status: 'started' });
    },

    async attempt(gatewayOrder: string) {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrder, gatewayOrder)).limit(1);
      return row;
    },

    async orderOf(attempt: { orderId: number }) {
      const [row] = await db.select().from(orders).where(eq(orders.id, attempt.orderId)).limit(1);
      return row;
    },

    /** Applies a verified notice once: the amount must be the order's, and a paid order stays paid. */
    async settle(notice: PaymentNotice): Promise<{ status: string } | undefined> {
      const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrder, notice.gatewayOrder)).limit(1);
      if (!attempt) return undefined;
      const matches = notice.amountCents === attempt.amountCents;
      const status = notice.paid && matches ? 'paid' : 'failed';
      await db
        .update(paymentAttempts)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'started')));
      if (status === 'paid') {
        await orderStore.setStatus(attempt.orderId, ORDER_STATUS.paid, `Pagado (${notice.gatewayOrder})`, [
          ORDER_STATUS.draft,
          ORDER_STATUS.awaitingPayment,
          ORDER_STATUS.paymentFailed,
        ]);
      } else {
        const note = matches ? `Pago no completado (${notice.gatewayOrder})` : `Importe notificado distinto del pedido (${notice.gatewayOrder})`;
        await orderStore.setStatus(attempt.orderId, ORDER_STATUS.paymentFailed, note, [ORDER_STATUS.draft, ORDER_STATUS.awaitingPayment]);
      }
      return { status };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
