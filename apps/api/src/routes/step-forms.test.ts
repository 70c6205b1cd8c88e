import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { orders } from '../db/schema';

const INDEX =
  '<!doctype html><html lang="es"><head><title>Plantilla</title></head><body><div id="root"></div><script defer src="/boot.js" data-entry="/assets/main.js" data-preload=""></script></body></html>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A step's form as a browser sends it: name/value pairs (a name per ticked box), and files. */
function stepForm(pairs: [string, string][], files: { name: string; content: Buffer; type: string }[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of pairs) body.append(name, value);
  for (const file of files) body.append('uploadedFile', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return body;
}
const tokenOf = (html: string) => /name="_borrador" value="([\w-]{43})"/.exec(html)?.[1];
const headingOf = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

const applicant: [string, string][] = [
  ['applicantType', 'persona'],
  ['name', 'Lucía'],
  ['lastName', 'Martínez Soler'],
  ['email', 'lucia@example.es'],
  ['phone', '612345678'],
  ['brandName', 'Horchata Clara'],
  ['mediaType', 'imagen'],
  ['acceptPrivacy', 'on'],
  ['acceptTerms', 'on'],
];

/** Forms before JavaScript (docs/decisions/021-islands-and-forms-before-javascript.md). */
for (const database of await testDatabases()) {
  describe(`a flow's steps sent by the browser itself, on ${database.name}`, () => {
    const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), INDEX);
    const context = useTestApp({ ...database.options, webDist });
    afterAll(() => rmSync(webDist, { recursive: true, force: true }));
    let client = 0;
    const send = (pairs: [string, string][], files: Parameters<typeof stepForm>[1] = []) =>
      context.app.inject({ method: 'POST', url: '/marca-nacional', payload: stepForm(pairs, files), remoteAddress: `10.8.0.${++client}` });

    it('answers an empty step with its messages, a 422 page without code, and keeps nothing it was not sent', async () => {
      const answer = await send([['_paso', 'form']]);
      expect(answer.statusCode).toBe(422);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-store');
      // It holds what the visitor sent: a browsing context group of its own, as every private page.
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.body).toContain('El nombre es obligatorio');
      expect(answer.body).toContain('aria-invalid="true"');
      // The page stays the server's: /boot.js is given nothing to load.
      expect(answer.body).not.toContain('data-entry=');
      expect(tokenOf(answer.body)).toBeDefined();
    });

    it('walks to the payment: each step read by kind, checked by the flow, the file kept in the draft and filed with the order', async () => {
      const first = await send([['_paso', 'form'], ...applicant], [{ name: 'logo.png', content: PNG, type: 'image/png' }]);
      expect(first.statusCode, first.body.slice(0, 400)).toBe(200);
      expect(headingOf(first.body)).toBe('Clasificación de Niza');
      const token = tokenOf(first.body)!;

      // 'Atrás' goes back with the data kept; a form from that older page is answered for the draft's step.
      const back = await send([
        ['_paso', 'classification'],
        ['_borrador', token],
        ['_accion', 'atras'],
      ]);
      expect(headingOf(back.body)).toBe('Marca Nacional');
      expect(back.body).toContain('value="Horchata Clara"');
      const again = await send([['_paso', 'form'], ['_borrador', token], ...applicant]);
      expect(headingOf(again.body)).toBe('Clasificación de Niza');

      const classes = await send([
        ['_paso', 'classification'],
        ['_borrador', token],
        ['selectedClasses', '30'],
        ['selectedClasses', '29'],
      ]);
      expect(headingOf(classes.body)).toBe('Tipo de marca');
      const type = await send([
        ['_paso', 'trademarkType'],
        ['_borrador', token],
        ['selectedTrademarkType', 'denominativa'],
      ]);
      expect(headingOf(type.body)).toBe('Selecciona un plan para continuar');
      // The draft save made the order, with the file sent at the first step.
      const referencia = /"referencia":"([\w-]{24})"/.exec(type.body)?.[1];
      expect(referencia).toBeDefined();

      const paying = await send([
        ['_paso', 'plans'],
        ['_borrador', token],
        ['selectedPlan', 'basic'],
      ]);
      expect(paying.statusCode).toBe(303);
      expect(paying.headers.location).toBe(`/g/pay?trans=${referencia}`);
      const [order] = await context.services.db.select().from(orders).where(eq(orders.referencia, referencia!));
      // Saved for the checkout; the payment page starts the attempt. No bot check can run without JavaScript: marked for staff (ADR 009).
      expect(order).toMatchObject({ status: 'draft', totalCents: 34_900, botChecked: false });
      const files = await context.services.orders.files(order!.id);
      expect(files.map((file) => file.originalName)).toEqual(['logo.png']);
    });

    it('refuses a file by its content, and a draft it does not know, in Spanish', async () => {
      const wrong = await send([['_paso', 'form'], ...applicant], [{ name: 'logo.png', content: Buffer.from('no soy una imagen'), type: 'image/png' }]);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('no tiene un formato permitido');
      const gone = await send([
        ['_paso', 'classification'],
        ['_borrador', 'x'.repeat(43)],
      ]);
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('ha caducado');
    });

    it('answers hostile values with the page and its Spanish messages, never a 5xx', async () => {
      const hostile: [string, string][][] = [
        [['_paso', 'form'], ...applicant.map(([name, value]): [string, string] => (name === 'name' ? [name, 'Lu\u0000cía'] : [name, value]))],
        [['_paso', 'form'], ...applicant.map(([name, value]): [string, string] => (name === 'brandName' ? [name, 'x'.repeat(100_000)] : [name, value]))],
        [
          ['_paso', 'form'],
          ['_paso', 'plans'],
          ['applicantType', 'robot'],
          ['mediaType', 'holograma'],
        ],
        [
          ['_paso', 'no-existe'],
          ['_accion', 'atras'],
          ['_borrador', '../../etc/passwd'],
        ],
      ];
      for (const pairs of hostile) {
        const answer = await send(pairs);
        expect(answer.statusCode, pairs[1]?.join('=')).toBeGreaterThanOrEqual(200);
        expect(answer.statusCode, pairs[1]?.join('=')).toBeLessThan(500);
        expect(answer.statusCode).not.toBe(303);
      }
      const nul = await send(hostile[0]!);
      expect(nul.statusCode).toBe(422);
      expect(nul.body).toContain('Por favor, completa los campos requeridos');
    });

    it('refuses a body that is not a form as a browser sends one, with a Spanish 4xx', async () => {
      const json = await context.app.inject({ method: 'POST', url: '/marca-nacional', payload: { name: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(json.body).toContain('Formato de petición no admitido');
    });
  });
}
