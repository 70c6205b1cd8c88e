import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import { createStaffStore } from '../admin/staff/store';
import { isolated } from '../testing/databases';
import { orderForm, type Upload } from '../testing/forms';
import { nationalOrder } from '../testing/orders';
import { useTestS3 } from '../testing/s3';
import { useTestApp } from '../testing/test-app';
import { cheapOrder, NO_BILLING, payOrder } from '../testing/paid-orders';
import { PART_BYTES } from '../services/storage/s3';

const MB = 1024 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(64)]);
const PASSWORD = 'una clave bastante larga';
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
/** A logo of the given size: a JPEG's first bytes, then noise (not the same twice). */
const logo = (bytes: number): Upload => ({ field: 'uploadedFile', name: 'logo.jpg', content: Buffer.concat([JPEG, randomBytes(bytes - JPEG.length)]) });
const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('files in S3-compatible storage (S3_*)', () => {
  const s3 = useTestS3();
  // A small order budget, so a refusal mid-upload takes a few megabytes, not 256.
  const context = useTestApp({
    inMemory: true,
    s3: s3.options,
    uploadLimits: { orderBytes: 8 * MB, clientBytesPerDay: 1024 * MB, concurrentPerClient: 3 },
  });
  const inject = (options: InjectOptions) => context.app.inject(options);
  const save = (data: unknown, files: Upload[], extra: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data, extra, files) });
  const uploadKeys = async () => (await s3.keys()).filter((key) => key.startsWith('uploads/'));

  let staff: { cookie: string; csrf: string };
  beforeAll(async () => {
    const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('gestor@example.es', 'staff', CLI_ACTOR);
    const token = new URL(link).searchParams.get('token');
    expect((await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: PASSWORD } })).statusCode).toBe(200);
    const login = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'gestor@example.es', password: PASSWORD } });
    const session = login.cookies.find((cookie) => cookie.name === 'admin_session')!;
    staff = { cookie: `admin_session=${session.value}`, csrf: login.json().csrf };
  });
  const asStaff = (method: 'GET' | 'POST', url: string, extra: Partial<InjectOptions> = {}) =>
    inject({ method, url, ...extra, headers: { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf, ...extra.headers } });

  /** What the data folder holds under uploads/: nothing, when the files are in the bucket. */
  const onDisk = () => {
    const folder = join(context.services.dataDir, 'uploads');
    return existsSync(folder) ? readdirSync(folder, { recursive: true }) : [];
  };

  it('keeps an order’s file in the bucket, streamed in parts, not on disk; staff download it', async () => {
    const file = logo(6 * MB);
    const before = s3.requests.length;
    const saved = await save(nationalOrder, [file]);
    expect(saved.statusCode, saved.body).toBe(201);
    const order = await context.services.orders.find(saved.json().referencia);
    const [stored] = await context.services.orders.files(order!.id);
    expect(await uploadKeys()).toContain(`uploads/${stored!.storedName}`);
    expect(onDisk()).toEqual([]);
    // The temp file went once it was in the bucket.
    expect(readdirSync(context.services.tmpDir)).toEqual([]);
    const parts = s3.requests.slice(before).filter((request) => /[?&]partNumber=\d+/.test(request.url));
    expect(parts.map((request) => request.bytes)).toEqual([PART_BYTES, file.content.length - PART_BYTES]);

    const detail = (await asStaff('GET', `/api/admin/orders/${saved.json().numero}`)).json();
    const download = await asStaff('GET', `/api/admin/orders/${saved.json().numero}/files/${detail.archivos[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(file.content.length));
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(sha(download.rawPayload)).toBe(sha(file.content));
  });

  it('removes from the bucket the file an edit replaced', async () => {
    const first = await save(nationalOrder, [logo(2000)]);
    const order = await context.services.orders.find(first.json().referencia);
    const [old] = await context.services.orders.files(order!.id);
    expect(await uploadKeys()).toContain(`uploads/${old!.storedName}`);
    const edited = await save(nationalOrder, [logo(3000)], { referencia: first.json().referencia });
    expect(edited.statusCode, edited.body).toBe(200);
    const [now] = await context.services.orders.files(order!.id);
    const keys = await uploadKeys();
    expect(keys).toContain(`uploads/${now!.storedName}`);
    expect(keys).not.toContain(`uploads/${old!.storedName}`);
  });

  it('leaves nothing in the bucket of an order whose file is refused, by type or mid-upload', async () => {
    const before = await uploadKeys();
    const wrongType = await save(nationalOrder, [{ field: 'uploadedFile', name: 'logo.pdf', content: PDF }]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('El archivo logo.pdf no tiene un formato permitido');
    const tooBig = await save(nationalOrder, [logo(9 * MB)]);
    expect(tooBig.statusCode).toBe(413);
    expect(await uploadKeys()).toEqual(before);
    expect(readdirSync(context.services.tmpDir)).toEqual([]);
  });

  it('keeps a document staff attach for the client in the bucket; the client downloads it by the order’s reference', async () => {
    const order = (await save(nationalOrder, [])).json();
    const before = await uploadKeys();
    const form = new FormData();
    form.append('titulo', 'Justificante de presentación');
    form.append('archivo', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'justificante.pdf');
    const added = await asStaff('POST', `/api/admin/orders/${order.numero}/documents`, { payload: form });
    expect(added.statusCode, added.body).toBe(200);
    expect((await uploadKeys()).filter((key) => !before.includes(key))).toHaveLength(1);
    expect(onDisk()).toEqual([]);
    const page = (await inject({ method: 'GET', url: `/api/pedido/${order.referencia}` })).json();
    const download = await inject({ method: 'GET', url: page.documentos[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps a news picture in the bucket and serves it, cacheable, to visitors', async () => {
    const image = await asStaff('POST', '/api/admin/news/image', { headers: { 'content-type': 'image/png' }, payload: PNG });
    expect(image.statusCode, image.body).toBe(200);
    const name = (image.json().url as string).split('/').pop()!;
    expect(await s3.bytesOf(`media/noticias/${name}`)).toEqual(PNG);
    expect(existsSync(join(context.services.dataDir, 'media', 'noticias', name))).toBe(false);
    const served = await inject({ method: 'GET', url: image.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const missing = await inject({ method: 'GET', url: '/media/noticias/00000000-0000-0000-0000-000000000000.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Imagen no encontrada.');
  });

  describe('with a second instance on the same bucket', () => {
    let other: FastifyInstance;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      const test = isolated({ inMemory: true, s3: s3.options });
      cleanup = test.cleanup;
      other = (await buildApp(test.options)).app;
    });
    afterAll(async () => {
      await other?.close();
      await cleanup?.();
    });

    it('serves what the first one received', async () => {
      const image = await asStaff('POST', '/api/admin/news/image', { headers: { 'content-type': 'image/png' }, payload: PNG });
      const served = await other.inject({ method: 'GET', url: image.json().url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });
  });
  it('keeps a paid order’s invoice PDF in the bucket, and serves it to whoever holds the reference', async () => {
    const { referencia } = await payOrder(context, cheapOrder, NO_BILLING);
    const page = (await inject({ method: 'GET', url: `/api/pedido/${referencia}` })).json() as { factura: { numero: string; url: string } };
    const year = page.factura.numero.slice(1, 5);
    expect(await s3.keys()).toContain(`invoices/${year}/${page.factura.numero}.pdf`);
    expect(existsSync(join(context.services.dataDir, 'invoices'))).toBe(false);
    const pdf = await inject({ method: 'GET', url: page.factura.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
