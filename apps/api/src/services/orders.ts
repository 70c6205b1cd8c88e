import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderDocuments, orderEvents, orderFiles, orders, paymentAttempts } from '../db/schema';
import { createOrderInserter, type InsertedOrder } from './order-inserts';

/** DECISIONS §4: the order states. */

/**
 * Cancels the payments of an order still open on a visitor's page (its content, its price or its
 * state changed): a settlement of a cancelled attempt never pays the order (payments.ts).
 */
export async function cancelOpenPayments(executor: Pick<Db, 'update'>, orderId: number): Promise<void> {
  await executor
    .update(paymentAttempts)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'started')));
}

export const ORDER_STATUS = {
  draft: 'draft',
  awaitingPayment: 'awaiting_payment',
  paid: 'paid',
  paymentFailed: 'payment_failed',
  quoteRequested: 'quote_requested',
  // ADR 007: the states staff move an order through after payment, and the archive.
  filed: 'filed',
  granted: 'granted',
  refused: 'refused',
  closed: 'closed',
  archived: 'archived',
  // ADR 012: a paid order whose whole amount was given back.
  refunded: 'refunded',
} as const;

/** How each state reads to the visitor (DECISIONS §4). */
export const STATUS_TEXT: Record<string, string> = {
  [ORDER_STATUS.draft]: 'Borrador guardado',
  [ORDER_STATUS.awaitingPayment]: 'Pendiente de pago',
  [ORDER_STATUS.paid]: 'Pagado',
  [ORDER_STATUS.paymentFailed]: 'Pago no completado',
  [ORDER_STATUS.quoteRequested]: 'Presupuesto solicitado',
  [ORDER_STATUS.filed]: 'Presentado ante la oficina',
  [ORDER_STATUS.granted]: 'Concedido',
  [ORDER_STATUS.refused]: 'Denegado',
  [ORDER_STATUS.closed]: 'Cerrado',
  [ORDER_STATUS.archived]: 'Archivado',
  [ORDER_STATUS.refunded]: 'Reembolsado',
};

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Not paid yet, and still the visitor's to change and to pay (DECISIONS §4). */
export const OPEN_STATES: readonly string[] = [ORDER_STATUS.draft, ORDER_STATUS.awaitingPayment, ORDER_STATUS.paymentFailed];

/** Paid, and the states staff move a paid order through (ADR 007): paid, whatever came after. */
export const PAID_STATES: readonly string[] = [ORDER_STATUS.paid, ORDER_STATUS.filed, ORDER_STATUS.granted, ORDER_STATUS.refused, ORDER_STATUS.closed];

export type OrderRow = typeof orders.$inferSelect;

export interface StoredFile {
  field: string;
  originalName: string;
  storedName: string;
  mime: string;
  sizeBytes: number;
  sha256: string;
}

export interface OrderDraft {
  flow: string;
  producto: string;
  envelope: Record<string, unknown>;
  totalCents: number;
  idempotencyKey?: string | undefined;
  /** Whether the save that creates the order passed the bot check (DECISIONS §7); updates leave it. */
  botChecked?: boolean | undefined;
}

export class OrderConflict extends Error {}

const orderRowOf = (row: InsertedOrder & { envelope: unknown }): OrderRow => ({
  id: Number(row.id),
  referencia: row.referencia,
  numero: row.numero,
  flow: row.flow,
  producto: row.producto,
  status: row.status,
  envelope: row.envelope,
  totalCents: Number(row.total_cents),
  idempotencyKey: row.idempotency_key,
  botChecked: row.bot_checked,
  quotedCents: null,
  quoteMessage: null,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

export function createOrderStore(db: Db) {
  const insertOrder = createOrderInserter(db, ORDER_STATUS.draft);
  async function find(referencia: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.referencia, referencia)).limit(1);
    return row;
  }

  return {
    find,

    async findByIdempotencyKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
      return row;
    },

    /** A new draft with its first history line and its files, written as one statement (grouped under load). */
    async create(draft: OrderDraft, files: StoredFile[]): Promise<OrderRow> {
      const row = await insertOrder(draft, files);
      return orderRowOf({ ...row, envelope: draft.envelope });
    },

    /**
     * Replaces an unpaid order's content. The condition on the status (and on no quote answer) sits in the UPDATE itself
     * so a payment landing between read and write cannot be overwritten.
     */
    /** Updates an open order; `files` replace those of their fields, `clearFiles` (with none sent) removes all. */
    async update(
      referencia: string,
      draft: OrderDraft,
      files: StoredFile[],
      clearFiles = false,
    ): Promise<{ order: OrderRow; replacedFiles: { storedName: string }[] }> {
      return db.transaction(async (tx) => {
        const replacedFiles: { storedName: string }[] = [];
        const [row] = await tx
          .update(orders)
          .set({ producto: draft.producto, envelope: draft.envelope, totalCents: draft.totalCents, updatedAt: new Date() })
          .where(
            and(eq(orders.referencia, referencia), sql`${orders.status} IN ('draft', 'awaiting_payment', 'payment_failed') AND ${orders.quotedCents} IS NULL`),
          )
          .returning();
        if (!row) throw new OrderConflict(referencia);
        // An open payment page was for the old content, whatever the order's state (one may linger in
        // another tab after a later attempt failed): it is cancelled, so its money pays nothing, and
        // an order that was waiting for it is a draft again.
        await cancelOpenPayments(tx, row.id);
        if (row.status === ORDER_STATUS.awaitingPayment) {
          await tx.update(orders).set({ status: ORDER_STATUS.draft }).where(eq(orders.id, row.id));
          row.status = ORDER_STATUS.draft;
          await tx.insert(orderEvents).values({ orderId: row.id, status: row.status, note: 'Pedido modificado: el pago pendiente queda cancelado' });
        } else {
          await tx.insert(orderEvents).values({ orderId: row.id, status: row.status, note: 'Pedido actualizado' });
        }
        if (clearFiles && files.length === 0)
          replacedFiles.push(...(await tx.delete(orderFiles).where(eq(orderFiles.orderId, row.id)).returning({ storedName: orderFiles.storedName })));
        if (files.length > 0) {
          // A re-sent upload replaces the earlier one of the same field.
          for (const field of new Set(files.map((file) => file.field))) {
            replacedFiles.push(
              ...(await tx
                .delete(orderFiles)
                .where(and(eq(orderFiles.orderId, row.id), eq(orderFiles.field, field)))
                .returning({ storedName: orderFiles.storedName })),
            );
          }
          await tx.insert(orderFiles).values(files.map((file) => ({ ...file, orderId: row.id })));
        }
        return { order: row, replacedFiles };
      });
    },

    /**
     * Moves an order to `status` (only from `onlyFrom` when given) with a history line; `alongside`
     * runs in the same transaction, so what the change causes (its mails) commits with it.
     */
    async setStatus(
      orderId: number,
      status: OrderStatus,
      note: string,
      onlyFrom?: readonly OrderStatus[],
      alongside?: (tx: Db) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const condition = onlyFrom
          ? and(
              eq(orders.id, orderId),
              sql`${orders.status} IN (${sql.join(
                onlyFrom.map((value) => sql`${value}`),
                sql`, `,
              )})`,
            )
          : eq(orders.id, orderId);
        const changed = await tx.update(orders).set({ status, updatedAt: new Date() }).where(condition).returning({ id: orders.id });
        if (changed.length === 0) return false;
        await tx.insert(orderEvents).values({ orderId, status, note });
        await alongside?.(tx as unknown as Db);
        return true;
      });
    },

    history: (orderId: number) => db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id),
    /**
     * Those of `files` no order holds, after a write that failed, perhaps only in its answer. When
     * the database cannot say, none: a file left over costs disk, one removed from an order loses it.
     */
    async unreferenced<File extends { storedName: string }>(files: readonly File[]): Promise<File[]> {
      if (files.length === 0) return [];
      try {
        const held = await db
          .select({ storedName: orderFiles.storedName })
          .from(orderFiles)
          .where(
            inArray(
              orderFiles.storedName,
              files.map((file) => file.storedName),
            ),
          );
        const heldNames = new Set(held.map((row) => row.storedName));
        return files.filter((file) => !heldNames.has(file.storedName));
      } catch {
        return [];
      }
    },

    files: (orderId: number) => db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(orderFiles.id),
    /** What the office handed the client (ADR 012), for the order's page. */
    documents: (orderId: number) => db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(orderDocuments.id),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
