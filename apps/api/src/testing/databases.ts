import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppOptions } from '../app';
import { openDatabase } from '../db/client';
import { PGLITE_DUMP_DIR } from './pglite-dump.setup';

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

let migrated: Promise<Blob> | undefined;

/**
 * A freshly migrated embedded database, dumped: each in-memory test app starts from it instead of
 * running initdb and the migrations again (db/client.ts `pgliteDump`). Made once per run when the
 * global setup names a folder (the first test file to need it writes it there), once per process
 * otherwise (benchmarks).
 */
export function migratedPgliteDump(): Promise<Blob> {
  if (!migrated) {
    migrated = readOrMakeDump(process.env[PGLITE_DUMP_DIR]);
    // Asked for by a test that then builds no app: its failure is reported where it is awaited.
    migrated.catch(() => undefined);
  }
  return migrated;
}

async function readOrMakeDump(folder: string | undefined): Promise<Blob> {
  const file = folder && join(folder, 'migrated.tar');
  if (file && existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({});
  try {
    const dump = await database.dump!();
    if (file) {
      // Whole or not at all: another test file may be reading the folder meanwhile.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return dump;
  } finally {
    await database.close();
  }
}

/**
 * Options for one isolated test app: its own data folder and, on PostgreSQL, its own schema; on
 * PGlite, its own in-memory database started from the migrated dump.
 */
export function isolated(options: Partial<AppOptions>): { options: AppOptions; cleanup: () => Promise<void> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const schema = options.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const pgliteDump = options.inMemory && !options.databaseUrl ? (options.pgliteDump ?? migratedPgliteDump()) : undefined;
  return {
    options: { ...options, dataDir, schema, pgliteDump },
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
