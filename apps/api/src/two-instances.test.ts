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
import { randomBytes } from 'node:crypto';
import { useTestS3 } from './testing/s3';
import { staffSession } from './testing/paid-orders';
import { REDIS_URL, redisReachable } from './testing/redis';

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');
const redis = await redisReachable(REDIS_URL);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Two instances of the shop on one PostgreSQL, Redis and S3-compatible store, as behind a load
 * balancer: each with its own data folder (another machine). What one does, the other must see.
 */
describe.runIf(postgres && redis)('two instances on one PostgreSQL, Redis and S3', () => {
  const s3 = useTestS3();
  const shared = isolated(postgres!.options);
  const second = isolated(postgres!.options);
  const redisKeyPrefix = `tienda-test-${randomBytes(4).toString('hex')}:`;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    const common = { redisUrl: REDIS_URL, redisKeyPrefix, s3: s3.options, botCheckSecret: 'un secreto compartido por las dos' };
    one = (await buildApp({ ...shared.options, ...common })).app;
    // The same database, schema, Redis and bucket; a folder of its own.
    two = (await buildApp({ ...shared.options, ...common, dataDir: second.options.dataDir } as AppOptions)).app;
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

  it('pays on one instance an order saved on the other, its file downloads from either, and each mail is written once', async () => {
    const logo = { field: 'uploadedFile', name: 'logo.jpg', content: Buffer.concat([JPEG, randomBytes(64 * 1024)]) };
    const saved = await one.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder, {}, [logo]) });
    expect(saved.statusCode).toBe(201);
    const { referencia, total } = saved.json() as { referencia: string; total: { centimos: number } };
    const page = await two.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
    expect(page.statusCode).toBe(200);
    const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
    const notice = two.testGateway!.sign({ gatewayOrder, amountCents: total.centimos, paid: true });
    const notified: InjectOptions = { method: 'POST', url: '/api/pagos/notificacion', headers: FORM, payload: new URLSearchParams(notice).toString() };
    expect((await two.inject(notified)).statusCode).toBe(200);
    expect((await one.inject({ method: 'GET', url: `/api/pedido?trans=${referencia}` })).json().pagado).toBe(true);

    // Staff download the file the first instance received through either instance.
    const { numero } = saved.json() as { numero: string };
    for (const [index, app] of [one, two].entries()) {
      const asStaff = await staffSession({ app, services: app }, `gestora${index}@example.es`, 'staff');
      const detail = (await asStaff('GET', `/api/admin/orders/${numero}`)).json() as { archivos: { id: number }[] };
      const download = await asStaff('GET', `/api/admin/orders/${numero}/files/${detail.archivos[0]!.id}`);
      expect(download.statusCode).toBe(200);
      expect(Buffer.compare(download.rawPayload, logo.content)).toBe(0);
    }

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
  // Last: it spends the client's sign-ins, which the test before it needs.
  it('counts sign-ins alternating between the instances against one limit: 30 in all, then refused on both', async () => {
    const login = (index: number) => ({
      method: 'POST' as const,
      url: '/api/admin/login',
      payload: { email: `otra${index}@example.es`, password: 'una clave cualquiera' },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await (attempt % 2 === 0 ? one : two).inject(login(attempt))).statusCode);
    // Two sign-ins were spent by the staff sessions of the test before, one on each instance.
    const left = 30 - 2;
    expect(statuses.slice(0, left).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(left).every((status) => status === 429)).toBe(true);
  });
});
