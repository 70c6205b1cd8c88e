import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DrizzleQueryError, eq } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/client';
import { orderEvents, orderFiles, orders } from '../db/schema';
import { isolated, testDatabases } from '../testing/databases';
import { createOrderStore, type OrderDraft } from './orders';
import { createOrderInserter } from './order-inserts';

const draft = (n: number, idempotencyKey?: string): OrderDraft => ({
  flow: 'derechos-autor',
  producto: 'Registro de Derechos de Autor',
  envelope: { n },
  totalCents: 45000,
  idempotencyKey,
});

for (const database of await testDatabases()) {
  describe(`grouped order inserts on ${database.name}`, () => {
    let opened: Database;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      const test = isolated(database.options);
      cleanup = test.cleanup;
      opened = await openDatabase({ url: test.options.databaseUrl, schema: test.options.schema });
    });
    afterAll(async () => {
      await opened.close();
      await cleanup();
    });

    it('writes a burst of orders, each with its own history line and files', async () => {
      const store = createOrderStore(opened.db);
      const file = {
        field: 'uploadedFile_0',
        originalName: 'obra.pdf',
        storedName: '2026-11/x',
        mime: 'application/pdf',
        sizeBytes: 10,
        sha256: 'ab'.repeat(32),
      };
      const rows = await Promise.all(
        Array.from({ length: 40 }, (_, n) => store.create(draft(n), n % 10 === 0 ? [{ ...file, storedName: `2026-11/${n}` }] : [])),
      );
      expect(new Set(rows.map((row) => row.referencia)).size).toBe(40);
      expect(new Set(rows.map((row) => row.numero)).size).toBe(40);
      for (const [n, row] of rows.entries()) {
        expect(row.envelope).toEqual({ n });
        expect(await opened.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id))).toHaveLength(1);
        const files = await opened.db.select().from(orderFiles).where(eq(orderFiles.orderId, row.id));
        expect(files.map((stored) => stored.storedName)).toEqual(n % 10 === 0 ? [`2026-11/${n}`] : []);
      }
    });

    it('fails only the order whose idempotency key is taken, not its group', async () => {
      const store = createOrderStore(opened.db);
      await store.create(draft(0, 'taken-key'), []);
      const results = await Promise.allSettled([store.create(draft(1), []), store.create(draft(2, 'taken-key'), []), store.create(draft(3), [])]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await opened.db.select().from(orders).where(eq(orders.idempotencyKey, 'taken-key'))).toHaveLength(1);
    });
  });
}

describe('a group of new orders whose INSERT failed', () => {
  /** A database whose first INSERT (a lone order) is held until `failFirst`, so the next orders group behind it. */
  function heldDatabase(groupError: unknown) {
    let failFirst: (error: unknown) => void = () => undefined;
    const execute = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (failFirst = reject)))
      .mockImplementation(() => Promise.reject(groupError));
    return { db: { execute } as unknown as Db, execute, failFirst: (error: unknown) => failFirst(error) };
  }
  const timeout = () => new DrizzleQueryError('insert …', [], new Error('Query read timeout'));

  it('whose answer never came is not inserted again: it may be stored, and a second copy would be refused as a duplicate of itself', async () => {
    const lost = timeout();
    const { db, execute, failFirst } = heldDatabase(lost);
    const insert = createOrderInserter(db, 'draft');
    const alone = insert(draft(0), []);
    const grouped = [insert(draft(1), []), insert(draft(2), []), insert(draft(3), [])];
    failFirst(timeout());
    const results = await Promise.allSettled([alone, ...grouped]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    for (const result of results.slice(1)) expect((result as PromiseRejectedResult).reason).toBe(lost);
    // The lone order's INSERT and the group's: none one by one.
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('that the database refused (nothing of it was written) is retried one order at a time', async () => {
    const refused = new DrizzleQueryError(
      'insert …',
      [],
      Object.assign(new Error('duplicate key value violates unique constraint "orders_idempotency_key_key"'), { code: '23505', severity: 'ERROR' }),
    );
    const { db, execute, failFirst } = heldDatabase(refused);
    const insert = createOrderInserter(db, 'draft');
    const alone = insert(draft(0), []);
    const grouped = [insert(draft(1), []), insert(draft(2), [])];
    failFirst(timeout());
    await Promise.allSettled([alone, ...grouped]);
    expect(execute).toHaveBeenCalledTimes(4);
  });
});
