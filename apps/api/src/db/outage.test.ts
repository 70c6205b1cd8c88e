import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase, rowsOf } from './client';
import { isolated, POSTGRES_URL, testDatabases } from '../testing/databases';
import { nationalOrder } from '../testing/orders';
import { orderForm } from '../testing/forms';
import { orders } from './schema';
import { proxyTo, stallingProxyTo } from '../testing/db-proxies';

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');

describe.runIf(postgres)('a PostgreSQL that stops answering', () => {
  it('ends requests with the Spanish 503 once a query has waited its timeout, not never', async () => {
    const proxy = await stallingProxyTo(new URL(POSTGRES_URL));
    const own = isolated({ databaseUrl: POSTGRES_URL });
    const { app } = await buildApp({ ...own.options, databaseUrl: proxy.url, queryTimeoutMs: 500 });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      proxy.stall();
      const started = Date.now();
      const [health, navbar] = await Promise.all([app.inject({ method: 'GET', url: '/api/health' }), app.inject({ method: 'GET', url: '/api/navbar' })]);
      // The pooled connection's query waits 0.5 s; a new one waits for the 5 s connection timeout.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(health.statusCode).toBe(503);
      expect(navbar.statusCode).toBe(503);
      expect(navbar.json().error).toMatch(/Inténtalo de nuevo en unos minutos/);
    } finally {
      await proxy.close();
      await app.close();
      await own.cleanup();
    }
  }, 30_000);

  it('lets the migrations wait for another instance’s lock longer than a query may wait', async () => {
    const own = isolated(postgres!.options);
    const holder = new pg.Client({ connectionString: POSTGRES_URL });
    await holder.connect();
    // Another instance migrating: it holds the lock for a second, four times the query timeout.
    await holder.query('SELECT pg_advisory_lock(728311042)');
    const release = setTimeout(() => void holder.query('SELECT pg_advisory_unlock(728311042)'), 1000);
    try {
      const opened = await openDatabase({ url: own.options.databaseUrl, schema: own.options.schema, queryTimeoutMs: 250 });
      const applied = rowsOf<{ n: number }>(await opened.db.execute(sql`SELECT count(*)::int AS n FROM schema_migrations`));
      expect(applied[0]!.n).toBeGreaterThan(5);
      await opened.close();
    } finally {
      clearTimeout(release);
      await holder.end();
      await own.cleanup();
    }
  }, 30_000);
});

describe.runIf(postgres)('a PostgreSQL outage', () => {
  it('keeps the server alive, answers saves 503 in Spanish, storing nothing, and recovers by itself', async () => {
    const proxy = proxyTo(new URL(POSTGRES_URL));
    const port = await proxy.open();
    const url = new URL(POSTGRES_URL);
    url.host = `127.0.0.1:${port}`;
    const own = isolated({ databaseUrl: url.toString() });
    const { app, services } = await buildApp(own.options);
    try {
      const save = () => app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(nationalOrder) });
      const saved = await save();
      expect(saved.statusCode).toBe(201);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ ok: true });

      // Down: idle connections are dropped (the pool's 'error' event must not end the process).
      await proxy.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await save();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toMatch(/Inténtalo de nuevo en unos minutos; tus datos siguen en el formulario/);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      // Only that: the failed query and the driver's words are for the log.
      expect(health.json().error).toBe('La base de datos no responde.');
      // A read is no lost form: it gets its own sentence.
      const navbar = await app.inject({ method: 'GET', url: '/api/navbar' });
      expect(navbar.statusCode).toBe(503);
      expect(navbar.json().error).toBe('Ahora mismo no podemos atender tu petición. Inténtalo de nuevo en unos minutos.');
      // A browser opening the payment step gets a page in Spanish, not JSON.
      const page = await app.inject({ method: 'GET', url: `/g/pay?trans=${saved.json().referencia}`, headers: { accept: 'text/html,*/*' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Ahora mismo no podemos atender tu petición.');
      expect(page.body).toContain('<html lang="es">');

      // Back: the next save works without a restart, and only the two good orders exist.
      await proxy.open();
      expect((await save()).statusCode).toBe(201);
      expect((await services.db.select({ n: count() }).from(orders))[0]!.n).toBe(2);
    } finally {
      await app.close();
      // The schema is dropped through the proxy's address: it must be open for that.
      await proxy.open();
      await own.cleanup();
      await proxy.close();
    }
  }, 30_000);
});
