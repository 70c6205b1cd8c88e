import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFlow } from '@shop/flows';
import { useTestApp } from '../testing/test-app';
import { validOrderOf } from '../testing/orders';
import { orderForm, type Upload } from '../testing/forms';
import { orderTooBig, QUOTA_SPENT } from '../services/uploads';

const MB = 1024 * 1024;
const pdf = (name: string, bytes: number): Upload => ({
  field: 'uploadedFile_0',
  name,
  content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x41)]),
});
const indexed = (files: Upload[]) => files.map((file, index) => ({ ...file, field: `uploadedFile_${index}` }));

/** Every file under a folder, however deep: what an order left on disk. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [entry.name]));

describe('upload limits of anonymous orders', () => {
  // A renovation takes 10 files of 128 MB each (DECISIONS §3): the order's total and the day's quota bound it.
  const context = useTestApp({ inMemory: true, orderRateLimit: 0, uploadLimits: { orderBytes: 2 * MB, clientBytesPerDay: 3 * MB, concurrentPerClient: 3 } });
  const renovation = async () => validOrderOf((await loadFlow('renovacion-marca'))!);
  const save = async (files: Upload[]) =>
    context.app.inject({
      method: 'POST',
      url: '/api/guardar_marca',
      payload: orderForm(await renovation(), { fileCount: String(files.length) }, indexed(files)),
    });

  it("refuses an order whose files pass the order's total, keeping nothing", async () => {
    const response = await save([pdf('a.pdf', 1.5 * MB), pdf('b.pdf', 1.5 * MB)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: orderTooBig(2 * MB), fields: { documents: 'Los archivos de un pedido no pueden superar 2 MB en total.' } });
    expect(filesUnder(context.app.uploadsDir)).toEqual([]);
    expect(filesUnder(context.app.tmpDir)).toEqual([]);
  });

  it("takes orders until the client's day is spent, then refuses in Spanish", async () => {
    expect((await save([pdf('a.pdf', 1.5 * MB)])).statusCode).toBe(201);
    expect((await save([pdf('b.pdf', 1.5 * MB)])).statusCode).toBe(201);
    const refused = await save([pdf('c.pdf', 4096)]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toBe(QUOTA_SPENT);
    expect(filesUnder(context.app.uploadsDir)).toHaveLength(2);
    // An order without files still goes through: the quota is of bytes, not of orders.
    expect((await save([])).statusCode).toBe(201);
  });

  it('refuses a data part nested too deep or too large before parsing it, and a part sent as JSON is not parsed either', async () => {
    const deep = `{"flow":"renovacion-marca","a":${'['.repeat(40_000)}${']'.repeat(40_000)}}`;
    const tooDeep = await context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(deep) });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().fields).toEqual({ data: 'Los datos enviados tienen demasiados niveles anidados.' });

    const huge = await context.app.inject({
      method: 'POST',
      url: '/api/guardar_marca',
      payload: orderForm({ ...(await renovation()), description: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().fields).toEqual({ data: 'Un campo del formulario es demasiado grande.' });

    // A field (no filename) declared as JSON: @fastify/multipart parsed such a part itself, unbounded.
    const typed = await context.app.inject({
      method: 'POST',
      url: '/api/guardar_marca',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: `--b\r\nContent-Disposition: form-data; name="data"\r\nContent-Type: application/json\r\n\r\n${deep}\r\n--b--\r\n`,
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fields).toEqual({ data: 'Los datos enviados tienen demasiados niveles anidados.' });
  });

  it('answers an order sent as JSON with 415, not as a form', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: await renovation() });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Formato de petición no admitido.');
  });
});
