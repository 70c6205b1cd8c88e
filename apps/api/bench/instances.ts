import autocannon, { type Result } from 'autocannon';
import { randomBytes } from 'node:crypto';
import { isolated, testDatabases } from '../src/testing/databases';
import { MULTIPART_TYPE, expectCreated, orderBody, startServer, type BenchServer } from './shared';

/**
 * Orders per second and p99 of `POST /api/guardar_marca` with one instance and with two sharing one
 * PostgreSQL, the per-client order limit counted in memory or in Redis (REDIS_URL). Two instances
 * take half the connections each, as a load balancer would spread them; on a machine of 2 cores
 * the load generator and both servers share those cores, so expect no gain from the second one.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const body = orderBody();

const load = (url: string, connections: number, duration: number) =>
  autocannon({ url: `${url}/api/guardar_marca`, method: 'POST', headers: { 'content-type': MULTIPART_TYPE }, body, connections, duration });

/** Spreads the connections over the servers, measured together: summed req/s, the worst p99. */
async function measure(servers: BenchServer[]): Promise<{ perSecond: number; p99: number; refused: number }> {
  const share = Math.ceil(CONNECTIONS / servers.length);
  await Promise.all(servers.map((server) => load(server.url, share, 2)));
  const results: Result[] = await Promise.all(servers.map((server) => load(server.url, share, SECONDS)));
  return {
    perSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    refused: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

const postgres = (await testDatabases()).find((database) => database.name === 'postgres');
if (!postgres) {
  console.log('\n## Instances: PostgreSQL does not answer here; nothing measured');
  process.exit(0);
}
console.log(`\n## Instances: ${CONNECTIONS} connections, 2 s warm-up + ${SECONDS} s each, PostgreSQL`);
console.log(`  ${'setup'.padEnd(44)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'refused'.padStart(9)}`);
// A limit high enough never to refuse, so that every request pays for counting it.
const counted = { orderRateLimit: 1_000_000_000 };
const redisPrefix = `tienda-bench-${randomBytes(4).toString('hex')}:`;
for (const [label, count, extra] of [
  ['one instance, limits in memory', 1, counted],
  ['one instance, limits in Redis', 1, { ...counted, redisUrl: REDIS_URL, redisKeyPrefix: redisPrefix }],
  ['two instances, limits in Redis', 2, { ...counted, redisUrl: REDIS_URL, redisKeyPrefix: redisPrefix }],
] as const) {
  const test = isolated({ ...postgres.options, inMemory: false });
  const servers: BenchServer[] = [];
  try {
    for (let index = 0; index < count; index++) servers.push(await startServer({ ...test.options, ...extra }));
    for (const server of servers) await expectCreated(server.url, body);
    const result = await measure(servers);
    console.log(`  ${label.padEnd(44)}${result.perSecond.toFixed(0).padStart(9)}${result.p99.toFixed(1).padStart(9)}${String(result.refused).padStart(9)}`);
  } finally {
    for (const server of servers) await server.stop();
    await test.cleanup();
  }
}
