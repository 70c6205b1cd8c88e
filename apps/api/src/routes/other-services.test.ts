import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { useTestApp } from '../testing/test-app';
import { testDatabases } from '../testing/databases';
import { orders } from '../db/schema';
import { orderForm, type Upload } from '../testing/forms';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';

/** The nine services of spec-2 §2.8–§2.17 through `POST /api/guardar_marca`: generic API, their rules. */

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(64)]);
const MB = 1024 * 1024;

const applicant = {
  applicantType: 'empresa',
  name: 'Horchatería Clara, S.L.',
  email: 'pedidos@example.es',
  phone: '961234567',
  acceptPrivacy: true,
  acceptTerms: true,
  // A company's invoice names it (DECISIONS §12).
  facturacion: COMPANY_BILLING,
};

/** One valid order per flow, as the browser sends it: flow fields top-level or in adicional (DECISIONS §9). */
const valid = {
  'recuperacion-dominios': { adicional: { domainName: 'horchataclara.es', domainDescription: 'Registrado por un tercero.' } },
  'informe-previo': { trademarkName: 'Horchata Clara', trademarkDescription: 'Bebidas de chufa.', hasImage: false, adicional: { trademarkType: 'nacional' } },
  'solicitud-titulo': {
    adicional: { markType: 'nacional', brandDescription: 'Horchata Clara', brandNumber: 'M4123456', brandTitle: 'Horchata Clara', wantVigilancia: true },
  },
  'vigilancia-marcas': {
    brandName: 'Horchata Clara',
    brandDescription: 'Bebidas de chufa.',
    adicional: { marcaType: 'europea', paymentType: 'decenal', wantTitle: true },
  },
  'contestacion-suspensos': {
    brandName: 'Horchata Clara',
    brandDescription: 'Parecido con una marca anterior.',
    adicional: { marcaType: 'europea', proofType: 'sin_prueba' },
  },
  'presentacion-oposiciones': {
    brandName: 'Horchata Clara',
    brandDescription: 'Se confunde con la nuestra.',
    adicional: { marcaType: 'nacional', proofType: 'con_prueba' },
  },
  'recurso-alzada': { brandName: 'Horchata Clara', brandDescription: 'Denegada.', adicional: { serviceType: 'presentacion_europa' } },
  'cambio-titular': {
    currentOwnerType: 'persona',
    currentOwnerName: 'Ana',
    currentOwnerLastName: 'Pérez López',
    currentOwnerEmail: 'ana@example.es',
    currentOwnerPhone: '612345678',
    newOwnerType: 'empresa',
    newOwnerName: 'Horchatería Clara, S.L.',
    newOwnerEmail: 'pedidos@example.es',
    newOwnerPhone: '961234567',
    adicional: { changeType: 'modelo_utilidad', expedientNumber: 'U201930123', expedientName: 'Horchatera' },
  },
  'diseno-logos': { adicional: { companyName: 'Horchata Clara', logoDescription: 'Una chufa sonriente.', logoStyle: 'Divertido' } },
} as const;
type FlowId = keyof typeof valid;

const order = (flow: FlowId, patch: Record<string, unknown> = {}) => ({ flow, ...applicant, ...valid[flow], ...patch });
const withAdicional = (flow: FlowId, patch: Record<string, unknown>) =>
  order(flow, { adicional: { ...(valid[flow] as { adicional: object }).adicional, ...patch } });

const form = (data: unknown, files: Upload[] = [], extra: Record<string, string> = {}) => orderForm(data, extra, files);

const indexed = (names: string[], content = PDF): Upload[] => names.map((name, index) => ({ field: `uploadedFile_${index}`, name, content }));

for (const database of await testDatabases()) {
  describe(`other services on ${database.name}`, () => {
    const context = useTestApp(database.options);
    const save = (body: FormData) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body });
    const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;
    /** Pays through the test gateway and answers the receipt mail waiting in the outbox. */
    const payAndReadReceipt = async (referencia: string, numero: string) => {
      const gateway = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(gateway.body)![1]!;
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      await context.app.inject({ method: 'POST', url: '/g/test-gateway/complete', headers, payload: `order=${gatewayOrder}&result=ok` });
      return (await context.services.outbox.pending()).find((mail) =>
        (mail.payload as { subject: string }).subject.startsWith(`Recibo de tu pedido ${numero}:`),
      );
    };

    it.each([
      ['recuperacion-dominios', '2990,00 €', 'Recuperación de Dominios'],
      ['informe-previo', '29,00 €', 'Informe Previo Profesional de una Marca'],
      ['solicitud-titulo', '197,00 €', 'Solicitud de Título de Marca'],
      ['vigilancia-marcas', '244,00 €', 'Vigilancia de Marca Europea (27 países UE)'],
      ['contestacion-suspensos', '218,00 €', 'Contestación a Suspensos - Marca Europea'],
      ['presentacion-oposiciones', '367,00 €', 'Presentación de Oposiciones - Marca Nacional'],
      ['recurso-alzada', '1130,00 €', 'Presentación Recurso de Alzada Europa (1130 €)'],
      ['cambio-titular', '145,00 €', 'Cambio de Titular - Modelo de Utilidad'],
      ['diseno-logos', '60,00 €', 'Diseño de Logos'],
    ] as const)('%s: priced by the server at %s whatever the client says, stored as %s', async (flow, total, producto) => {
      const response = await save(form(order(flow)));
      expect(response.statusCode).toBe(201);
      expect(response.json().total.texto).toBe(total);
      const stored = await context.services.orders.find(response.json().referencia);
      expect(stored?.envelope).toMatchObject({ flow, producto, modulo: 'rtm', selectedCountry: { code: 'ES', dialCode: '+34' } });
    });

    it.each([
      ['cambio-titular', 'IVA incluido; tasas oficiales no incluidas'],
      ['recurso-alzada', 'IVA incluido; tasas oficiales adicionales no incluidas'],
      ['presentacion-oposiciones', 'IVA incluido; tasas oficiales adicionales no incluidas'],
      ['diseno-logos', 'IVA incluido'],
      ['informe-previo', 'IVA incluido'],
      ['recuperacion-dominios', 'IVA y tasas oficiales incluidos'],
    ] as const)('%s: the order page and the receipt say what its total includes: %s', async (flow, includes) => {
      const { referencia, numero } = (await save(form(order(flow)))).json();
      const page = await context.app.inject({ method: 'GET', url: `/api/pedido/${referencia}` });
      expect(page.json().totalIncluye).toBe(includes);
      const receipt = await payAndReadReceipt(referencia, numero);
      expect((receipt?.payload as { text: string }).text).toContain(`Total (${includes})`);
    });

    it('the receipt lists each file received with its size as a person reads it and its SHA-256', async () => {
      const { referencia, numero } = (await save(form(order('recurso-alzada'), indexed(['escrito.pdf'])))).json();
      const receipt = await payAndReadReceipt(referencia, numero);
      const sha256 = createHash('sha256').update(PDF).digest('hex');
      expect((receipt?.payload as { text: string }).text).toContain(`escrito.pdf (${PDF.length} bytes), SHA-256 ${sha256}`);
    });

    it('the paid mails say what was ordered, as the flow labels it: the office acts on its mail alone', async () => {
      const { referencia, numero } = (await save(form(order('recurso-alzada'), indexed(['escrito.pdf'])))).json();
      const receipt = (await payAndReadReceipt(referencia, numero))?.payload as { text: string };
      const office = (await context.services.outbox.pending()).find((mail) =>
        (mail.payload as { subject: string }).subject.startsWith(`Pedido pagado ${numero}:`),
      )?.payload as { text: string };
      for (const text of [receipt.text, office.text]) {
        expect(text).toContain('Tipo de solicitante: Empresa');
        expect(text).toContain('Nombre de la marca: Horchata Clara');
        expect(text).toContain('Presentación Recurso de Alzada Europa');
      }
      expect(office.text).toContain(`escrito.pdf (${PDF.length} bytes)`);
      expect(office.text).toContain(`/admin/pedidos/${numero}`);
    });

    it('takes an owner change whose owners come only as the objects of adicional (spec-2 §3.2)', async () => {
      const nested = {
        flow: 'cambio-titular',
        ...applicant,
        adicional: {
          changeType: 'marca',
          expedientNumber: 'M4012345',
          expedientName: 'Horchatera',
          currentOwner: { type: 'persona', name: 'Ana', lastName: 'Pérez López', email: 'ana@example.es', phone: '612345678' },
          newOwner: { type: 'empresa', name: 'Horchatería Clara, S.L.', lastName: '', email: 'pedidos@example.es', phone: '961234567' },
        },
      };
      const response = await save(form(nested));
      expect(response.statusCode, response.body).toBe(201);
      const stored = await context.services.orders.find(response.json().referencia);
      expect(stored?.envelope).toMatchObject({ currentOwnerName: 'Ana', newOwnerName: 'Horchatería Clara, S.L.', newOwnerType: 'empresa' });
    });

    it('stores the owner change with both owners in adicional and the file in description and brand name (spec-2 §3.2)', async () => {
      const { referencia } = (await save(form(order('cambio-titular')))).json();
      const stored = await context.services.orders.find(referencia);
      expect(stored?.envelope).toMatchObject({
        description: 'Cambio de titular - Horchatera',
        brandName: 'Horchatera',
        currentOwnerName: 'Ana',
        adicional: {
          changeType: 'modelo_utilidad',
          currentOwner: { type: 'persona', name: 'Ana', lastName: 'Pérez López', email: 'ana@example.es', phone: '612345678' },
          newOwner: { type: 'empresa', name: 'Horchatería Clara, S.L.', lastName: '', email: 'pedidos@example.es', phone: '961234567' },
        },
      });
    });

    it.each([
      ['recuperacion-dominios', withAdicional('recuperacion-dominios', { domainName: ' ' }), 'domainName', 'El nombre del dominio es obligatorio'],
      [
        'recuperacion-dominios',
        withAdicional('recuperacion-dominios', { domainDescription: '' }),
        'domainDescription',
        'La descripción del caso es obligatoria',
      ],
      ['informe-previo', order('informe-previo', { trademarkName: '' }), 'trademarkName', 'El nombre de la marca es obligatorio'],
      ['informe-previo', order('informe-previo', { trademarkDescription: '' }), 'trademarkDescription', 'La descripción de la marca es obligatoria'],
      ['solicitud-titulo', withAdicional('solicitud-titulo', { brandDescription: '' }), 'brandDescription', 'La denominación de la marca es obligatoria'],
      ['solicitud-titulo', withAdicional('solicitud-titulo', { brandNumber: '' }), 'brandNumber', 'El número de marca es obligatorio'],
      ['solicitud-titulo', withAdicional('solicitud-titulo', { brandTitle: '' }), 'brandTitle', 'El título de la marca es obligatorio'],
      ['vigilancia-marcas', order('vigilancia-marcas', { brandName: '' }), 'brandName', 'El nombre de la marca es obligatorio'],
      ['vigilancia-marcas', order('vigilancia-marcas', { brandDescription: '' }), 'brandDescription', 'La descripción de la marca es obligatoria'],
      [
        'contestacion-suspensos',
        order('contestacion-suspensos', { brandDescription: '' }),
        'brandDescription',
        'La descripción del objeto del suspenso es obligatoria',
      ],
      ['presentacion-oposiciones', order('presentacion-oposiciones', { brandDescription: '' }), 'brandDescription', 'El motivo de la oposición es obligatorio'],
      ['recurso-alzada', order('recurso-alzada', { brandName: '' }), 'brandName', 'El nombre de la marca es obligatorio'],
      ['recurso-alzada', order('recurso-alzada', { phone: '' }), 'phone', 'El teléfono es obligatorio'],
      ['cambio-titular', withAdicional('cambio-titular', { expedientNumber: '' }), 'expedientNumber', 'El número de expediente es obligatorio'],
      ['cambio-titular', withAdicional('cambio-titular', { expedientName: '' }), 'expedientName', 'El nombre del expediente es obligatorio'],
      ['cambio-titular', order('cambio-titular', { newOwnerName: '' }), 'newOwnerName', 'Este campo es obligatorio'],
      ['cambio-titular', order('cambio-titular', { currentOwnerLastName: '' }), 'currentOwnerLastName', 'Los apellidos son obligatorios'],
      ['cambio-titular', order('cambio-titular', { newOwnerEmail: '' }), 'newOwnerEmail', 'El email es obligatorio'],
      ['cambio-titular', order('cambio-titular', { currentOwnerPhone: '' }), 'currentOwnerPhone', 'El teléfono es obligatorio'],
      ['diseno-logos', withAdicional('diseno-logos', { companyName: '' }), 'companyName', 'El nombre de la empresa/marca es obligatorio'],
      ['diseno-logos', withAdicional('diseno-logos', { logoDescription: '' }), 'logoDescription', 'La descripción del logo es obligatoria'],
      ['diseno-logos', withAdicional('diseno-logos', { logoStyle: '' }), 'logoStyle', 'El estilo del logo es obligatorio'],
    ])('%s: refuses %#: %s with the spec message, storing nothing', async (_flow, data, field, message) => {
      const before = await orderCount();
      const response = await save(form(data));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Por favor, completa los campos requeridos', fields: { [field]: message } });
      expect(await orderCount()).toBe(before);
    });

    it('keeps the attached documents of an objection reply by content, up to 4', async () => {
      const response = await save(
        form(order('contestacion-suspensos'), [
          ...indexed(['suspenso.pdf', 'marca.pdf', 'uso.pdf']),
          { field: 'uploadedFile_3', name: 'foto.png', content: PNG },
        ]),
      );
      expect(response.statusCode).toBe(201);
      const stored = await context.services.orders.find(response.json().referencia);
      const files = await context.services.orders.files(stored!.id);
      expect(files.map((file) => [file.originalName, file.mime])).toEqual([
        ['suspenso.pdf', 'application/pdf'],
        ['marca.pdf', 'application/pdf'],
        ['uso.pdf', 'application/pdf'],
        ['foto.png', 'image/png'],
      ]);
    });

    it.each(['solicitud-titulo', 'contestacion-suspensos', 'presentacion-oposiciones', 'recurso-alzada', 'cambio-titular'] as const)(
      '%s: refuses a fifth file, a file over 5 MB and a disguised file (spec-2 §5)',
      async (flow) => {
        const before = await orderCount();
        expect((await save(form(order(flow), indexed(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'])))).json().error).toBe('Máximo 4 archivos permitidos');
        const big = await save(
          form(order(flow), [...indexed(['bien.pdf']), { field: 'uploadedFile_1', name: 'grande.pdf', content: Buffer.concat([PDF, Buffer.alloc(5 * MB)]) }]),
        );
        expect(big.json()).toMatchObject({
          error: 'El archivo grande.pdf excede el tamaño máximo de 5MB',
          fields: { attachments: 'El archivo grande.pdf excede el tamaño máximo de 5MB' },
        });
        const disguised = await save(form(order(flow), indexed(['contrato.pdf'], Buffer.from('MZ\x90\x00 a program, not a PDF'))));
        expect(disguised.json().error).toBe('El archivo contrato.pdf no tiene un formato permitido');
        expect(await orderCount()).toBe(before);
      },
    );

    it('logo: one reference file by content; a second file is refused (spec-2 §5)', async () => {
      expect((await save(form(order('diseno-logos'), [{ field: 'uploadedFile_0', name: 'boceto.png', content: PNG }]))).statusCode).toBe(201);
      expect((await save(form(order('diseno-logos'), indexed(['a.pdf', 'b.pdf'])))).json().error).toBe('Máximo 1 archivo permitido');
      expect((await save(form(order('diseno-logos'), indexed(['boceto.png'], Buffer.from('not an image at all'))))).json().error).toBe(
        'El archivo boceto.png no tiene un formato permitido',
      );
    });

    it('prior report: takes one image as uploadedFile while the image box is ticked, refuses it otherwise or when it is no image', async () => {
      const image = [{ field: 'uploadedFile', name: 'marca.png', content: PNG }];
      const ticked = await save(form(order('informe-previo', { hasImage: true }), image));
      expect(ticked.statusCode).toBe(201);
      expect((await context.services.orders.files((await context.services.orders.find(ticked.json().referencia))!.id)).map((file) => file.mime)).toEqual([
        'image/png',
      ]);
      expect((await save(form(order('informe-previo', { hasImage: false }), image))).statusCode).toBe(400);
      const pdf = await save(form(order('informe-previo', { hasImage: true }), [{ field: 'uploadedFile', name: 'marca.png', content: PDF }]));
      expect(pdf.json().error).toBe('El archivo marca.png no tiene un formato permitido');
    });

    it("keeps an order's files on an update that sends none, drops them on fileCount 0 or when their field is no longer asked", async () => {
      const filesOf = async (referencia: string) =>
        (await context.services.orders.files((await context.services.orders.find(referencia))!.id)).map((file) => file.originalName);
      const { referencia } = (await save(form(order('recurso-alzada'), indexed(['escrito.pdf', 'anexo.pdf'])))).json();
      // The spec's client re-sends nothing on an update; the web app sends nothing when its files did not change.
      expect((await save(form(order('recurso-alzada'), [], { referencia }))).statusCode).toBe(200);
      expect(await filesOf(referencia)).toEqual(['escrito.pdf', 'anexo.pdf']);
      // The visitor removed them.
      expect((await save(form(order('recurso-alzada'), [], { referencia, fileCount: '0' }))).statusCode).toBe(200);
      expect(await filesOf(referencia)).toEqual([]);

      const image = [{ field: 'uploadedFile', name: 'marca.png', content: PNG }];
      const report = (await save(form(order('informe-previo', { hasImage: true }), image))).json().referencia;
      expect(await filesOf(report)).toEqual(['marca.png']);
      await save(form(order('informe-previo', { hasImage: false }), [], { referencia: report }));
      expect(await filesOf(report)).toEqual([]);
    });

    it('refuses a save whose files do not match the fileCount it announces: one was lost on the way', async () => {
      const before = await orderCount();
      const response = await save(form(order('recurso-alzada'), indexed(['escrito.pdf']), { fileCount: '2' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('No han llegado todos los archivos anunciados. Vuelve a adjuntarlos e inténtalo de nuevo.');
      expect(await orderCount()).toBe(before);
    });

    it('prices from the stored catalogue: staff change the objection reply with proof of use', async () => {
      await context.services.catalogue.set('contestacion-suspensos', 'con_prueba', 33000);
      const response = await save(form(withAdicional('contestacion-suspensos', { proofType: 'con_prueba' })));
      expect(response.json().total.texto).toBe('330,00 €');
      const products = (await context.app.inject({ method: 'GET', url: '/api/products/recurso-alzada' })).json() as { clave: string; precio: number }[];
      expect(products.map((row) => [row.clave, row.precio])).toEqual([
        ['presentacion_espana', 339],
        ['contestacion_espana', 544],
        ['presentacion_europa', 1130],
        ['contestacion_europa', 620],
      ]);
    });
  });
}
