import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Services } from '../services';
import { isolated, POSTGRES_URL, testDatabases } from '../testing/databases';
import { simpleQuery, stallingProxyTo } from '../testing/db-proxies';
import { orderForm } from '../testing/forms';
import { internationalOrder, nationalOrder } from '../testing/orders';
import { orders } from './schema';

/** How long a query waits for PostgreSQL here: short, so a stall costs the tests a second. */
const QUERY_TIMEOUT_MS = 1000;
const SAVE_REFUSED = 'Ahora mismo no podemos guardar tu solicitud. Inténtalo de nuevo en unos minutos; tus datos siguen en el formulario.';

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');

type Proxy = Awaited<ReturnType<typeof stallingProxyTo>>;

/** An app on its own schema whose PostgreSQL is reached through a proxy that can stall it. */
async function withStallableApp(run: (context: { app: FastifyInstance; services: Services; proxy: Proxy }) => Promise<void>) {
  const proxy = await stallingProxyTo(new URL(POSTGRES_URL));
  const own = isolated({ databaseUrl: POSTGRES_URL });
  const { app, services } = await buildApp({ ...own.options, databaseUrl: proxy.url, queryTimeoutMs: QUERY_TIMEOUT_MS });
  try {
    // Several connections open and idle, as a running shop has: a stall then meets them.
    await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/health' })));
    await run({ app, services, proxy });
  } finally {
    proxy.release();
    await app.close();
    await proxy.close();
    await own.cleanup();
  }
}

let client = 0;
/** A save from a client of its own (the per-client upload limits are not what is tested here). */
const save = (app: FastifyInstance, order: object, headers: Record<string, string> = {}, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(order, extra), headers, remoteAddress: `10.9.0.${++client % 250}` });

const expectRefusedForNow = (answer: Awaited<ReturnType<typeof save>>) => {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toBe('10');
  expect(answer.json()).toMatchObject({ success: false, error: SAVE_REFUSED });
};

describe.runIf(postgres)('a save while PostgreSQL stalls', () => {
  for (const [what, order, trigger] of [
    ['a new order whose INSERT was stored', nationalOrder, 'INSERT INTO orders'],
    ['a quote request whose COMMIT was applied', internationalOrder, simpleQuery('commit')],
  ] as const) {
    it(`${what} but never answered: 503 with Retry-After, and its retry under the same key finds it, once`, async () => {
      await withStallableApp(async ({ app, services, proxy }) => {
        const key = randomUUID();
        const stalled = proxy.stallAfter(trigger);
        const started = Date.now();
        const pending = save(app, order, { 'idempotency-key': key });
        await stalled;
        const refused = await pending;
        expectRefusedForNow(refused);
        // One query timeout, not one for the statement and one more for a ROLLBACK queued behind it.
        expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS * 1.8);

        // Still stalled: the retry is refused the same way, and makes nothing.
        expectRefusedForNow(await save(app, order, { 'idempotency-key': key }));

        proxy.release();
        const retried = await save(app, order, { 'idempotency-key': key });
        expect(retried.statusCode).toBe(200);
        const stored = await services.db.select().from(orders);
        expect(stored).toHaveLength(1);
        expect(retried.json().referencia).toBe(stored[0]!.referencia);
        expect(stored[0]!.idempotencyKey).toBe(key);
        if (order === internationalOrder) expect(retried.json().estado).toBe('quote_requested');
      });
    });
  }

  it('an update whose COMMIT was applied but never answered: 503, and the retry saves the same order again', async () => {
    await withStallableApp(async ({ app, services, proxy }) => {
      const created = await save(app, nationalOrder, { 'idempotency-key': randomUUID() });
      const { referencia } = created.json() as { referencia: string };
      const changed = { ...nationalOrder, brandName: 'Horchata Turbia' };
      const stalled = proxy.stallAfter(simpleQuery('commit'));
      const pending = save(app, changed, {}, { referencia });
      await stalled;
      expectRefusedForNow(await pending);
      proxy.release();
      const retried = await save(app, changed, {}, { referencia });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().referencia).toBe(referencia);
      expect((await services.db.select({ n: count() }).from(orders))[0]!.n).toBe(1);
      const [stored] = await services.db.select().from(orders).where(eq(orders.referencia, referencia));
      expect((stored!.envelope as { brandName?: string }).brandName).toBe('Horchata Turbia');
    });
  });

  it('saves without a key whose grouped INSERT was stored but never answered: all 503, never 500, none stored twice', async () => {
    await withStallableApp(async ({ app, services, proxy }) => {
      // The first order's INSERT is stored and its answer lost; the orders that came meanwhile
      // wait for it and go together in the next INSERT, whose answer is lost the same way.
      const first = proxy.stallAfter('INSERT INTO orders', { connection: true });
      const alone = save(app, nationalOrder);
      await first;
      const second = proxy.stallAfter('INSERT INTO orders', { connection: true });
      const grouped = Array.from({ length: 3 }, () => save(app, nationalOrder));
      await second;
      const answers = await Promise.all([alone, ...grouped]);
      // Before: the group was inserted again one by one, each refused as a duplicate of itself (23505 on orders_referencia_key), a 500.
      for (const answer of answers) expectRefusedForNow(answer);
      proxy.release();
      const stored = await services.db.select({ referencia: orders.referencia }).from(orders);
      expect(stored).toHaveLength(4);
      expect(new Set(stored.map((row) => row.referencia)).size).toBe(4);
    });
  });

  it('a connection dropped in the middle of a transaction ends that save with 503, not the process', async () => {
    await withStallableApp(async ({ app, proxy }) => {
      const created = await save(app, nationalOrder, { 'idempotency-key': randomUUID() });
      const { referencia } = created.json() as { referencia: string };
      const stalled = proxy.stallAfter(simpleQuery('commit'));
      const pending = save(app, { ...nationalOrder, brandName: 'Horchata Turbia' }, {}, { referencia });
      await stalled;
      // Before: the client's unheard 'error' event ('Connection terminated unexpectedly') was thrown.
      proxy.reset();
      expectRefusedForNow(await pending);
      // The pool has heard of its other dropped connections by now, and the shop answers.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });

  it('a transaction whose BEGIN was never answered gives its connection back: the shop still shuts down', async () => {
    const proxy = await stallingProxyTo(new URL(POSTGRES_URL));
    const own = isolated({ databaseUrl: POSTGRES_URL });
    const { app } = await buildApp({ ...own.options, databaseUrl: proxy.url, queryTimeoutMs: QUERY_TIMEOUT_MS });
    try {
      const created = await save(app, nationalOrder, { 'idempotency-key': randomUUID() });
      const { referencia } = created.json() as { referencia: string };
      const stalled = proxy.stallAfter(simpleQuery('begin'), { connection: true });
      const pending = save(app, nationalOrder, {}, { referencia });
      await stalled;
      expectRefusedForNow(await pending);
      proxy.release();
      // Before: the client stayed checked out for good, and closing the pool waited for it forever.
      const closed = await Promise.race([app.close().then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 5000, 'still open'))]);
      expect(closed).toBe('closed');
    } finally {
      await proxy.close();
      await own.cleanup();
    }
  });
});
