import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { count } from 'drizzle-orm';
import { buildApp, type AppOptions } from './app';
import { isolated, testDatabases } from './testing/databases';
import { nationalOrder } from './testing/orders';
import { orderForm } from './testing/forms';
import { outbox } from './db/schema';

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Two instances of the shop on one PostgreSQL, as behind a load balancer: each with its own data
 * folder (another machine), sharing only the database. What one does, the other must see.
 */
describe.runIf(postgres)('two instances on one PostgreSQL', () => {
  const shared = isolated(postgres!.options);
  const second = isolated(postgres!.options);
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    one = (await buildApp(shared.options)).app;
    // The same database and schema; a folder of its own.
    two = (await buildApp({ ...shared.options, dataDir: second.options.dataDir } as AppOptions)).app;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await shared.cleanup();
    await second.cleanup();
  });

  const priceOn = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/products/marca-nacional' });
    return (response.json() as { titulo: string; precio: number }[]).find((product) => product.titulo === 'Premium')?.precio;
  };

  it('charges a price set on one instance on the other within a second', async () => {
    const totalOn = async (app: FastifyInstance) =>
      ((await app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder) })).json() as { total: { centimos: number } }).total
        .centimos;
    const before = await totalOn(two);
    expect(await priceOn(two)).toBe(299);
    // The other instance has the old figure cached: only the notification can make it forget in time.
    await one.catalogue.set('marca-nacional', 'premium', 30900, 'test');
    const started = Date.now();
    let seen = await priceOn(two);
    while (seen !== 309 && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await priceOn(two);
    }
    expect(seen).toBe(309);
    expect(await totalOn(two)).toBe(before + 1000);
    await one.catalogue.set('marca-nacional', 'premium', 29900, 'test');
  });

  it('pays on one instance an order saved on the other, and each mail is written once', async () => {
    const saved = await one.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder) });
    expect(saved.statusCode).toBe(201);
    const { referencia, total } = saved.json() as { referencia: string; total: { centimos: number } };
    const page = await two.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
    expect(page.statusCode).toBe(200);
    const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
    const notice = two.testGateway!.sign({ gatewayOrder, amountCents: total.centimos, paid: true });
    const notified: InjectOptions = { method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(notice).toString() };
    expect((await two.inject(notified)).statusCode).toBe(200);
    expect((await one.inject({ method: 'GET', url: `/api/pedido?trans=${referencia}` })).json().pagado).toBe(true);

    // Both relays at once, as two running instances: every queued mail is written by one of them.
    await Promise.all([one.mailRelay.runOnce(), two.mailRelay.runOnce(), one.mailRelay.runOnce(), two.mailRelay.runOnce()]);
    const written = [shared.options.dataDir, second.options.dataDir].flatMap((dir) =>
      existsSync(join(dir, 'mail')) ? readdirSync(join(dir, 'mail')).filter((name) => name.endsWith('.eml')) : [],
    );
    const [row] = await one.db.select({ queued: count() }).from(outbox);
    const queued = row?.queued ?? 0;
    expect(queued).toBeGreaterThan(0);
    expect(written).toHaveLength(queued);
  });
});
