import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { refusedByDatabase } from '../db/unavailable';
import { newReferencia } from './referencia';
import type { OrderDraft, StoredFile } from './orders';

/** A row as PostgreSQL names its columns (the envelope is not read back: the caller has it). */
export interface InsertedOrder {
  id: number | string;
  referencia: string;
  numero: string;
  flow: string;
  producto: string;
  status: string;
  /** int8: a string from node-postgres. */
  total_cents: number | string;
  idempotency_key: string | null;
  bot_checked: boolean | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface Waiting {
  referencia: string;
  draft: OrderDraft;
  files: StoredFile[];
  resolve: (row: InsertedOrder) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 64;

/**
 * New orders, written in groups: while one INSERT runs, the orders that arrive wait and go in the
 * next one, so a burst costs one statement (and one WAL flush) per group instead of per order. A
 * lone order is written at once. Each order still gets its history line and files in the same
 * statement, so it is all there or not at all. If the database refuses a group (say, a repeated
 * idempotency key), nothing of it was written, and its orders are retried one by one so only the
 * offender sees the error. A group whose answer never came (a query timeout, a dropped connection)
 * may have been written: inserted again, each order was refused as a duplicate of itself (a 500 for
 * an order that was stored), so every order of the group gets that error instead, a 503 whose retry
 * under its key finds the order.
 */
export function createOrderInserter(db: Db, firstStatus: string) {
  const waiting: Waiting[] = [];
  let writing = false;

  async function insert(group: Waiting[]): Promise<InsertedOrder[]> {
    const values = group.map(
      ({ referencia, draft }) =>
        sql`(${referencia}, 'P-' || nextval('order_numbers'), ${draft.flow}, ${draft.producto}, ${firstStatus},
             ${JSON.stringify(draft.envelope)}::jsonb, ${draft.totalCents}, ${draft.idempotencyKey ?? null}, ${draft.botChecked ?? null}::boolean)`,
    );
    const files = group.flatMap(({ referencia, files: stored }) => stored.map((file) => ({ ...file, referencia })));
    // Most orders carry no file: the statement then skips the files part altogether.
    const attachFiles =
      files.length === 0
        ? sql``
        : sql`, attached AS (
          INSERT INTO order_files (order_id, field, original_name, stored_name, mime, size_bytes, sha256)
          SELECT created.id, file.field, file."originalName", file."storedName", file.mime, file."sizeBytes", file.sha256
          FROM created JOIN jsonb_to_recordset(${JSON.stringify(files)}::jsonb)
            AS file(referencia text, field text, "originalName" text, "storedName" text, mime text, "sizeBytes" bigint, sha256 text)
            ON file.referencia = created.referencia
        )`;
    const result = await db.execute(sql`
      WITH created AS (
        INSERT INTO orders (referencia, numero, flow, producto, status, envelope, total_cents, idempotency_key, bot_checked)
        VALUES ${sql.join(values, sql`, `)}
        RETURNING id, referencia, numero, flow, producto, status, total_cents, idempotency_key, bot_checked, created_at, updated_at
      ), history AS (
        INSERT INTO order_events (order_id, status, note) SELECT id, status, 'Pedido creado' FROM created
      )${attachFiles}
      SELECT * FROM created`);
    return rowsOf<InsertedOrder>(result);
  }

  function settle(group: Waiting[], rows: InsertedOrder[]) {
    const byReferencia = new Map(rows.map((row) => [row.referencia, row]));
    for (const item of group) {
      const row = byReferencia.get(item.referencia);
      if (row) item.resolve(row);
      else item.reject(new Error('insert returned nothing'));
    }
  }

  async function writeAll(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting.splice(0, MAX_BATCH);
      try {
        settle(group, await insert(group));
      } catch (error) {
        if (group.length === 1 || !refusedByDatabase(error)) for (const item of group) item.reject(error);
        else {
          for (const item of group) {
            try {
              settle([item], await insert([item]));
            } catch (own) {
              item.reject(own);
            }
          }
        }
      }
    }
    writing = false;
  }

  return (draft: OrderDraft, files: StoredFile[]): Promise<InsertedOrder> =>
    new Promise((resolve, reject) => {
      waiting.push({ referencia: newReferencia(), draft, files, resolve, reject });
      if (!writing) void writeAll();
    });
}
