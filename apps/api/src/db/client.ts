import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';
import { channelName, listen } from './listener';
import { isDatabaseUnavailable } from './unavailable';

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
  /** A notification channel's full name in this database (`SELECT pg_notify(name, payload)` sends on it). */
  channel?: (base: string) => string;
  /**
   * Hears a channel's notifications from every instance (PostgreSQL only: PGlite has one process,
   * whose own changes need no telling), on a connection of its own, reopened when lost.
   */
  listen?: (base: string, onNotify: (payload: string) => void, onTrouble: (message: string) => void) => { close: () => Promise<void> };
  /** PGlite only: its data folder as one tarball (tests start each later database from a migrated one). */
  dump?: () => Promise<Blob>;
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
  /**
   * A dump (`Database.dump`) an in-memory PGlite starts from instead of running initdb: loading
   * one takes about a third of initdb's time, which API tests paid once per app they build.
   */
  pgliteDump?: Blob | Promise<Blob> | undefined;
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
 * seconds (3.6 s or more on 2 cores, most of a first start, which should listen within 3 s of
 * the build, ADR 008), copying its 40 MB takes a fraction of that; a data folder of the same PGlite version.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('../../dist/pgdata-template', import.meta.url));
const isDataFolder = (dir: string) => existsSync(join(dir, 'PG_VERSION'));
/** Only a folder with nothing in it takes the template: never mixed into what another start left. */
const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.schema, options.queryTimeoutMs ?? QUERY_TIMEOUT_MS)
    : await openPglite(options.dataDir, options.pgliteTemplate ?? PGLITE_TEMPLATE, await options.pgliteDump);
  await migrate(database);
  return database;
}

async function openPglite(dataDir: string | undefined, template: string, dump: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir && isEmptyFolder(dataDir) && isDataFolder(template)) cpSync(template, dataDir, { recursive: true });
  else if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Postgres' default 128 MB of shared buffers is most of an idle server's memory (ADR 008: idle
  // RSS about 400 MB); a shop's few thousand rows fit in 16 MB (measured: about 260 MB idle).
  // A dump starts as it was made: with postgresqlconf as well PGlite spends initdb's time again (measured).
  const client = dump && !dataDir ? new PGlite({ loadDataDir: dump }) : new PGlite(dataDir, { postgresqlconf: ['shared_buffers=16MB'] });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    execScript: async (sql) => void (await client.exec(sql)),
    dump: () => client.dumpDataDir('none'),
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
  // A connection dropped while a transaction holds its client emits 'error' on the client, which
  // the pool listens to only while the client is idle: unheard, it ended the process. The
  // transaction's queries fail with that error themselves, so the event needs nothing more.
  pool.on('connect', (client) => client.on('error', () => undefined));
  dropTransactionClientsOnOutage(pool);
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
    channel: (base) => channelName(base, schemaName),
    listen: (base, onNotify, onTrouble) => listen(pg.Client, connection, channelName(base, schemaName), onNotify, onTrouble),
    close: () => pool.end(),
  };
}

/** This checkout's hook that drops the client (set each time a transaction takes it). */
const DROP = Symbol('drop this checkout');
type GuardedClient = PoolClient & { [DROP]?: (error: Error) => void };

/**
 * drizzle runs a transaction on a client it checks out of the pool (`connect()` without a callback)
 * and gives it back only once BEGIN has answered: a BEGIN that timed out kept its client checked
 * out for good, and a pool of such clients answers nothing and never ends (shutdown hung). A
 * COMMIT or ROLLBACK behind a query that timed out waited for a second timeout, and the client went
 * back to the pool still waiting for the lost answer. So a transaction's client whose query fails
 * for want of the database is dropped at once: released with the error (the pool closes it), its
 * later queries fail at once ('Client was closed and is not queryable', a 503 too), and drizzle's
 * own release is then a no-op.
 */
function dropTransactionClientsOnOutage(pool: Pool): void {
  const connect = pool.connect.bind(pool);
  // pool.query checks out with a callback and releases with the error itself: left as it is.
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client: GuardedClient) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        release(error);
      };
      client.release = releaseOnce;
      client[DROP] = (error) => releaseOnce(error);
      if (!Object.prototype.hasOwnProperty.call(client, 'query')) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          if (!(result instanceof Promise)) return result;
          return result.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) client[DROP]?.(error as Error);
            throw error;
          });
        }) as typeof client.query;
      }
      return client;
    });
  }) as typeof pool.connect;
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
