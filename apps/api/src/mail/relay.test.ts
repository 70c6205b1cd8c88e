import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localSmtp } from '../testing/smtp';
import { sql } from 'drizzle-orm';
import { isolated, testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { nationalOrder } from '../testing/orders';
import { openDatabase, rowsOf } from '../db/client';
import { createOutbox } from '../services/outbox';
import { createMailRelay, isPermanentFailure, loggableError } from './relay';
import type { MailTransport } from './transport';

/** Quoted-printable soft breaks and escapes undone, enough to search a mail's text. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

for (const database of await testDatabases()) {
  describe(`mail relay on ${database.name}`, () => {
    const smtp = localSmtp();
    let port = 0;
    beforeAll(async () => {
      port = await smtp.listen();
    });
    afterAll(() => smtp.close());
    // The SMTP address is read when the app is built, after beforeAll above has a port.
    const context = useTestApp({
      ...database.options,
      get smtpUrl() {
        return `smtp://127.0.0.1:${port}`;
      },
      publicUrl: 'https://tienda.example.es',
    } as never);

    const payOrder = async () => {
      const body = new FormData();
      body.append('data', JSON.stringify(nationalOrder));
      const saved = (await context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body })).json<{ referencia: string; numero: string }>();
      const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${saved.referencia}` });
      const order = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      await context.app.inject({ method: 'POST', url: '/g/test-gateway/complete', headers: FORM, payload: `order=${order}&result=ok` });
      return saved;
    };

    it('sends one receipt to the visitor and one notice to the office for a paid order, once', async () => {
      const before = smtp.received.length;
      const { referencia, numero } = await payOrder();
      expect(await context.services.mailRelay.runOnce()).toBe(2);
      expect(await context.services.mailRelay.runOnce()).toBe(0);
      const mails = smtp.received.slice(before);
      // Sent together: the receipt, which carries the invoice's PDF, may arrive second.
      expect(mails.map((mail) => mail.to).sort()).toEqual([['lucia@example.es'], ['oficina@example.es']]);
      const to = (address: string) => readable(mails.find((mail) => mail.to[0] === address)!.raw);
      const receipt = to('lucia@example.es');
      expect(receipt).toContain(`Recibo de tu pedido ${numero}`);
      expect(receipt).toContain('Marca Nacional');
      expect(receipt).toContain('719,00');
      expect(receipt).toContain('IVA y tasas oficiales incluidos');
      expect(receipt).toContain(`https://tienda.example.es/pedido/${referencia}`);
      expect(receipt).toContain('desistimiento');
      expect(receipt).toMatch(/Content-Type: text\/html/);
      expect(receipt).toMatch(/Content-Type: text\/plain/);
      expect(receipt).toContain('Content-Type: application/pdf');
      expect(to('oficina@example.es')).toContain(`Pedido pagado ${numero}`);
    });

    it('keeps a mail while SMTP is down and sends it on a later pass', async () => {
      const failing: MailTransport = { kind: 'smtp', send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')), close: () => {} };
      const down = createMailRelay(context.services.db, failing, { from: 'tienda@example.es', backoffBaseSeconds: 60 });
      await context.services.outbox.queueMail({ to: 'cliente@example.es', subject: 'Prueba de reintento', text: 'Hola' });
      expect(await down.runOnce()).toBe(0);
      const [row] = rowsOf<{ attempts: number; last_error: string; due: boolean; sent_at: unknown }>(
        await context.services.db.execute(
          sql`SELECT attempts, last_error, next_attempt_at > now() AS due, sent_at FROM outbox WHERE payload->>'subject' = 'Prueba de reintento'`,
        ),
      );
      expect(row).toMatchObject({ attempts: 1, due: true, sent_at: null });
      expect(row!.last_error).toContain('ECONNREFUSED');
      // Not due yet: nothing is sent; once the back-off has passed, the real SMTP gets it.
      expect(await context.services.mailRelay.runOnce()).toBe(0);
      await context.services.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE payload->>'subject' = 'Prueba de reintento'`);
      const before = smtp.received.length;
      expect(await context.services.mailRelay.runOnce()).toBe(1);
      expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([['cliente@example.es']]);
    });

    it('never gives up a mail while the mail server is only unreachable: it is sent when the server is back', async () => {
      const down: MailTransport = { kind: 'smtp', send: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:587')), close: () => {} };
      const relay = createMailRelay(context.services.db, down, { from: 'tienda@example.es', maxAttempts: 2, backoffBaseSeconds: 0 });
      await context.services.outbox.queueMail({ to: 'cliente@example.es', subject: 'Recibo tras la caída', text: 'Gracias' });
      for (let pass = 0; pass < 4; pass++) await relay.runOnce();
      const [row] = rowsOf<{ attempts: number; failed: boolean }>(
        await context.services.db.execute(sql`SELECT attempts, failed_at IS NOT NULL AS failed FROM outbox WHERE payload->>'subject' = 'Recibo tras la caída'`),
      );
      expect(row).toEqual({ attempts: 4, failed: false });
      const before = smtp.received.length;
      await context.services.db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE payload->>'subject' = 'Recibo tras la caída'`);
      expect(await context.services.mailRelay.runOnce()).toBe(1);
      expect(smtp.received.length).toBe(before + 1);
    });

    it.each([
      [Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }), true],
      [Object.assign(new Error('Try again later'), { responseCode: 451 }), false],
      [Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }), false],
      [new Error('550 buzón inexistente'), true],
    ])('reads %s as permanent: %s', (error, permanent) => {
      expect(isPermanentFailure(error)).toBe(permanent);
    });

    it('gives up after the last try and keeps the failure visible', async () => {
      const failing: MailTransport = { kind: 'smtp', send: () => Promise.reject(new Error('550 buzón inexistente')), close: () => {} };
      const relay = createMailRelay(context.services.db, failing, { from: 'tienda@example.es', maxAttempts: 2, backoffBaseSeconds: 0 });
      await context.services.outbox.queueMail({ to: 'nadie@example.es', subject: 'Sin destino', text: 'Hola' });
      await relay.runOnce();
      await relay.runOnce();
      const [row] = rowsOf<{ attempts: number; failed: boolean; last_error: string }>(
        await context.services.db.execute(
          sql`SELECT attempts, failed_at IS NOT NULL AS failed, last_error FROM outbox WHERE payload->>'subject' = 'Sin destino'`,
        ),
      );
      expect(row).toEqual({ attempts: 2, failed: true, last_error: '550 buzón inexistente' });
      expect(await context.services.mailRelay.runOnce()).toBe(0);
    });
  });
}

describe('a mail the server does not take', () => {
  const lines: string[] = [];
  // Nothing listens on port 1: every try fails to connect.
  const context = useTestApp({
    inMemory: true,
    smtpUrl: 'smtp://tienda:muysecreta@127.0.0.1:1',
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
  });

  it('is logged once per failed try, naming the outbox row and the error, without addresses or credentials', async () => {
    await context.services.outbox.queueMail({ to: 'ana.garcia@example.es', subject: 'Recibo', text: 'Hola' });
    await context.services.mailRelay.runOnce();
    const warnings = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: 'No se ha podido enviar un correo; se reintentará.',
        outboxId: expect.anything(),
        attempt: 1,
        error: expect.stringMatching(/ECONNREFUSED/),
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/muysecreta|ana\.garcia/);
  });

  it('keeps recipients and credentials out of the logged words', () => {
    expect(loggableError('550 5.1.1 <ana.garcia@example.es>: Recipient address rejected\nmore')).toBe('550 5.1.1 <[email oculto]>: Recipient address rejected');
    expect(loggableError('connect failed for smtp://tienda:muysecreta@mail.example.es:587')).toBe('connect failed for smtp://[oculto]@mail.example.es:587');
  });
});

describe('mail without SMTP', () => {
  const context = useTestApp({ inMemory: true });
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    await context.services.outbox.queueMail({ to: 'cliente@example.es', subject: 'Guardado en disco', text: 'Hola', html: '<p>Hola</p>' });
    expect(await context.services.mailRelay.runOnce()).toBe(1);
    const dir = join(context.services.uploadsDir, '..', 'mail');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dir, files[0]!), 'utf8')).toContain('Subject: Guardado en disco');
  });
});

const postgres = (await testDatabases()).find((candidate) => candidate.name === 'postgres');
describe.runIf(postgres)('two relays on one PostgreSQL', () => {
  it('send each mail once', async () => {
    const own = isolated(postgres!.options);
    const first = await openDatabase({ url: own.options.databaseUrl, schema: own.options.schema });
    const second = await openDatabase({ url: own.options.databaseUrl, schema: own.options.schema });
    try {
      const outbox = createOutbox(first.db);
      for (let index = 0; index < 60; index++) await outbox.queueMail({ to: `c${index}@example.es`, subject: `Correo ${index}`, text: 'Hola' });
      const sentIds: string[] = [];
      const slowTransport: MailTransport = {
        kind: 'smtp',
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          sentIds.push(message.id);
        },
        close: () => {},
      };
      const [a, b] = await Promise.all([
        createMailRelay(first.db, slowTransport, { from: 'x@example.es', batchSize: 5 }).runOnce(),
        createMailRelay(second.db, slowTransport, { from: 'x@example.es', batchSize: 5 }).runOnce(),
      ]);
      expect(a + b).toBe(60);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      expect(new Set(sentIds).size).toBe(60);
      expect(sentIds).toHaveLength(60);
    } finally {
      await first.close();
      await second.close();
      await own.cleanup();
    }
  });
});
