import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { buildApp, type AppOptions } from './app';
import { isolated, POSTGRES_URL, testDatabases } from './testing/databases';
import { stallingProxyTo } from './testing/db-proxies';
import { orderForm } from './testing/forms';
import { nationalOrder } from './testing/orders';
import { safeMessage, serializeError } from './logging';

/** A visitor no other test has: any of these in a log line is personal data that leaked. */
const visitor = { name: 'Zebulón', lastName: 'Quintanilla Oyarzábal', email: 'zebulon.quintanilla@example.es', phone: '699 887 766' };
/** The phone however it was written or stored ('699887766', '+34 699 88 77 66'). */
const PHONE_ANYHOW = new RegExp('699887766'.split('').join('[^0-9]{0,3}'));

function expectNothingOf(
  text: string,
  values: readonly string[] = [visitor.name, visitor.lastName, 'Quintanilla', 'Oyarzábal', visitor.email, 'zebulon.quintanilla'],
) {
  for (const value of values) expect(text, `the log holds '${value}'`).not.toContain(value);
  expect(text).not.toMatch(PHONE_ANYHOW);
}

/** An app whose every log line is kept, one JSON object each. */
async function loggedApp(options: Partial<AppOptions>) {
  const lines: string[] = [];
  const own = isolated(options);
  const built = await buildApp({ ...own.options, ...options, logger: true, logStream: { write: (line) => void lines.push(line) } });
  return {
    ...built,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await built.app.close();
      await own.cleanup();
    },
  };
}

const databases = await testDatabases();
const postgres = databases.find((database) => database.name === 'postgres');

describe('logs', () => {
  it('are structured and keep no personal data nor secrets from addresses', async () => {
    const lines: string[] = [];
    const own = isolated({ inMemory: true });
    const { app } = await buildApp({ ...own.options, logger: true, logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.inject({ method: 'GET', url: '/api/pedido/SecretoDePedido123456789' });
      await app.inject({ method: 'GET', url: '/g/pay?trans=SecretoDePedido123456789' });
      await app.inject({ method: 'GET', url: '/newsletter/baja?token=TokenSecretoDeBaja1234567' });
      app.log.warn({ order: { name: 'Lucía', lastName: 'Martínez', email: 'lucia@example.es', phone: '612345678', producto: 'Marca Nacional' } }, 'prueba');
    } finally {
      await app.close();
      await own.cleanup();
    }
    const text = lines.join('');
    for (const secret of ['SecretoDePedido', 'TokenSecretoDeBaja', 'Lucía', 'Martínez', 'lucia@example.es', '612345678']) expect(text).not.toContain(secret);
    expect(text).toContain('Marca Nacional');
    expect(text).toContain('/api/pedido/[oculto]');
    // One JSON object per line.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('keep none of it at any depth, in any key a body or a query travels in, nor in a message taken from an error', async () => {
    const logged = await loggedApp({ inMemory: true });
    try {
      const { app } = logged;
      app.log.warn({ a: { b: { c: { d: { e: { ...visitor } } } } }, producto: 'Marca Nacional' }, 'anidado');
      app.log.warn({ list: [{ contacto: [{ email: visitor.email, telefono: visitor.phone }] }] }, 'en listas');
      app.log.info(
        { body: { ...visitor }, query: { q: visitor.name }, params: [visitor.email], headers: { authorization: 'Bearer TokenDeSesionSecreto' } },
        'petición',
      );
      // No message of its own: pino would take the error's, values and all.
      app.log.error(new DrizzleQueryError('insert into "orders" ("envelope") values ($1)', [JSON.stringify(visitor)], new Error('Query read timeout')));
      app.log.error({ err: new Error(`No se ha podido enviar a ${visitor.email} (${visitor.phone})`) }, `No se ha podido enviar a ${visitor.email}`);
      // A request's headers and body are not the request line.
      await app.inject({
        method: 'POST',
        url: `/api/contact?email=${encodeURIComponent(visitor.email)}`,
        headers: { authorization: 'Bearer TokenDeSesionSecreto', cookie: 'sesion=CookieDeSesionSecreta' },
        payload: { nombre: visitor.name, email: visitor.email, telefono: visitor.phone, mensaje: 'Hola' },
      });
    } finally {
      await logged.close();
    }
    const text = logged.lines.join('');
    expectNothingOf(text, [...Object.values(visitor), 'Quintanilla', 'TokenDeSesionSecreto', 'CookieDeSesionSecreta', 'insert into']);
    expect(text).toContain('Marca Nacional');
    const entries = logged.entries();
    expect(entries.find((entry) => entry.msg === 'Failed query')).toMatchObject({
      err: { type: 'DrizzleQueryError', cause: { message: 'Query read timeout' } },
    });
  });

  for (const database of databases) {
    it(`of a save the database fails (${database.name}) name its error but hold nothing the visitor typed`, async () => {
      const logged = await loggedApp(database.options);
      try {
        // The statement fails inside the database, its values in drizzle's error: a 500.
        await logged.services.database.execScript('DROP TABLE order_events CASCADE');
        const answer = await logged.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm({ ...nationalOrder, ...visitor }) });
        expect(answer.statusCode).toBe(500);
      } finally {
        await logged.close();
      }
      const text = logged.lines.join('');
      expectNothingOf(text);
      // Nor the statement: its text and its parameters are the query's, not the fault's.
      expect(text).not.toMatch(/INSERT INTO orders|params/i);
      const failure = logged.entries().find((entry) => entry.level === 50);
      expect(failure).toMatchObject({ msg: 'Error interno', err: { type: 'DrizzleQueryError', message: 'Failed query', cause: { code: '42P01' } } });
      expect((failure!.err as { cause: { message: string } }).cause.message).toMatch(/relation "order_events" does not exist/);
      expect((failure!.err as { stack: string }).stack).toMatch(/\n\s+at /);
    });
  }

  it.runIf(postgres)('of a save PostgreSQL never answered hold nothing the visitor typed', async () => {
    const proxy = await stallingProxyTo(new URL(POSTGRES_URL));
    const logged = await loggedApp({ databaseUrl: proxy.url, queryTimeoutMs: 500 });
    try {
      const stalled = proxy.stallAfter('INSERT INTO orders');
      const pending = logged.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm({ ...nationalOrder, ...visitor }) });
      await stalled;
      expect((await pending).statusCode).toBe(503);
    } finally {
      proxy.release();
      await logged.close();
      await proxy.close();
    }
    expectNothingOf(logged.lines.join(''));
    expect(logged.entries().find((entry) => entry.level === 40)).toMatchObject({
      msg: 'Base de datos no disponible',
      err: { cause: { message: 'Query read timeout' } },
    });
  });
});

describe("an error's logged form", () => {
  it('keeps its type, codes, database objects and stack frames, and none of the values hung on it or its causes', () => {
    const database = Object.assign(new Error(`duplicate key value violates unique constraint "orders_email_key"`), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'orders_email_key',
      table: 'orders',
      detail: `Key (email)=(${visitor.email}) already exists.`,
      where: `COPY orders, line 1: "${visitor.name}"`,
    });
    const wrapped = new DrizzleQueryError('insert into "orders" ("email", "phone") values ($1, $2)', [visitor.email, visitor.phone], database);
    const mail = Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 <${visitor.email}>: no such user`), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: `550 <${visitor.email}>: no such user`,
      rejected: [visitor.email],
    });
    const serialized = serializeError(new AggregateError([wrapped, mail], 'Varios fallos', { cause: { body: visitor, data: visitor } }));
    expectNothingOf(JSON.stringify(serialized));
    expect(serialized.errors?.[0]).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      cause: { code: '23505', constraint: 'orders_email_key', table: 'orders', message: 'duplicate key value violates unique constraint "orders_email_key"' },
    });
    expect(serialized.errors?.[1]).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    expect(serialized.stack).toMatch(/^AggregateError: Varios fallos\n\s+at /);
  });

  it('says its words without the values in them', () => {
    expect(safeMessage(`invalid input syntax for type integer: "${visitor.name}"`)).toBe('invalid input syntax for type integer: "[oculto]"');
    expect(safeMessage(`mail to ${visitor.email} failed`)).toBe('mail to [email oculto] failed');
    expect(safeMessage(`llamar al +34 ${visitor.phone}`)).toBe('llamar al [número oculto]');
    expect(safeMessage('connect ECONNREFUSED 127.0.0.1:5432')).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(safeMessage('Failed query: select 1\nparams: x')).toBe('Failed query');
  });
});
