import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { testDatabases, POSTGRES_URL } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { orderForm, type Upload } from '../testing/forms';
import { nationalOrder } from '../testing/orders';
import { PERSON_BILLING } from '@shop/flow-kit/billing.testkit';
import { rowsOf } from '../db/client';

const PNG_A = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PNG_B = Buffer.concat([PNG_A, Buffer.from('otro logo, otros bytes')]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const design = {
  applicantType: 'persona',
  name: 'Marta',
  lastName: 'Ferrer Llopis',
  email: 'marta@example.es',
  phone: '612345678',
  selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
  acceptPrivacy: true,
  acceptTerms: true,
  // 534 € is over 400 €: the invoice names the client (DECISIONS §12).
  facturacion: PERSON_BILLING,
  flow: 'diseno-industrial',
  producto: 'Diseño Industrial',
  adicional: {
    designTypes: { espana: true, europeo: true, otros: false },
    patentTitle: 'Silla plegable Albufera',
    patentDescription: 'Silla de madera.',
    numDesigns: 11,
  },
};
const image = (content: Buffer, name: string): Upload[] => [{ field: 'uploadedFile', name, content }];

for (const database of await testDatabases()) {
  describe(`order files on lost answers and retries, ${database.name}`, () => {
    const context = useTestApp(database.options);
    const save = (body: FormData, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'POST', url: '/api/guardar_marca', headers, payload: body });
    const storedOnDisk = () =>
      readdirSync(context.app.uploadsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));

    it('a save retried under its key with another file keeps the file the visitor chose last', async () => {
      const key = randomUUID();
      // First save: its answer never reaches the browser (network drop); the visitor then picks another logo and saves again.
      const first = await save(orderForm(design, {}, image(PNG_A, 'logo-viejo.png')), { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      const second = await save(orderForm(design, {}, image(PNG_B, 'logo-bueno.png')), { 'idempotency-key': key });
      expect(second.statusCode).toBeLessThan(300);
      const order = await context.services.orders.find(second.json().referencia);
      const files = await context.services.orders.files(order!.id);
      expect(files.map((file) => file.originalName)).toEqual(['logo-bueno.png']);
      expect(files[0]?.sha256).toBe(sha(PNG_B));
    });

    it('a save that committed but whose answer was lost keeps its files on disk', async () => {
      const key = `ambiguous-${Math.random()}`;
      const real = context.services.orders.create.bind(context.services.orders);
      const create = vi.spyOn(context.services.orders, 'create').mockImplementationOnce(async (draft, files) => {
        await real(draft, files);
        // The INSERT committed; the connection dropped before its result was read.
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
      });
      try {
        expect((await save(orderForm(design, {}, image(PNG_A, 'plano.png')), { 'idempotency-key': key })).statusCode).toBe(503);
      } finally {
        create.mockRestore();
      }
      // The wizard retries with the same key: it gets the stored order.
      const retried = await save(orderForm(design, {}, image(PNG_A, 'plano.png')), { 'idempotency-key': key });
      expect(retried.statusCode).toBe(200);
      const order = await context.services.orders.find(retried.json().referencia);
      const files = await context.services.orders.files(order!.id);
      expect(files).toHaveLength(1);
      expect(existsSync(join(context.app.uploadsDir, files[0]!.storedName)), 'the stored order points at a deleted file').toBe(true);
    });

    it('an edit that replaces a file removes the old one from disk: no personal document is left that no order holds', async () => {
      const created = (await save(orderForm(design, {}, image(PNG_A, 'primero.png')))).json();
      const order = await context.services.orders.find(created.referencia);
      const [old] = await context.services.orders.files(order!.id);
      const edited = await save(orderForm(design, { referencia: created.referencia }, image(PNG_B, 'segundo.png')));
      expect(edited.statusCode).toBe(200);
      const referenced = new Set(
        rowsOf<{ stored_name: string }>(await context.services.db.execute(sql`SELECT stored_name FROM order_files`)).map((row) => row.stored_name),
      );
      expect(referenced.has(old!.storedName)).toBe(false);
      const orphans = storedOnDisk().filter((path) => ![...referenced].some((name) => path.endsWith(name)));
      expect(orphans, 'personal documents left on disk that no order references').toEqual([]);
    });
  });
}

for (const database of (await testDatabases()).filter((candidate) => candidate.name === 'postgres')) {
  describe(`payment notification during an edit, ${database.name}`, () => {
    const context = useTestApp(database.options);
    const save = (body: FormData) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body });

    it('a payment notice arriving while the visitor saves an edit is applied, never a deadlock', async () => {
      const { referencia } = (await save(orderForm(nationalOrder))).json();
      const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      const [{ schema }] = rowsOf<{ schema: string }>(await context.services.db.execute(sql`SELECT current_schema() AS schema`)) as [{ schema: string }];
      // Another session briefly holds the attempt row (any other work on it), so both requests queue.
      const other = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT id FROM payment_attempts WHERE provider_order = $1 FOR UPDATE', [gatewayOrder]);
        const notification = context.app.inject({
          method: 'POST',
          url: '/api/pagos/notificacion',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(context.services.testGateway!.sign({ gatewayOrder, amountCents: 71900, paid: true })).toString(),
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const edit = save(orderForm({ ...nationalOrder, brandName: 'Horchata Clara Nueva' }, { referencia }));
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('COMMIT');
        const [notified, edited] = await Promise.all([notification, edit]);
        // The bank's money must be recorded (paid, or paid on a cancelled page and told to the office).
        expect({ notification: notified.statusCode, body: notified.body }).toMatchObject({ notification: 200 });
        expect([200, 409]).toContain(edited.statusCode);
      } finally {
        await other.end();
      }
    });

    it('a payment notice queued behind an edit that holds the order is recorded, as money on a cancelled page', async () => {
      const { referencia } = (await save(orderForm(nationalOrder))).json();
      const pageOf = async () =>
        /name="order" value="([^"]+)"/.exec((await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` })).body)![1]!;
      // Two payment pages open (two tabs): older X, newer Y; the visitor pays Y.
      const older = await pageOf();
      const newer = await pageOf();
      const [{ schema }] = rowsOf<{ schema: string }>(await context.services.db.execute(sql`SELECT current_schema() AS schema`)) as [{ schema: string }];
      const codes: unknown[] = [];
      const settle = context.services.payments.settle.bind(context.services.payments);
      const spy = vi.spyOn(context.services.payments, 'settle').mockImplementation((notice) =>
        settle(notice).catch((error: { code?: string; cause?: { code?: string } }) => {
          codes.push(error.code ?? error.cause?.code);
          throw error;
        }),
      );
      const other = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
      await other.connect();
      try {
        // Any other session briefly touching attempt X (say, X's own notification) stalls the edit after it locked the order.
        await other.query('BEGIN');
        await other.query('SELECT id FROM payment_attempts WHERE provider_order = $1 FOR UPDATE', [older]);
        const edit = save(orderForm({ ...nationalOrder, brandName: 'Horchata Clara Nueva' }, { referencia }));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const notification = context.app.inject({
          method: 'POST',
          url: '/api/pagos/notificacion',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(context.services.testGateway!.sign({ gatewayOrder: newer, amountCents: 71900, paid: true })).toString(),
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('COMMIT');
        const [notified, edited] = await Promise.all([notification, edit]);
        const [attempt] = rowsOf<{ status: string }>(
          await context.services.db.execute(sql`SELECT status FROM payment_attempts WHERE provider_order = ${newer}`),
        );
        expect({ notification: notified.statusCode, edit: edited.statusCode, attempt: attempt?.status, settleErrors: codes }).toEqual({
          notification: 200,
          edit: 200,
          attempt: 'paid_when_cancelled',
          settleErrors: [],
        });
      } finally {
        spy.mockRestore();
        await other.end();
      }
    });
  });
}
