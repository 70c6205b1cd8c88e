import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { orderEvents, orderFiles, orders } from '../db/schema';
import { isolated, testDatabases } from '../testing/databases';
import { createOrderStore, type OrderDraft } from './orders';

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
