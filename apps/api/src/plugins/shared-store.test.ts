import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, type AppOptions } from '../app';
import { isolated } from '../testing/databases';
import { botTokenFrom } from '../testing/bot-check';
import { REDIS_URL, redisReachable } from '../testing/redis';

/** A wrong sign-in, each for another address: ten wrong tries lock one address, the limit counts the client's. */
let signIns = 0;
const login = () => ({
  method: 'POST' as const,
  url: '/api/admin/login',
  payload: { email: `nadie${signIns++}@example.es`, password: 'una clave cualquiera' },
});

describe.runIf(await redisReachable(REDIS_URL))('two instances sharing one Redis (REDIS_URL)', () => {
  const prefix = `tienda-test-${randomBytes(4).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const start = async (options: Partial<AppOptions> = {}) => {
    const test = isolated({ inMemory: true, redisUrl: REDIS_URL, redisKeyPrefix: prefix, botCheckSecret: 'un secreto compartido por las dos', ...options });
    const { app } = await buildApp(test.options);
    apps.push(app);
    cleanups.push(test.cleanup);
    return app;
  };
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await start();
    second = await start();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const cleanup of cleanups) await cleanup();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts sign-ins alternating between the instances against one limit: 30 in all, then refused on both', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await (attempt % 2 === 0 ? first : second).inject(login())).statusCode);
    expect(statuses.slice(0, 30).join()).toBe(Array(30).fill(401).join());
    expect(statuses[30]).toBe(429);
    expect((await first.inject(login())).statusCode).toBe(429);
  });

  it('takes a solved bot check once across instances', async () => {
    const token = await botTokenFrom(first);
    expect(await first.botCheck.verify(token, 'contact')).toBe(true);
    expect(await second.botCheck.verify(token, 'contact')).toBe(false);
  });

  it('lets requests through, with a warning, while Redis does not answer', async () => {
    const lines: string[] = [];
    const away = await start({ redisUrl: 'redis://127.0.0.1:1', logger: true, logStream: { write: (line) => lines.push(line) } });
    for (let attempt = 0; attempt < 3; attempt++) expect((await away.inject(login())).statusCode).toBe(401);
    const token = await botTokenFrom(away);
    expect(await away.botCheck.verify(token, 'contact')).toBe(true);
    // Its own memory still refuses a replay on this instance.
    expect(await away.botCheck.verify(token, 'contact')).toBe(false);
    expect(lines.join('\n')).toMatch(/Redis no responde/);
  });
});
