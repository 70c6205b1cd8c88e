/**
 * The logger's options: structured logs that hold no personal data at any depth of any
 * line, errors included. A database error carries the failed statement and the visitor's values
 * (drizzle's `params`, its message 'Failed query: … params: …', PostgreSQL's `detail`), a request
 * its body and headers: none of that is written. What stays is what an operator needs to find the
 * fault: an error's type, its words without the values in them, its codes and its stack frames.
 */

export const CENSOR = '[oculto]';

/** Keys whose value is a person's data, wherever they sit in a logged object (compared in lower case). */
const PERSONAL_KEYS = [
  'name',
  'lastname',
  'nombre',
  'apellidos',
  'companyname',
  'email',
  'correo',
  'phone',
  'telefono',
  'teléfono',
  'mensaje',
  'holder',
  'titular',
  'dni',
  'nif',
  'to',
  'replyto',
  'cc',
  'bcc',
  'from',
];
/**
 * Keys whose value is raw data, a body or a credential, dropped whole wherever they sit: a query's
 * parameters and text, an order's envelope, a request's body, headers and query string, a mail's text.
 */
const RAW_KEYS = [
  'params',
  'parameters',
  'query',
  'detail',
  'where',
  'body',
  'data',
  'payload',
  'envelope',
  'headers',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'token',
  'secret',
  'text',
  'html',
];
const HIDDEN_KEYS = new Set([...PERSONAL_KEYS, ...RAW_KEYS]);

const EMAIL = /[^\s"'<>()[\]{},;:\\/]+@[^\s"'<>()[\]{},;:\\/]+\.[a-z]{2,}/gi;
/** Nine digits or more, perhaps spaced ('+34 612 345 678'): a phone; addresses (dots) stay. */
const PHONE = /\+?\d(?:[ -]?\d){8,}/g;
/** A quoted word that names a database object ('constraint "orders_referencia_key"') is kept. */
const QUOTED =
  /(\b(?:constraint|relation|column|table|index|schema|type|function|sequence|database|role|extension|trigger|view|operator|savepoint|statement|portal)\s+)?("[^"]*"|'[^']*')/gi;

/**
 * An error's words without the values in them: its first line, no e-mail, phone nor quoted value
 * (PostgreSQL quotes what it could not take: 'invalid input syntax for type integer: "Lucía"');
 * drizzle's 'Failed query: <statement> params: <values>' says only that (its cause says why).
 */
export function safeMessage(message: unknown): string {
  if (typeof message !== 'string') return '';
  if (message.startsWith('Failed query:')) return 'Failed query';
  return message
    .split('\n')[0]!
    .slice(0, 300)
    .replace(EMAIL, '[email oculto]')
    .replace(PHONE, '[número oculto]')
    .replace(QUOTED, (quoted: string, naming: string | undefined) => (naming ? quoted : `"${CENSOR}"`));
}

/** The facts of an error kept as they are: codes and the names of database objects, never values. */
const SAFE_FACTS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'errno', 'syscall', 'statusCode', 'responseCode'];

export interface SafeError {
  type: string;
  name?: string;
  message: string;
  stack: string;
  cause?: SafeError;
  errors?: SafeError[];
  [fact: string]: unknown;
}

/**
 * pino's `err` serializer: only an error's safe facts (type, words stripped of values, codes, SQL
 * state, stack frames), its cause and an AggregateError's errors the same way; never its other
 * fields (`params`, `query`, `detail`, `body`, `data`: whatever a library hung on it).
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!error || typeof error !== 'object') {
    const message = safeMessage(String(error));
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Record<string, unknown>;
  const type = (error as { constructor?: { name?: unknown } }).constructor?.name;
  const safeType = typeof type === 'string' && type !== 'Object' ? type : 'Error';
  const message = safeMessage(fields.message);
  const safe: SafeError = { type: safeType, message, stack: `${safeType}: ${message}` };
  if (typeof fields.name === 'string' && fields.name !== safe.type && fields.name !== 'Error') safe.name = fields.name.slice(0, 100);
  for (const fact of SAFE_FACTS) {
    const value = fields[fact];
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 100)) safe[fact] = typeof value === 'string' ? safeMessage(value) : value;
  }
  if (typeof fields.stack === 'string') {
    // The frames only: the stack's first lines repeat the message, values included.
    const frames = fields.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [safe.stack, ...frames.slice(0, 20)].join('\n');
  }
  if (depth < 5 && fields.cause !== undefined) safe.cause = serializeError(fields.cause, depth + 1);
  if (depth < 5 && Array.isArray(fields.errors)) safe.errors = fields.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  return safe;
}

/**
 * An address without its secrets nor anything a visitor typed: order references in paths
 * (`/pedido/…`, `/api/pedido/…`) and every query value (`trans=`, mail link tokens, a search).
 */
export const maskUrl = (url: string) =>
  url
    .replace(/([?&][^=&#]*=)[^&#]*/g, `$1${CENSOR}`)
    .replace(/(\/pedido\/)[^/?#]+/g, `$1${CENSOR}`)
    .replace(EMAIL, '[email oculto]');

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * A logged value with personal and raw data censored at any depth, errors serialized as above.
 * Instances of other classes are named, not walked: a request or a socket holds its body, its
 * headers and much more.
 */
function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value instanceof Error) return serializeError(value);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  if (depth > 8 || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => scrub(item, depth + 1, seen));
  if (!isPlainObject(value)) return `[${(value as { constructor?: { name?: string } }).constructor?.name ?? 'objeto'}]`;
  const clean: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) clean[key] = HIDDEN_KEYS.has(key.toLowerCase()) ? CENSOR : scrub(inner, depth + 1, seen);
  return clean;
}

/** What the serializers below answer for: left to them. */
const SERIALIZED = new Set(['req', 'res', 'err']);

export const loggerOptions = {
  serializers: {
    req: (request: { method?: string; url?: string }) => ({ method: request.method, url: maskUrl(request.url ?? '') }),
    res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    err: (error: unknown) => serializeError(error),
  },
  formatters: {
    log: (object: Record<string, unknown>) => {
      const seen = new WeakSet<object>();
      const clean: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(object)) {
        clean[key] = SERIALIZED.has(key) ? value : HIDDEN_KEYS.has(key.toLowerCase()) ? CENSOR : scrub(value, 1, seen);
      }
      return clean;
    },
  },
  hooks: {
    /**
     * A line's message: pino takes an error's own when none is given (`log.error(error)`), and
     * Fastify passes it on; it may quote what was sent, so it is stripped of values like the error.
     */
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
      const [first, second] = args;
      const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
      if (error instanceof Error && (args.length < 2 || second === error.message))
        return method.apply(this, [first, safeMessage(error.message), ...args.slice(2)]);
      return method.apply(this, args);
    },
    /** Last, on the written line: no e-mail address, wherever a message or a binding put one. */
    streamWrite: (line: string) => line.replace(EMAIL, '[email oculto]'),
  },
};
