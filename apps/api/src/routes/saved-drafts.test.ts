import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { mailsTo } from '../testing/after-sale';
import { orderForm, type Upload } from '../testing/forms';
import { nationalOrder } from '../testing/orders';
import { orders } from '../db/schema';
import { savedDrafts } from '../db/saved-drafts-schema';
import { DRAFT_GONE, DRAFT_SAVED, TOO_MANY_FOR_ADDRESS } from './saved-drafts-schemas';

const PUBLIC_URL = 'https://tienda.example.es';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const LOGO: Upload = { field: 'uploadedFile', name: 'logo.png', content: PNG, type: 'image/png' };
/** The national form filled, nothing chosen after it: what a visitor has on the classification step. */
const { selectedClasses: _classes, selectedTrademarkType: _type, selectedPlan: _plan, facturacion: _billing, ...formStep } = nationalOrder;
const START = new Date('2026-04-01T10:00:00Z');

/** The multipart body of a draft save as the wizard sends it. */
function draftForm(envelope: Record<string, unknown>, files: readonly Upload[] = [], extra: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(envelope));
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return body;
}
const draft = (overrides: Record<string, unknown> = {}) => ({
  flow: 'marca-nacional',
  ruta: '/marca-nacional',
  paso: 'classification',
  email: 'lucia@example.es',
  datos: { ...formStep, description: 'Horchata artesanal' },
  ...overrides,
});

/** 'Guardar y continuar más tarde' (docs/decisions/019-drafts-kept-on-the-server.md). */
for (const database of await testDatabases()) {
  describe(`saved drafts on ${database.name}`, () => {
    let clock = START;
    const context = useTestApp({ ...database.options, publicUrl: PUBLIC_URL, now: () => clock });
    let address = 0;
    const save = (body: FormData | string, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'POST', url: '/api/borradores', payload: body, headers, remoteAddress: `10.9.0.${++address}` });
    const get = (url: string) => context.app.inject({ method: 'GET', url });
    /** The token of the last draft link mailed to `email`. */
    const lastToken = async (email: string) => {
      const mail = (await mailsTo(context.services, email)).at(-1)!;
      return { mail, token: /https:\/\/tienda\.example\.es\/marca-nacional\?borrador=([\w-]+)/.exec(mail.text)?.[1] };
    };

    it('keeps the draft with its file, mails its link with the expiry date, and opens it only with that token', async () => {
      const saved = await save(draftForm(draft(), [LOGO], { fileCount: '1' }));
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toEqual({ ok: true, mensaje: DRAFT_SAVED, caduca: '2026-05-01T10:00:00.000Z' });
      expect(saved.headers['cache-control']).toBe('no-store');
      const { mail, token } = await lastToken('lucia@example.es');
      expect(mail.subject).toBe('Tu solicitud de Marca Nacional está guardada');
      expect(mail.text).toContain('hasta el 1 de mayo de 2026');
      // 256 bits, base64url; the table keeps only its hash.
      expect(token).toMatch(/^[\w-]{43}$/);
      const rows = await context.services.db.select().from(savedDrafts);
      expect(JSON.stringify(rows)).not.toContain(token!);

      const opened = await get(`/api/borradores/${token}`);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      const body = opened.json();
      expect(body).toMatchObject({ flow: 'marca-nacional', ruta: '/marca-nacional', paso: 'classification', caduca: '2026-05-01T10:00:00.000Z' });
      expect(body.datos).toMatchObject({ brandName: 'Horchata Clara', name: 'Lucía', description: 'Horchata artesanal', selectedClasses: [] });
      expect(body.archivos).toEqual([{ nombre: 'logo.png', tipo: 'image/png', tamano: PNG.length, url: `/api/borradores/${token}/archivos/0` }]);
      const file = await get(body.archivos[0].url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(PNG)).toBe(true);
    });

    it('answers one sentence to an unknown, forged or malformed token, and to a file it does not have', async () => {
      await save(draftForm(draft({ email: 'otra@example.es' }), [LOGO]));
      const { token } = await lastToken('otra@example.es');
      const forged = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
      for (const url of [
        `/api/borradores/${forged}`,
        '/api/borradores/nada',
        `/api/borradores/${'x'.repeat(90)}`,
        `/api/borradores/${forged}/archivos/0`,
        `/api/borradores/${token}/archivos/1`,
        `/api/borradores/${token}/archivos/-1`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error, url).toBe(DRAFT_GONE);
      }
    });

    it('refuses hostile or broken saves with a Spanish 4xx and keeps nothing', async () => {
      const before = (await context.services.db.select().from(savedDrafts)).length;
      const refusals: [FormData | string, number, string][] = [
        ['{"flow":"marca-nacional"}', 415, 'Formato de petición no admitido.'],
        [draftForm({ ...draft(), datos: 'x' }), 400, 'Los datos del borrador no son válidos.'],
        [draftForm(draft({ flow: 'no-existe' })), 400, 'El servicio solicitado no existe.'],
        [draftForm(draft({ ruta: '/marca-europea' })), 400, 'Esa dirección no es de este servicio.'],
        [draftForm(draft({ paso: 'pagado' })), 400, 'Ese paso no es de este servicio.'],
        [draftForm(draft({ email: 'lucia@' })), 400, 'El formato del email no es válido'],
        [draftForm(draft({ datos: { ...formStep, brandName: 42 } })), 400, 'Los datos del borrador no son válidos.'],
        // The form step was never passed with these: the wizard could not be on the classes.
        [draftForm(draft({ datos: { ...formStep, brandName: '' } })), 400, 'Por favor, completa los campos requeridos'],
        [draftForm(draft({ paso: 'trademarkType' })), 400, 'Por favor, completa los campos requeridos'],
        [draftForm(draft(), [{ ...LOGO, content: Buffer.from('no soy una imagen') }]), 400, 'El archivo logo.png no tiene un formato permitido'],
        [draftForm(draft(), [LOGO], { fileCount: '2' }), 400, 'No han llegado todos los archivos anunciados. Vuelve a adjuntarlos e inténtalo de nuevo.'],
        [draftForm(draft(), [LOGO, { ...LOGO, field: 'otro' }]), 400, 'Este servicio no admite archivos adjuntos en ese campo.'],
      ];
      for (const [body, status, message] of refusals) {
        const response = await save(body, typeof body === 'string' ? { 'content-type': 'application/json' } : {});
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().error).toBe(message);
      }
      const deep = draftForm(draft({ datos: JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`) }));
      expect((await save(deep)).statusCode).toBe(400);
      expect((await context.services.db.select().from(savedDrafts)).length).toBe(before);
    });

    it('mails one address at most five links an hour, whatever client asks', async () => {
      for (let saved = 0; saved < 5; saved++) expect((await save(draftForm(draft({ email: 'Muchos@example.es ' })))).statusCode).toBe(201);
      const refused = await save(draftForm(draft({ email: 'muchos@example.es' })));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: TOO_MANY_FOR_ADDRESS, fields: { email: TOO_MANY_FOR_ADDRESS } });
      expect(await mailsTo(context.services, 'muchos@example.es')).toHaveLength(0);
      expect(await mailsTo(context.services, 'Muchos@example.es')).toHaveLength(5);
      expect((await save(draftForm(draft({ email: 'otra@example.es' })))).statusCode).toBe(201);
    });

    it('sweeps an expired draft with its file, and one whose order was paid; an open order keeps its draft', async () => {
      await save(draftForm(draft({ email: 'caduca@example.es' }), [LOGO]));
      const { token: expiring } = await lastToken('caduca@example.es');
      const [row] = await context.services.db.select().from(savedDrafts).where(eq(savedDrafts.email, 'caduca@example.es'));
      const storedName = row!.files[0]!.storedName;
      expect(await context.app.savedDrafts.store.read(storedName)).toBeDefined();

      await save(draftForm(draft({ email: 'paga@example.es' })));
      const { token: paying } = await lastToken('paga@example.es');
      const order = await context.app.inject({
        method: 'POST',
        url: '/api/guardar_marca',
        payload: orderForm(nationalOrder, { borrador: paying! }),
        remoteAddress: '10.9.1.1',
      });
      expect(order.statusCode, order.body).toBe(201);
      await context.app.savedDrafts.sweep();
      // Saved, not paid: the visitor may still come back to the link.
      expect((await get(`/api/borradores/${paying}`)).statusCode).toBe(200);
      await context.services.db.update(orders).set({ status: 'paid' }).where(eq(orders.referencia, order.json().referencia));
      await context.app.savedDrafts.sweep();
      expect((await get(`/api/borradores/${paying}`)).statusCode).toBe(404);

      clock = new Date(START.getTime() + 31 * 24 * 60 * 60 * 1000);
      try {
        expect((await get(`/api/borradores/${expiring}`)).statusCode).toBe(404);
        expect(await context.app.savedDrafts.sweep()).toBeGreaterThanOrEqual(1);
        expect(await context.services.db.select().from(savedDrafts).where(eq(savedDrafts.email, 'caduca@example.es'))).toEqual([]);
        expect(await context.app.savedDrafts.store.read(storedName)).toBeUndefined();
      } finally {
        clock = START;
      }
    });
  });
}
