import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { mailsTo } from '../testing/after-sale';
import { nationalOrder } from '../testing/orders';
import { orders } from '../db/schema';
import { savedDrafts } from '../db/saved-drafts-schema';
import { sha256 } from '../services/link-keys';
import { WITHOUT_JAVASCRIPT } from './step-forms';

const INDEX =
  '<!doctype html><html lang="es"><head><title>Plantilla</title></head><body><div id="root"></div><script defer src="/boot.js" data-entry="/assets/main.js" data-preload=""></script></body></html>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const GONE = 'Este borrador no existe o ha caducado. Puedes empezar la solicitud de nuevo aquí.';
/** The national form filled and two classes chosen: a visitor who stopped at the trademark's type. */
const { selectedTrademarkType: _type, selectedPlan: _plan, facturacion: _billing, ...filled } = nationalOrder;
// Two classes keep the basic plan under 400 €: a simplified invoice, no billing block to fill (DECISIONS §12).
const upToType = { ...filled, selectedClasses: [29, 30] };

const draftValueOf = (html: string) => /name="_borrador" value="([\w.-]+)"/.exec(html)?.[1];
const headingOf = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

function form(pairs: [string, string][], files: { field: string; name: string; content: Buffer; type: string }[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of pairs) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return body;
}

/** The mailed link of 'Guardar y continuar más tarde' opened by the server, before or without JavaScript (ADR 019, ADR 021). */
for (const database of await testDatabases()) {
  describe(`a mailed draft's link opened by the server, on ${database.name}`, () => {
    const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    // The drafts' clock, moved past a link's 30 days; the form drafts' is the real one.
    let clock = new Date();
    const context = useTestApp({ ...database.options, webDist, publicUrl: 'https://tienda.example.es', now: () => clock });
    afterAll(() => rmSync(webDist, { recursive: true, force: true }));
    let client = 0;
    const remoteAddress = () => `10.7.0.${++client}`;
    const post = (pairs: [string, string][]) =>
      context.app.inject({ method: 'POST', url: '/marca-nacional', payload: form(pairs), remoteAddress: remoteAddress() });
    /** The link as a browser without JavaScript follows it: the mailed address, then its <noscript> refresh. */
    const open = (token: string, route = '/marca-nacional') => context.app.inject({ method: 'GET', url: `${route}?borrador=${token}&${WITHOUT_JAVASCRIPT}=1` });
    /** A draft saved as the wizard saves it, with the logo; its secret read from the mail, as the visitor has it. */
    const mailedDraft = async (email: string) => {
      const data = { flow: 'marca-nacional', ruta: '/marca-nacional', paso: 'trademarkType', email, datos: { ...upToType, email } };
      const saved = await context.app.inject({
        method: 'POST',
        url: '/api/borradores',
        payload: form([['data', JSON.stringify(data)]], [{ field: 'uploadedFile', name: 'logo.png', content: PNG, type: 'image/png' }]),
        remoteAddress: remoteAddress(),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const mail = (await mailsTo(context.services, email)).at(-1)!;
      return /\/marca-nacional\?borrador=([\w-]{43})/.exec(mail.text)![1]!;
    };
    const rowOf = async (token: string) =>
      (
        await context.services.db
          .select()
          .from(savedDrafts)
          .where(eq(savedDrafts.tokenHash, sha256(token)))
      )[0]!;

    it('opens the draft at its step with its data, in a page without code that is kept nowhere, its form naming the draft', async () => {
      clock = new Date();
      const token = await mailedDraft('abre@example.es');
      const page = await open(token);
      expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.body).not.toContain('data-entry=');
      expect(headingOf(page.body)).toBe('Tipo de marca');
      expect(draftValueOf(page.body)).toBe(token);
      expect(page.body).toContain('name="_paso" value="trademarkType"');

      // 'Atrás' from it: the classes chosen, then the first step with its texts and the logo listed.
      const classes = await post([
        ['_paso', 'trademarkType'],
        ['_borrador', token],
        ['_accion', 'atras'],
      ]);
      expect(headingOf(classes.body)).toBe('Clasificación de Niza');
      for (const id of upToType.selectedClasses) expect(classes.body).toMatch(new RegExp(`value="${id}"[^>]* checked|checked[^>]* value="${id}"`));
      const first = await post([
        ['_paso', 'classification'],
        ['_borrador', draftValueOf(classes.body)!],
        ['_accion', 'atras'],
      ]);
      expect(headingOf(first.body)).toBe('Marca Nacional');
      expect(first.body).toContain('value="Horchata Clara"');
      expect(first.body).toContain('value="abre@example.es"');
      expect(first.body).toContain('logo.png');
    });

    it('continues to the payment from it: a form draft of its own with a copy of its files, the mailed draft left as it was and linked to the order', async () => {
      clock = new Date();
      const token = await mailedDraft('sigue@example.es');
      const mailed = await rowOf(token);
      const page = await open(token);
      const plans = await post([
        ['_paso', 'trademarkType'],
        ['_borrador', draftValueOf(page.body)!],
        ['selectedTrademarkType', 'denominativa'],
      ]);
      expect(plans.statusCode, plans.body.slice(0, 300)).toBe(200);
      expect(headingOf(plans.body)).toBe('Selecciona un plan para continuar');
      // The form's own draft first, then the mailed one it started from.
      const value = draftValueOf(plans.body)!;
      const [own, from] = value.split('.');
      expect(from).toBe(token);
      expect(own).toMatch(/^[\w-]{43}$/);
      const copy = await rowOf(own!);
      expect(copy.email).toBeNull();
      expect(copy.files.map((file) => file.originalName)).toEqual(['logo.png']);
      expect(copy.files[0]!.storedName).not.toBe(mailed.files[0]!.storedName);
      // The mailed draft is read, never changed: its step, data, files and 30 days stay. The step's
      // save made the order, which it is linked to, as the wizard's saves link it.
      expect(await rowOf(token)).toEqual({ ...mailed, orderId: expect.any(Number) });

      const paying = await post([
        ['_paso', 'plans'],
        ['_borrador', value],
        ['selectedPlan', 'basic'],
      ]);
      expect(paying.statusCode, paying.body.slice(0, 300)).toBe(303);
      const referencia = /trans=([\w-]{24})$/.exec(paying.headers.location as string)![1]!;
      const [order] = await context.services.db.select().from(orders).where(eq(orders.referencia, referencia));
      expect(await context.services.orders.files(order!.id)).toMatchObject([{ originalName: 'logo.png', sizeBytes: PNG.length }]);
      // The sweep deletes both once this order is paid.
      expect((await rowOf(token)).orderId).toBe(order!.id);
      expect((await rowOf(own!)).orderId).toBe(order!.id);
      // Its link still opens it while the order is unpaid.
      expect((await open(token)).statusCode).toBe(200);
    });

    it("in a browser that runs JavaScript the link is the wizard's page, which opens the draft itself; without, its <noscript> asks for the server's", async () => {
      clock = new Date();
      const token = await mailedDraft('con-codigo@example.es');
      const page = await context.app.inject({ method: 'GET', url: `/marca-nacional?borrador=${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-entry=');
      expect(page.body).not.toContain('name="_borrador"');
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head).toContain(`<noscript><meta http-equiv="refresh" content="0; url=/marca-nacional?borrador=${token}&amp;${WITHOUT_JAVASCRIPT}=1"></noscript>`);
      // Pages without a mailed link carry no such refresh.
      expect((await context.app.inject({ method: 'GET', url: '/marca-nacional' })).body).not.toContain('http-equiv="refresh"');
    });

    it('answers a link that opens nothing with the first step and the Spanish words, as the wizard shows them', async () => {
      clock = new Date();
      const token = await mailedDraft('caduca@example.es');
      const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const url of [
        `/marca-nacional?borrador=${forged}&${WITHOUT_JAVASCRIPT}=1`,
        `/marca-nacional?borrador=corto&${WITHOUT_JAVASCRIPT}=1`,
        `/marca-nacional?borrador=&${WITHOUT_JAVASCRIPT}=1`,
        `/nombre-comercial?borrador=${token}&${WITHOUT_JAVASCRIPT}=1`,
      ]) {
        const page = await context.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['cache-control'], url).toBe('no-store');
        expect(page.body, url).toContain(GONE);
        expect(page.body, url).not.toContain('name="_borrador"');
        expect(page.body, url).not.toContain('data-entry=');
        expect(page.body, url).not.toContain('Horchata');
      }
      // Past its 30 days, the same page.
      clock = new Date(Date.now() + 31 * 24 * 3_600_000);
      const expired = await open(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toContain(GONE);
      expect(expired.body).not.toContain('Horchata');
    });

    it("never takes the mailed secret as a form draft's own: a form naming it twice is answered as a draft gone", async () => {
      clock = new Date();
      const token = await mailedDraft('doble@example.es');
      const mailed = await rowOf(token);
      const twice = await post([
        ['_paso', 'trademarkType'],
        ['_borrador', `${token}.${token}`],
        ['selectedTrademarkType', 'denominativa'],
      ]);
      expect(twice.statusCode).toBe(410);
      expect(await rowOf(token)).toEqual(mailed);
    });

    it('leaves a flow page without a draft link to the web area', async () => {
      const page = await context.app.inject({ method: 'GET', url: '/marca-nacional?utm_source=correo' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-entry=');
    });
  });
}
