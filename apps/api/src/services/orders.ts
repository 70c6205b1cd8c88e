import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { orderEvents, orderFiles, orders } from '../db/schema';
import { newReferencia } from './referencia';

/** DECISIONS §4: the order states. */
export const ORDER_STATUS = {
  draft: 'draft',
  awaitingPayment: 'awaiting_payment',
  paid: 'paid',
  paymentFailed: 'payment_failed',
  quoteRequested: 'quote_requested',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export type OrderRow = typeof orders.$inferSelect;

export interface StoredFile {
  field: string;
  originalName: string;
  storedName: string;
  mime: string;
  sizeBytes: number;
}

export interface OrderDraft {
  flow: string;
  producto: string;
  envelope: Record<string, unknown>;
  totalCents: number;
  idempotencyKey?: string | undefined;
}

export class OrderConflict extends Error {}

/** A row as PostgreSQL names its columns, for the statements written in SQL. */
interface RawOrderRow {
  id: number | string;
  referencia: string;
  numero: string;
  flow: string;
  producto: string;
  status: string;
  envelope: unknown;
  total_cents: number;
  idempotency_key: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const orderRowOf = (row: RawOrderRow): OrderRow => ({
  id: Number(row.id),
  referencia: row.referencia,
  numero: row.numero,
  flow: row.flow,
  producto: row.producto,
  status: row.status,
  envelope: typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope,
  totalCents: row.total_cents,
  idempotencyKey: row.idempotency_key,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

export function createOrderStore(db: Db) {
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

    /**
     * A new draft with its first history line and its files, in ONE statement: atomic without an
     * explicit transaction, and a single round trip (the hot path of the order benchmark).
     */
    async create(draft: OrderDraft, files: StoredFile[]): Promise<OrderRow> {
      // Most orders carry no file: the statement then skips the files part altogether.
      const attachFiles =
        files.length === 0
          ? sql``
          : sql`, attached AS (
          INSERT INTO order_files (order_id, field, original_name, stored_name, mime, size_bytes)
          SELECT created.id, file.field, file."originalName", file."storedName", file.mime, file."sizeBytes"
          FROM created, jsonb_to_recordset(${JSON.stringify(files)}::jsonb)
            AS file(field text, "originalName" text, "storedName" text, mime text, "sizeBytes" bigint)
        )`;
      const result = await db.execute(sql`
        WITH created AS (
          INSERT INTO orders (referencia, numero, flow, producto, status, envelope, total_cents, idempotency_key)
          VALUES (${newReferencia()}, 'P-' || nextval('order_numbers'), ${draft.flow}, ${draft.producto}, ${ORDER_STATUS.draft},
                  ${JSON.stringify(draft.envelope)}::jsonb, ${draft.totalCents}, ${draft.idempotencyKey ?? null})
          RETURNING id, referencia, numero, flow, producto, status, total_cents, idempotency_key, created_at, updated_at
        ), history AS (
          INSERT INTO order_events (order_id, status, note) SELECT id, status, 'Pedido creado' FROM created
        )${attachFiles}
        SELECT * FROM created`);
      const [row] = rowsOf<RawOrderRow>(result);
      if (!row) throw new Error('insert returned nothing');
      // The envelope is not read back: the caller has it, and parsing it again costs time.
      return orderRowOf({ ...row, envelope: draft.envelope });
    },

    /**
     * Replaces an unpaid order's content. The `status <> paid` condition sits in the UPDATE itself
     * so a payment landing between read and write cannot be overwritten.
     */
    async update(referencia: string, draft: OrderDraft, files: StoredFile[]): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ producto: draft.producto, envelope: draft.envelope, totalCents: draft.totalCents, updatedAt: new Date() })
          .where(and(eq(orders.referencia, referencia), sql`${orders.status} NOT IN ('paid', 'quote_requested')`))
          .returning();
        if (!row) throw new OrderConflict(referencia);
        await tx.insert(orderEvents).values({ orderId: row.id, status: row.status, note: 'Pedido actualizado' });
        if (files.length > 0) {
          // A re-sent upload replaces the earlier one of the same field.
          for (const field of new Set(files.map((file) => file.field))) {
            await tx.delete(orderFiles).where(and(eq(orderFiles.orderId, row.id), eq(orderFiles.field, field)));
          }
          await tx.insert(orderFiles).values(files.map((file) => ({ ...file, orderId: row.id })));
        }
        return row;
      });
    },

    async setStatus(orderId: number, status: OrderStatus, note: string, onlyFrom?: readonly OrderStatus[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const condition = onlyFrom
          ? and(eq(orders.id, orderId), sql`${orders.status} IN (${sql.join(onlyFrom.map((value) => sql`${value}`), sql`, `)})`)
          : eq(orders.id, orderId);
        const changed = await tx.update(orders).set({ status, updatedAt: new Date() }).where(condition).returning({ id: orders.id });
        if (changed.length === 0) return false;
        await tx.insert(orderEvents).values({ orderId, status, note });
        return true;
      });
    },

    history: (orderId: number) => db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id),
    files: (orderId: number) => db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(orderFiles.id),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
