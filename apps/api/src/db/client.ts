import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  execScript: (sql: string) => Promise<void>;
  /**
   * Runs the migrations holding a lock other instances wait on (PGlite has one process anyway), on
   * the connection that holds it: `run` gets that connection as a Database of its own.
   */
  withMigrationLock?: <T>(run: (locked: Database) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL when set; the embedded PGlite otherwise. */
  url?: string | undefined;
  /** Where PGlite keeps its files; in memory when absent. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string | undefined;
  /** An initialised PGlite data folder a first start copies (the build's, by default). */
  pgliteTemplate?: string | undefined;
  /** How long a query of a request may wait for PostgreSQL's answer (QUERY_TIMEOUT_MS by default). */
  queryTimeoutMs?: number | undefined;
}

/**
 * A request's query waits this long for PostgreSQL: a database that keeps its connections open and
 * answers nothing (stalled, a network partition) would otherwise hold the request, and the health
 * check, forever. The longest request query (a CSV page, a search) takes well under a second.
 */
export const QUERY_TIMEOUT_MS = 15_000;

/** pg_advisory_lock key of the migrations: any constant shared by every instance. */
const MIGRATION_LOCK = 728_311_042;

const onPoolError = (error: Error) => console.error(`PostgreSQL: conexión perdida (${error.message}); se reconectará.`);

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * A PGlite data folder the build initialised (apps/api/build.mjs). initdb in WebAssembly takes
 * seconds (3.6 s or more on 2 cores, most of a first start: issue 12 wants listening within 3 s of
 * the build), copying its 40 MB takes a fraction of that; a data folder of the same PGlite version.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('../../dist/pgdata-template', import.meta.url));
const isDataFolder = (dir: string) => existsSync(join(dir, 'PG_VERSION'));
/** Only a folder with nothing in it takes the template: never mixed into what another start left. */
const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.schema, options.queryTimeoutMs ?? QUERY_TIMEOUT_MS)
    : await openPglite(options.dataDir, options.pgliteTemplate ?? PGLITE_TEMPLATE);
  await migrate(database);
  return database;
}

async function openPglite(dataDir: string | undefined, template: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir && isEmptyFolder(dataDir) && isDataFolder(template)) cpSync(template, dataDir, { recursive: true });
  else if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Postgres' default 128 MB of shared buffers is most of an idle server's memory (issue 12: idle
  // RSS about 400 MB); a shop's few thousand rows fit in 16 MB (measured: about 260 MB idle).
  const client = new PGlite(dataDir, { postgresqlconf: ['shared_buffers=16MB'] });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    execScript: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, schemaName: string | undefined, queryTimeoutMs: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (schemaName && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`Unsafe schema name ${schemaName}`);
  if (schemaName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Two instances creating it at once: IF NOT EXISTS still races in the catalogue (23505).
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`).catch((error: { code?: string }) => {
      if (error.code !== '23505') throw error;
    });
    await admin.end();
  }
  const connection = {
    connectionString: url,
    // While the database is away a request fails in seconds (503) instead of waiting forever.
    connectionTimeoutMillis: 5000,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  };
  // query_timeout: a stalled database (connections open, no answer) fails the query in the client,
  // which the pool then drops; the request answers 503 (isDatabaseUnavailable).
  const pool = new pg.Pool({ ...connection, max: 10, query_timeout: queryTimeoutMs });
  // An idle connection dropped by a restart or failover emits 'error' on the pool: unhandled, it
  // would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => onPoolError(error));
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    execScript: async (sql) => void (await pool.query(sql)),
    // Two instances starting together must not both apply a migration: one waits for the other, as
    // long as that one's migrations take. So the lock and the migrations run on a connection of their
    // own, without the requests' query timeout.
    withMigrationLock: async (run) => {
      const client = new pg.Client(connection);
      client.on('error', (error) => onPoolError(error));
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await run({
          db: drizzle(client, { schema }) as unknown as Db,
          kind: 'postgres',
          execScript: async (sql) => void (await client.query(sql)),
          close: () => client.end(),
        });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/** Where a PostgreSQL URL points, for messages: never its user nor its password. */
const placeOf = (url: string) => {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 5432}`;
  } catch {
    return 'DATABASE_URL';
  }
};

/** An error's first line: a refused connection to 'localhost' is an AggregateError with only a code. */
const errorText = (error: unknown) => {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  return String((typeof message === 'string' && message) || code || error).split('\n')[0];
};

/** Start-up gave up on the database: its message is the one line the operator reads. */
export class DatabaseUnreachable extends Error {}

/**
 * Start-up waits for PostgreSQL rather than die at once: a database starting alongside the shop
 * (compose, a reboot) answers a few seconds later. Retries with backoff while the database is
 * away, one `onRetry` line each, for up to `timeoutMs`; then, or at once for an error retrying
 * cannot mend (a wrong password, no such database), throws DatabaseUnreachable. When the database
 * answers, the first try returns in milliseconds.
 */
export async function waitForPostgres(url: string, { timeoutMs, onRetry }: { timeoutMs: number; onRetry: (line: string) => void }): Promise<void> {
  const { default: pg } = await import('pg');
  const deadline = Date.now() + timeoutMs;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5000)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return;
    } catch (error) {
      const reason = errorText(error);
      if (!isDatabaseUnavailable(error)) throw new DatabaseUnreachable(`No se puede usar la base de datos en ${placeOf(url)}: ${reason}. Revisa DATABASE_URL.`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnreachable(
          `La base de datos en ${placeOf(url)} no responde tras ${Math.round(timeoutMs / 1000)} s (${reason}). Revisa DATABASE_URL y que PostgreSQL esté en marcha.`,
        );
      }
      const wait = Math.min(delay, left);
      onRetry(`La base de datos en ${placeOf(url)} no responde (${reason}); nuevo intento en ${(wait / 1000).toFixed(1)} s.`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Applies migrations/*.sql in name order, once each, recorded in schema_migrations. */
export async function migrate(database: Database): Promise<void> {
  if (database.withMigrationLock) return database.withMigrationLock((locked) => applyMigrations(locked));
  return applyMigrations(database);
}

async function applyMigrations(database: Database): Promise<void> {
  await database.execScript('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const { sql } = await import('drizzle-orm');
  const applied = await database.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`);
  const done = new Set(rowsOf<{ name: string }>(applied).map((row) => row.name));
  for (const name of readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    const script = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    await database.execScript(`BEGIN;\n${script}\nINSERT INTO schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`);
  }
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle passes them through as they are. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Error codes and messages of a database that is down or restarting (not of a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
/** 'Query read timeout': the pool's query_timeout, a database that stopped answering. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end|Query read timeout/i;

/** Whether an error means the database cannot be reached right now (answer 503, retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
