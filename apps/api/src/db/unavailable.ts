/**
 * Which database errors mean "away or too slow" (answer 503, retry) and which the database itself
 * answered (a constraint: retrying means the same): read by the pool (client.ts), the error handler
 * and the order inserts.
 */

/**
 * Error codes of a database that is away, restarting, overloaded or too slow: the system's (no
 * route, refused, reset) and PostgreSQL's SQLSTATEs (class 08: the connection failed; 57P0x: the
 * server is shutting down or not yet up, or ended an idle session; 53000/53200/53300: out of
 * resources, of memory, of connections; 57014: the statement was cancelled, a statement_timeout;
 * 25P03: an idle transaction's timeout ended the session). Whatever was being saved may or may not
 * have been stored: the visitor is told to retry (503), and a retry under its key finds it.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '53000',
  '53200',
  '53300',
  '57014',
  '25P03',
]);
const UNAVAILABLE_CODE_PATTERN = /^(?:08[0-9A-Z]{3}|57P0[0-9])$/;
/**
 * What node-postgres, its pool and PGlite say, with no code, of a connection that failed or of an
 * answer that never came: 'Query read timeout' is the pool's query_timeout (a COMMIT may have been
 * applied); 'Client was closed' a transaction's client dropped after one (above); 'PGlite is
 * closed' a save that was still running as the shop shut down.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|connection is closed|Cannot use a pool after calling end|Query read timeout|PGlite is clos(?:ed|ing)|timeout while waiting for mutex/i;

/**
 * drizzle's wrapper of a failed query ('Failed query: … params: …'): its words hold the statement
 * and the visitor's values, so only its cause, the driver's error, is read.
 */
const isQueryWrapper = (error: { message?: unknown; params?: unknown }) =>
  Array.isArray(error.params) || (typeof error.message === 'string' && error.message.startsWith('Failed query:'));

/**
 * Whether an error means the database could not be reached or did not answer in time (answer 503,
 * retry later), however it is wrapped: drizzle's DrizzleQueryError and anything else that keeps the
 * driver's error as its `cause`, an AggregateError of the addresses tried.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CODE_PATTERN.test(code))) return true;
  if (typeof message === 'string' && !isQueryWrapper(error) && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Whether the database itself answered the statement with an error (a constraint, a type): it did
 * not run, and running it again means the same. Not so for an error of the connection or of time,
 * after which the statement may have run.
 */
export function refusedByDatabase(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8 || isDatabaseUnavailable(error)) return false;
  const { code, severity, cause } = error as { code?: unknown; severity?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return true;
  return refusedByDatabase(cause, depth + 1);
}
