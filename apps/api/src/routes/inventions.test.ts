import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { orders } from '../db/schema';
import { orderForm, type Upload } from '../testing/forms';
import { PERSON_BILLING } from '@shop/flow-kit/billing.testkit';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(64)]);
const SPAIN = { code: 'ES', name: 'España', dialCode: '+34' };

const applicant = {
  applicantType: 'persona',
  name: 'Marta',
  lastName: 'Ferrer Llopis',
  email: 'marta@example.es',
  phone: '612345678',
  selectedCountry: SPAIN,
  acceptPrivacy: true,
  acceptTerms: true,
  // Over 400 €: the invoice names the client (DECISIONS §12); quote requests drop it.
  facturacion: PERSON_BILLING,
};

/** Orders as the web app sends them (spec-2 §3), each with a total a tampering client might claim. */
const design = {
  ...applicant,
  flow: 'diseno-industrial',
  producto: 'Diseño Industrial',
  total: 1,
  subtotal: 1,
  adicional: {
    designTypes: { espana: true, europeo: true, otros: false },
    patentTitle: 'Silla plegable Albufera',
    patentDescription: 'Silla de madera.',
    numDesigns: 11,
  },
};
const patent = {
  ...applicant,
  flow: 'patentes',
  producto: 'Registro de Patente Española',
  description: 'Válvula que expulsa los sedimentos con la presión del agua.',
  total: 1,
  adicional: { patentType: 'española', isPyme: true, hasPatent: 'no', patentTitle: 'Válvula de riego autolimpiable' },
};
const patentElsewhere = {
  ...patent,
  selectedCountries: [{ code: 'US', name: 'Estados Unidos', dialCode: '+1' }],
  adicional: { ...patent.adicional, patentType: 'otros', isPyme: false },
};
const utilityModel = {
  ...applicant,
  flow: 'modelo-utilidad',
  producto: 'Registro de Modelo de Utilidad Español',
  total: 1,
  adicional: { modeloType: 'español', modeloTitle: 'Pinza con muelle oculto', modeloDescription: 'Pinza de una pieza.', isPyme: true },
};
const annuities = (flow: string) => ({
  ...applicant,
  flow,
  producto: 'x',
  description: 'Quedan pendientes las anualidades 4 y 5.',
  adicional: { registrationNumber: 'ES2750123', registrationTitle: 'Bomba de agua silenciosa' },
});

const form = orderForm;

const docs = (n: number, content = PDF): Upload[] =>
  Array.from({ length: n }, (_, index) => ({ field: `uploadedFile_${index}`, name: `doc${index}.pdf`, content }));

for (const database of await testDatabases()) {
  describe(`inventions and designs API on ${database.name}`, () => {
    const context = useTestApp(database.options);
    const save = (body: FormData) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body });
    const requestQuote = (referencia: string, data: unknown) =>
      context.app.inject({ method: 'POST', url: '/api/enviar_email_internacional', payload: form(data, { referencia }) });
    const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;
    const lastMail = async () => (await context.services.outbox.pending()).at(-1)?.payload as { to: string; subject: string; text: string };

    it('prices an industrial design with the server formula, ignoring the client total, and keeps its document', async () => {
      const response = await save(form(design, {}, [{ field: 'uploadedFile', name: 'silla.png', content: PNG }]));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ estado: 'draft', estadoTexto: 'Borrador guardado', total: { centimos: 53400, texto: '534,00 €' } });
      const order = await context.services.orders.find(response.json().referencia);
      expect(order?.envelope).toMatchObject({
        producto: 'Diseño Industrial',
        total: 534,
        description: 'Diseño Industrial: Silla plegable Albufera',
        adicional: { designTypes: { espana: true, europeo: true, otros: false } },
      });
      expect((await context.services.orders.files(order!.id)).map((file) => file.mime)).toEqual(['image/png']);
      expect((await context.app.inject({ method: 'GET', url: `/g/pay?trans=${response.json().referencia}` })).body).toContain('534,00');
    });

    it.each([
      ['numDesigns', { numDesigns: 51 }, 'El número de diseños debe estar entre 1 y 50'],
      ['patentTitle', { patentTitle: '  ' }, 'El título de la patente es obligatorio'],
      ['designTypes', { designTypes: { espana: false, europeo: false, otros: false } }, 'Debes elegir al menos un ámbito de protección.'],
    ])('refuses an industrial design without a valid %s, storing nothing', async (field, patch, message) => {
      const before = await orderCount();
      const response = await save(form({ ...design, adicional: { ...design.adicional, ...patch } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Por favor, completa los campos requeridos', fields: { [field]: message } });
      expect(await orderCount()).toBe(before);
    });

    it('checks the design document by content and count', async () => {
      const program = await save(form(design, {}, [{ field: 'uploadedFile', name: 'plano.pdf', content: Buffer.from('MZ\x90\x00 this is a program') }]));
      expect(program.json().error).toBe('El archivo plano.pdf no tiene un formato permitido');
      const two = await save(
        form(design, {}, [
          { field: 'uploadedFile', name: 'a.pdf', content: PDF },
          { field: 'uploadedFile', name: 'b.pdf', content: PDF },
        ]),
      );
      expect(two.json().error).toBe('Máximo 1 archivo permitido');
    });

    it('prices the Spanish patent with the PYME line, the European one at 2990,00 €, and follows the catalogue', async () => {
      const pyme = await save(form(patent));
      expect(pyme.json().total.texto).toBe('2152,67 €');
      const stored = await context.services.orders.find(pyme.json().referencia);
      expect(stored?.envelope).toMatchObject({
        lineas: [
          { label: 'Registro de Patente Española', cents: 266200 },
          { label: 'Reducción PYME/autónomo', cents: -50933 },
        ],
      });
      expect((await save(form({ ...patent, adicional: { ...patent.adicional, patentType: 'europea' } }))).json().total.texto).toBe('2990,00 €');
      await context.services.catalogue.set('patentes', 'pyme', 60000);
      expect((await save(form(patent))).json().total.texto).toBe('2062,00 €');
      await context.services.catalogue.set('patentes', 'pyme', 50933);
    });

    it.each([
      ['patentType', { patentType: '' }, 'Debes seleccionar un tipo de patente'],
      ['patentTitle', { patentTitle: '' }, 'El título de la invención es obligatorio'],
      ['existingPatentNumber', { hasPatent: 'si', extensionCountries: [SPAIN] }, 'El número de patente es obligatorio'],
      ['extensionCountries', { hasPatent: 'si', existingPatentNumber: 'P1' }, 'Debes seleccionar al menos un país para continuar.'],
    ])('refuses a patent without its %s', async (field, patch, message) => {
      const response = await save(form({ ...patent, adicional: { ...patent.adicional, ...patch } }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    });

    it('refuses a patent without description and an otros patent without countries', async () => {
      expect((await save(form({ ...patent, description: '' }))).json().fields.description).toBe('La descripción es obligatoria');
      expect((await save(form({ ...patentElsewhere, selectedCountries: [] }))).json().fields.selectedCountries).toBe(
        'Debes seleccionar al menos un país para continuar.',
      );
    });

    it('checks patent documents by content, size and count (spec-2 §5)', async () => {
      const before = await orderCount();
      expect((await save(form(patent, {}, docs(5)))).json().error).toBe('Máximo 4 archivos permitidos');
      expect((await save(form(patent, {}, docs(1, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]))))).json().error).toBe(
        'El archivo doc0.pdf excede el tamaño máximo de 5MB',
      );
      expect((await save(form(patent, {}, docs(1, Buffer.from('#!/bin/sh\necho hola'))))).json().error).toBe(
        'El archivo doc0.pdf no tiene un formato permitido',
      );
      expect(await orderCount()).toBe(before);
      const four = await save(form(patent, {}, docs(4)));
      expect(four.statusCode).toBe(201);
    });

    it('makes the otros patent a quote request with its save alone (spec-2 §7.1): 0, no payment page, the office mail with its countries', async () => {
      const saved = (await save(form(patentElsewhere))).json();
      expect(saved.total.centimos).toBe(0);
      expect(saved.estado).toBe('quote_requested');
      expect(saved.estadoTexto).toBe('Presupuesto solicitado');
      expect((await context.app.inject({ method: 'GET', url: `/g/pay?trans=${saved.referencia}` })).statusCode).toBe(404);
      const mail = await lastMail();
      expect(mail.subject).toBe(`Nueva solicitud de presupuesto ${saved.numero}: Registro de Patente Internacional`);
      expect(mail.text).toContain('Países donde quieres patentar: Estados Unidos');
      expect(mail.text).toContain('Título de la invención: Válvula de riego autolimpiable');
      expect(mail.text).toContain('Tipo de patente: Otros países');
    });

    it('refuses the quote endpoint for a payable patent', async () => {
      const saved = (await save(form(patent))).json();
      expect((await requestQuote(saved.referencia, patent)).statusCode).toBe(400);
    });

    it('prices the Spanish utility model at 1990,00 € with PYME recorded, and makes otros a quote', async () => {
      const spanish = (await save(form(utilityModel))).json();
      expect(spanish.total.texto).toBe('1990,00 €');
      expect((await context.services.orders.find(spanish.referencia))?.envelope).toMatchObject({ adicional: { isPyme: true } });
      const elsewhere = {
        ...utilityModel,
        selectedCountries: [{ code: 'MX', name: 'México', dialCode: '+52' }],
        adicional: { ...utilityModel.adicional, modeloType: 'otros' },
      };
      const quote = (await save(form(elsewhere))).json();
      expect(quote.total.centimos).toBe(0);
      expect(quote.estado).toBe('quote_requested');
      expect((await lastMail()).text).toContain('México');
      // The web app's confirming call (spec-1 §7.5) sends nothing twice.
      const mailsBefore = (await context.services.outbox.pending()).length;
      expect((await requestQuote(quote.referencia, elsewhere)).json().estado).toBe('quote_requested');
      expect((await context.services.outbox.pending()).length).toBe(mailsBefore);
    });

    it('keeps a quote request’s documents when sending it fails after the save, and its retried save sends it', async () => {
      const data = annuities('pago-anualidades-patentes');
      const retried = () =>
        context.app.inject({
          method: 'POST',
          url: '/api/guardar_marca',
          headers: { 'idempotency-key': 'anualidades-reintento' },
          payload: form(data, {}, docs(2)),
        });
      const queueMail = vi.spyOn(context.services.outbox, 'queueMail').mockRejectedValueOnce(new Error('connection terminated'));
      try {
        expect((await retried()).statusCode).toBeGreaterThanOrEqual(500);
      } finally {
        queueMail.mockRestore();
      }
      const again = await retried();
      expect(again.statusCode).toBe(200);
      expect(again.json().estado).toBe('quote_requested');
      const order = await context.services.orders.find(again.json().referencia);
      const files = await context.services.orders.files(order!.id);
      expect(files.map((file) => file.originalName)).toEqual(['doc0.pdf', 'doc1.pdf']);
      for (const file of files) expect(existsSync(join(context.app.uploadsDir, file.storedName)), file.storedName).toBe(true);
      expect((await lastMail()).text).toContain('Documentos adjuntos: doc0.pdf, doc1.pdf');
    });

    it.each([
      ['modeloTitle', 'El título es obligatorio'],
      ['modeloDescription', 'La descripción es obligatoria'],
    ])('refuses a utility model without %s', async (field, message) => {
      const response = await save(form({ ...utilityModel, adicional: { ...utilityModel.adicional, [field]: '' } }));
      expect(response.json().fields[field]).toBe(message);
    });

    it.each([
      ['pago-anualidades-patentes', 'Pago de Anualidades de Patente', 'Número de patente: ES2750123'],
      ['pago-anualidades-modelos', 'Pago de Anualidades de Modelo de Utilidad', 'Número del modelo de utilidad: ES2750123'],
      ['renovacion-diseno', 'Renovación de Diseño Industrial', 'Número de registro del diseño: ES2750123'],
    ])('%s: a quote request stored with its documents, the office mail in the flow’s own labels', async (flow, product, numberLine) => {
      const data = annuities(flow);
      const saved = await save(form(data, {}, docs(2)));
      expect(saved.statusCode).toBe(201);
      expect(saved.json().total.centimos).toBe(0);
      expect(saved.json().estado).toBe('quote_requested');
      const mail = await lastMail();
      expect(mail.subject).toBe(`Nueva solicitud de presupuesto ${saved.json().numero}: ${product}`);
      expect(mail.text).toContain(numberLine);
      expect(mail.text).toContain('Descripción: Quedan pendientes las anualidades 4 y 5.');
      expect(mail.text).toContain('Documentos adjuntos: doc0.pdf, doc1.pdf');
      const missing = await save(form({ ...data, adicional: { registrationNumber: '', registrationTitle: '' } }));
      expect(Object.keys(missing.json().fields)).toEqual(['registrationNumber', 'registrationTitle']);
    });
  });
}
