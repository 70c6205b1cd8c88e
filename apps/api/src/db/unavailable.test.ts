import { describe, expect, it } from 'vitest';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { isDatabaseUnavailable, refusedByDatabase } from './unavailable';

/** An error as node-postgres builds one from PostgreSQL's ErrorResponse. */
const answered = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });
/** drizzle's wrapper, whose words hold the statement and the visitor's values. */
const failedQuery = (cause: unknown, params: unknown[] = ['lucia@example.es']) =>
  new DrizzleQueryError('insert into "orders" values ($1)', params, cause as Error);

describe('a database that cannot say whether it stored a save', () => {
  it('is told by every shape its errors come in: the save answers 503, never 500', () => {
    const shapes: unknown[] = [
      // node-postgres: the pool's query_timeout, a stalled database (a COMMIT that may have been applied).
      new Error('Query read timeout'),
      failedQuery(new Error('Query read timeout')),
      // A transaction's ROLLBACK on a client dropped after its COMMIT timed out (db/client.ts).
      failedQuery(new Error('Client was closed and is not queryable'), []),
      failedQuery(new Error('Client has encountered a connection error and is not queryable'), []),
      failedQuery(new Error('Connection terminated unexpectedly')),
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Cannot use a pool after calling end on the pool'),
      // Thrown inside a transaction and kept as the cause of the service's own error.
      new Error('El pedido no se ha podido guardar', { cause: failedQuery(new Error('Query read timeout')) }),
      // The system's: refused, reset, no route; a refused 'localhost' is an AggregateError of its addresses.
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], ''),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('connect EHOSTUNREACH 10.0.0.5:5432'), { code: 'EHOSTUNREACH' }),
      // PostgreSQL's own: shutting down, starting, a broken connection, out of connections, a statement_timeout.
      answered('57P01', 'terminating connection due to administrator command'),
      answered('57P03', 'the database system is starting up'),
      answered('08P01', 'invalid message format'),
      answered('08006', 'connection failure'),
      answered('53300', 'sorry, too many clients already'),
      answered('57014', 'canceling statement due to statement timeout'),
      failedQuery(answered('25P03', 'terminating connection due to idle-in-transaction timeout')),
      // PGlite closed under a save still running as the shop shuts down.
      failedQuery(new Error('PGlite is closed')),
      new Error('PGlite is closing'),
    ];
    for (const error of shapes) expect(isDatabaseUnavailable(error), String((error as Error).message)).toBe(true);
  });

  it('is not a database that answered: a constraint, a bad value, a bug stay what they are', () => {
    const duplicate = answered('23505', 'duplicate key value violates unique constraint "orders_referencia_key"');
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(duplicate))).toBe(false);
    expect(isDatabaseUnavailable(answered('42P01', 'relation "order_events" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    // What a visitor typed is no error of the connection, even when it reads like one.
    expect(isDatabaseUnavailable(failedQuery(duplicate, ['Connection terminated unexpectedly', 'Query read timeout']))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Query read timeout')).toBe(false);
  });

  it('tells a statement the database refused (it did not run) from one whose answer was lost', () => {
    expect(refusedByDatabase(failedQuery(answered('23505', 'duplicate key value violates unique constraint "orders_idempotency_key_key"')))).toBe(true);
    expect(refusedByDatabase(failedQuery(new Error('Query read timeout')))).toBe(false);
    expect(refusedByDatabase(failedQuery(answered('08006', 'connection failure')))).toBe(false);
    expect(refusedByDatabase(new TypeError('x is not a function'))).toBe(false);
  });

  it('includes what PGlite throws once it is closed', async () => {
    const database = await openDatabase({});
    await database.close();
    const error = await database.db.execute(sql`SELECT 1`).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
