import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppOptions } from '../app';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The databases API tests run against: the embedded PGlite always, and the PostgreSQL of this
 * machine when it answers, each test app in a fresh schema (dropped by `cleanup`).
 */
export async function testDatabases(): Promise<Array<{ name: string; options: Partial<AppOptions> }>> {
  const databases: Array<{ name: string; options: Partial<AppOptions> }> = [{ name: 'pglite', options: { inMemory: true } }];
  if (await postgresReachable(POSTGRES_URL)) databases.push({ name: 'postgres', options: { databaseUrl: POSTGRES_URL } });
  return databases;
}

/** Options for one isolated test app: its own data folder and, on PostgreSQL, its own schema. */
export function isolated(options: Partial<AppOptions>): { options: AppOptions; cleanup: () => Promise<void> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const schema = options.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  return {
    options: { ...options, dataDir, schema },
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (schema && options.databaseUrl) {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}
