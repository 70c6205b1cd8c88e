import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REFUND_GATEWAY_STATES } from '@shop/api-contract';

/** What the gateway did with a refund (its states are the admin answer's, packages/api-contract/src/admin-refunds.ts). */
export { REFUND_GATEWAY_STATES };
export type RefundGatewayState = (typeof REFUND_GATEWAY_STATES)[number];

/** Refunds of paid orders (migration 0023, ADR 012): the amount, its corrective invoice, the gateway's answer. */
export const orderRefunds = pgTable('order_refunds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  invoiceNumero: text('invoice_numero'),
  gatewayStatus: text('gateway_status').$type<RefundGatewayState>().notNull(),
  gatewayCode: text('gateway_code'),
  staffEmail: text('staff_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});
