import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForPostgres } from './db/client';
import { POSTGRES_URL, testDatabases } from './testing/databases';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const postgres = (await testDatabases()).some((database) => database.name === 'postgres');

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('start-up with DATABASE_URL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-startup-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('retries a database that does not answer, a line each time, then exits 1 with one line and no stack', { timeout: 60_000 }, async () => {
    const url = `postgres://tienda:muysecreta@127.0.0.1:${await closedPort()}/tienda`;
    const server = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(await closedPort()), HOST: '127.0.0.1', DATABASE_URL: url, SHOP_DB_WAIT_SECONDS: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code, output).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines.length, output).toBeGreaterThanOrEqual(2);
    expect(
      lines.slice(0, -1).every((line) => /^La base de datos en 127\.0\.0\.1:\d+ no responde \(ECONNREFUSED|connect ECONNREFUSED/.test(line)),
      output,
    ).toBe(true);
    expect(lines.at(-1)).toMatch(/^La base de datos en 127\.0\.0\.1:\d+ no responde tras 2 s \(.*ECONNREFUSED.*\)\. Revisa DATABASE_URL/);
    // No stack trace, and the password stays out of the logs.
    expect(output).not.toMatch(/\n\s+at |muysecreta/);
  });

  it.runIf(postgres)('goes on at once when the database answers', async () => {
    const started = Date.now();
    const retries: string[] = [];
    await waitForPostgres(POSTGRES_URL, { timeoutMs: 5000, onRetry: (line) => retries.push(line) });
    expect(retries).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
