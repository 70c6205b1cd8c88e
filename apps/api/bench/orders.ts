import autocannon, { type Result } from 'autocannon';
import { isolated, testDatabases } from '../src/testing/databases';
import { MULTIPART_TYPE, expectCreated, orderBody, startServer } from './shared';

/**
 * Throughput of `POST /api/guardar_marca` (a valid national order, no file) against a bare route
 * that receives the same body and does nothing: the ratio is what validation, pricing and the
 * database cost. Once per database: embedded PGlite on disk, and PostgreSQL when it answers.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

const body = orderBody();
const load = (url: string, duration: number) =>
  autocannon({ url, method: 'POST', headers: { 'content-type': MULTIPART_TYPE }, body, connections: CONNECTIONS, duration });

/** Warm-up, then the measured run; fails loudly if the warm-up already saw refusals. */
async function measure(url: string, mustSucceed: boolean): Promise<Result> {
  const warmup = await load(url, WARMUP_SECONDS);
  if (mustSucceed && (warmup.non2xx > 0 || warmup.errors > 0)) {
    throw new Error(`${url} failed during warm-up: ${JSON.stringify(warmup.statusCodeStats)}, ${warmup.errors} errors`);
  }
  return load(url, SECONDS);
}

const row = (label: string, result: Result) =>
  `  ${label.padEnd(26)}${result.requests.average.toFixed(0).padStart(9)}${result.latency.p50.toFixed(1).padStart(9)}${result.latency.p99.toFixed(1).padStart(9)}${String(result.non2xx).padStart(9)}${String(result.errors).padStart(8)}`;

console.log(`\n## Orders: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per endpoint`);
for (const database of await testDatabases()) {
  // testDatabases keeps PGlite in memory for tests; production keeps it on disk, so measure that.
  const test = isolated({ ...database.options, inMemory: false });
  const name = database.name === 'pglite' ? 'PGlite (embedded, on disk)' : 'PostgreSQL (fresh schema)';
  const server = await startServer(test.options);
  try {
    for (let i = 0; i < 3; i++) await expectCreated(server.url, body);
    const orders = await measure(`${server.url}/api/guardar_marca`, true);
    const bare = await measure(`${server.url}/bench/bare`, false);
    console.log(`\n${name}`);
    console.log(
      `  ${'endpoint'.padEnd(26)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
    );
    console.log(row('POST /api/guardar_marca', orders));
    console.log(row('POST /bench/bare', bare));
    console.log(`  orders/bare: ${((100 * orders.requests.average) / bare.requests.average).toFixed(1)} %`);
  } finally {
    await server.stop();
    await test.cleanup();
  }
}
