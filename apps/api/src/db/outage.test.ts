import { describe, expect, it } from 'vitest';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { buildApp } from '../app';
import { isolated, POSTGRES_URL, testDatabases } from '../testing/databases';
import { nationalOrder } from '../testing/orders';
import { orderForm } from '../testing/forms';
import { orders } from './schema';

/**
 * A database that goes away and comes back, played by a TCP proxy in front of the real PostgreSQL:
 * closing it drops every connection (as a restart does) and refuses new ones until it reopens.
 */
function proxyTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<number>((resolve) => {
      if (server?.listening) return resolve(port);
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve(port);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { open, close };
}

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');

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
      expect((await save()).statusCode).toBe(201);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ ok: true });

      // Down: idle connections are dropped (the pool's 'error' event must not end the process).
      await proxy.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await save();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toMatch(/Inténtalo de nuevo en unos minutos/);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().error).toMatch(/La base de datos no responde/);

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
