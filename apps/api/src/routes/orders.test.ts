import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildApp } from '../app';
import { isolated, testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { nationalOrder, internationalOrder } from '../testing/orders';
import { orders, outbox } from '../db/schema';
import { CONDITIONS_VERSION } from '@shop/settings';
import { orderForm } from '../testing/forms';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(64)]);

const national = nationalOrder;

const copyright = {
  flow: 'derechos-autor',
  applicantType: 'empresa',
  name: 'Editorial Turia, S.L.',
  email: 'derechos@example.es',
  phone: '961234567',
  acceptPrivacy: true,
  acceptTerms: true,
  // A company's invoice names it (DECISIONS §12).
  facturacion: COMPANY_BILLING,
  producto: 'Registro de Derechos de Autor',
  adicional: { workTitle: 'Cuentos del Cabanyal', workDescription: 'Relatos breves.', workType: ['Obra Literaria'] },
};

const international = internationalOrder;

const form = orderForm;

for (const database of await testDatabases()) {
  describe(`order API on ${database.name}`, () => {
    const context = useTestApp(database.options);

    const save = (body: FormData, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body, headers });
    const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;

    it('stores a valid national order and answers its reference with the server total, ignoring the client total', async () => {
      const response = await save(form(national));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.referencia).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(body.numero).toMatch(/^P-\d+$/);
      expect(body.estado).toBe('draft');
      expect(body.total).toEqual({ centimos: 71900, texto: '719,00 €' });
      const stored = await context.services.orders.find(body.referencia);
      expect(stored?.totalCents).toBe(71900);
      expect(stored?.envelope).toMatchObject({ total: 719, subtotal: 719, producto: 'Marca Nacional', additionalClassesTotal: 300, trademarkTypeTotal: 120 });
    });

    it('stores copyright at 450,00 € with its documents, and international as a quote', async () => {
      const withFiles = await save(
        form(copyright, {}, [
          { field: 'uploadedFile_0', name: 'obra.pdf', content: PDF },
          { field: 'uploadedFile_1', name: 'portada.png', content: PNG },
        ]),
      );
      expect(withFiles.statusCode).toBe(201);
      expect(withFiles.json().total.texto).toBe('450,00 €');
      const order = await context.services.orders.find(withFiles.json().referencia);
      const files = await context.services.orders.files(order!.id);
      expect(files.map((file) => [file.originalName, file.mime])).toEqual([
        ['obra.pdf', 'application/pdf'],
        ['portada.png', 'image/png'],
      ]);
      const quote = await save(form(international));
      expect(quote.json().total.centimos).toBe(0);
    });

    it.each([
      ['name', { name: ' ' }, 'El nombre es obligatorio'],
      ['lastName', { lastName: '' }, 'Los apellidos son obligatorios'],
      ['email', { email: '' }, 'El email es obligatorio'],
      ['email', { email: 'lucia@' }, 'El formato del email no es válido'],
      ['phone', { phone: '' }, 'El teléfono es obligatorio'],
      ['phone', { phone: '12' }, 'El teléfono no es válido para el país seleccionado'],
      ['phone', { phone: '+33 6 12 34 56 78' }, 'El teléfono no es válido para el país seleccionado'],
      ['brandName', { brandName: '' }, 'El nombre de la marca es obligatorio'],
      ['acceptPrivacy', { acceptPrivacy: false }, 'Debes aceptar la política de privacidad y las condiciones generales para continuar.'],
      ['acceptTerms', { acceptTerms: false }, 'Debes aceptar la política de privacidad y las condiciones generales para continuar.'],
      ['selectedClasses', { selectedClasses: [] }, 'Debes seleccionar al menos una clase.'],
    ])('refuses a national order without a valid %s, storing nothing', async (field, patch, message) => {
      const before = await orderCount();
      const response = await save(form({ ...national, ...patch }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Por favor, completa los campos requeridos', fields: { [field]: message } });
      expect(await orderCount()).toBe(before);
    });

    it.each(['+34 961 23 45 67', '0034961234567', '(+34) 961-234-567', '961 23 45 67'])(
      'stores the phone %s as its national number, the calling code beside it',
      async (phone) => {
        const response = await save(form({ ...national, phone }));
        expect(response.statusCode).toBe(201);
        const stored = await context.services.orders.find(response.json().referencia);
        expect(stored?.envelope).toMatchObject({ phone: '961234567', selectedCountry: { code: 'ES', dialCode: '+34' } });
      },
    );

    it.each([
      ['razón social', { applicantType: 'empresa', name: '' }, 'name', 'La razón social es obligatoria'],
      ['work title', { adicional: { ...copyright.adicional, workTitle: '' } }, 'workTitle', 'El título de la obra es obligatorio'],
      ['work description', { adicional: { ...copyright.adicional, workDescription: '' } }, 'workDescription', 'La descripción de la obra es obligatoria'],
      ['work type', { adicional: { ...copyright.adicional, workType: [] } }, 'workType', 'Debes seleccionar al menos un tipo de obra.'],
    ])('refuses copyright without its %s', async (_what, patch, field, message) => {
      const response = await save(form({ ...copyright, ...patch }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    });

    it('refuses an international quote without countries', async () => {
      const response = await save(form({ ...international, selectedCountries: [] }));
      expect(response.json().fields.selectedCountries).toBe('Debes seleccionar al menos un país para continuar.');
    });

    it('refuses malformed data and unknown flows', async () => {
      expect((await save(form('{nope'))).statusCode).toBe(400);
      const unknown = await save(form({ ...national, flow: 'marca-lunar' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('El servicio solicitado no existe.');
    });

    it.each([
      ['without a boundary', 'multipart/form-data', 'garbage', 400, 'El formulario ha llegado incompleto o mal formado. Inténtalo de nuevo.'],
      [
        'cut short',
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"flow":',
        400,
        'El formulario ha llegado incompleto o mal formado. Inténtalo de nuevo.',
      ],
      ['sent as JSON', 'application/json', JSON.stringify({ data: national }), 415, 'Formato de petición no admitido.'],
      [
        'with its data twice',
        'multipart/form-data; boundary=XX',
        [
          '--XX',
          'Content-Disposition: form-data; name="data"',
          '',
          JSON.stringify(national),
          '--XX',
          'Content-Disposition: form-data; name="data"',
          '',
          JSON.stringify(copyright),
          '--XX--',
          '',
        ].join('\r\n'),
        400,
        'El formulario trae el campo «data» más de una vez.',
      ],
    ])('answers a Spanish 4xx to a form %s, never 500, storing nothing', async (_how, contentType, payload, status, message) => {
      const before = await orderCount();
      for (const url of ['/api/guardar_marca', '/api/enviar_email_internacional']) {
        const response = await context.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
        expect(response.statusCode, url).toBe(status);
        expect(response.json()).toMatchObject({ error: message });
      }
      expect(await orderCount()).toBe(before);
    });

    it("takes countries in the spec's shape (code and name) and stores the list's own names and calling codes", async () => {
      const sent = {
        ...international,
        selectedCountries: [
          { code: 'US', name: 'Estados Unidos' },
          { code: 'JP', name: 'Lo que sea', dialCode: '+99' },
        ],
      };
      const saved = await save(form(sent));
      expect(saved.statusCode, saved.body).toBe(201);
      const stored = await context.services.orders.find(saved.json().referencia);
      expect((stored?.envelope as { selectedCountries: unknown }).selectedCountries).toEqual([
        { code: 'US', name: 'Estados Unidos', dialCode: '+1' },
        { code: 'JP', name: 'Japón', dialCode: '+81' },
      ]);
    });

    it('refuses a country code that names no country, in a list or as the phone’s country, storing nothing', async () => {
      const before = await orderCount();
      const invented = await save(
        form({
          ...international,
          selectedCountries: [
            { code: 'MX', name: 'México' },
            { code: 'ZZ', name: 'Nowhere', dialCode: '+999' },
          ],
        }),
      );
      expect(invented.statusCode).toBe(400);
      expect(invented.json().fields).toEqual({ 'selectedCountries.1': 'Valor no válido' });
      const phoneCountry = await save(form({ ...national, selectedCountry: { code: 'XX', name: 'Nowhere', dialCode: '+34' } }));
      expect(phoneCountry.statusCode).toBe(400);
      // The phone is judged by that country first, so the refusal may name the phone.
      expect(Object.keys(phoneCountry.json().fields).some((field) => ['phone', 'selectedCountry'].includes(field))).toBe(true);
      expect(await orderCount()).toBe(before);
    });

    it('answers a Spanish 400 to an API address that cannot be decoded', async () => {
      for (const url of ['/api/%ff', '/api/products/%00%ff', '/api/pedido/%ZZ', '/g/pay%ff']) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ error: 'La dirección pedida no es válida.' });
      }
    });

    it.each([
      ['a NUL byte', { brandName: '\u0000' }, 'brandName', 'Este campo contiene caracteres no válidos.'],
      ['a control character in a textarea', { description: 'Horchata\u0007' }, 'description', 'Este campo contiene caracteres no válidos.'],
      ['a tab in a single line', { name: 'Lucía\tMaría' }, 'name', 'Este campo contiene caracteres no válidos.'],
      ['a lone surrogate', { lastName: 'Soler\ud800' }, 'lastName', 'Este campo contiene caracteres no válidos.'],
      ['an overlong name', { brandName: 'x'.repeat(201) }, 'brandName', 'Este campo admite como máximo 200 caracteres.'],
      ['an overlong description', { description: 'x'.repeat(5001) }, 'description', 'Este campo admite como máximo 5000 caracteres.'],
      ['a NUL in the country', { selectedCountry: { code: 'ES', name: 'Espa\u0000a', dialCode: '+34' } }, 'selectedCountry.name', 'Valor no válido'],
      [
        'an unknown trademark type',
        { selectedTrademarkType: 'lunar' },
        'selectedTrademarkType',
        'Valor no válido; admite: denominativa, figurativa, tridimensional, posicion, patron, color, sonido, movimiento, multimedia, holograma',
      ],
      ['a number for a name', { name: 42 }, 'name', 'Valor no válido; se esperaba un texto'],
      ['a word for a box', { acceptTerms: 'sí' }, 'acceptTerms', 'Valor no válido; se esperaba true o false'],
      ['an object for a class list', { selectedClasses: { 0: 1 } }, 'selectedClasses', 'Valor no válido; se esperaba una lista'],
    ])('answers a Spanish 400 per field to %s, never 500, storing nothing', async (_what, patch, field, message) => {
      const before = await orderCount();
      const response = await save(form({ ...national, ...patch }));
      expect(response.statusCode).toBe(400);
      // Not 'complete the required fields': the value is there, and wrong.
      const banner = 'Los datos del pedido no son válidos.';
      expect(response.json()).toEqual({ success: false, message: banner, error: banner, fields: { [field]: message } });
      expect(await orderCount()).toBe(before);
    });

    it.each([
      ['a number', '42', { data: 'Los datos del pedido no son válidos.' }],
      ['an array', '[{"flow":"marca-nacional"}]', { data: 'Los datos del pedido no son válidos.' }],
      ['null', 'null', { data: 'Los datos del pedido no son válidos.' }],
      ['a string', '"marca-nacional"', { data: 'Los datos del pedido no son válidos.' }],
      ['no data at all', undefined, { data: 'Los datos del pedido no son válidos.' }],
      ['no flow', JSON.stringify({ ...national, flow: undefined }), { flow: 'Falta el servicio solicitado.' }],
      ['a flow that is not a string', JSON.stringify({ ...national, flow: ['marca-nacional'] }), { flow: 'Falta el servicio solicitado.' }],
      ['an adicional that is not an object', JSON.stringify({ ...national, adicional: 'x' }), { adicional: 'Los datos del pedido no son válidos.' }],
      ['a flow named like a property of every object', JSON.stringify({ ...national, flow: 'constructor' }), { flow: 'El servicio solicitado no existe.' }],
    ])('refuses data that is %s with a Spanish 400 naming the part, storing nothing', async (_what, data, fields) => {
      const before = await orderCount();
      const body = new FormData();
      if (data !== undefined) body.append('data', data);
      const response = await save(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: expect.stringMatching(/^(Los datos del pedido no son válidos|El servicio solicitado no existe)\.$/),
        fields,
      });
      expect(await orderCount()).toBe(before);
    });

    it('ignores keys outside the schema, storing only what the flow defines', async () => {
      const response = await save(form({ ...national, hacked: '\u0000', __proto__: { isAdmin: true }, adicional: { extra: { deep: [1, '\u0000'] } } }));
      expect(response.statusCode).toBe(201);
      const stored = await context.services.orders.find(response.json().referencia);
      expect(JSON.stringify(stored?.envelope)).not.toMatch(/hacked|extra|isAdmin/);
    });

    it('keeps a file name with control and direction characters as clean metadata', async () => {
      const response = await save(form(national, {}, [{ field: 'uploadedFile', name: 'lo\u0000go\u0007\u202e.png', content: PNG }]));
      expect(response.statusCode).toBe(201);
      const order = await context.services.orders.find(response.json().referencia);
      expect((await context.services.orders.files(order!.id)).map((file) => file.originalName)).toEqual(['logo.png']);
    });

    it('refuses oversize, wrong-type and too many files by content, storing nothing', async () => {
      const before = await orderCount();
      const big = await save(
        form(copyright, {}, [{ field: 'uploadedFile_0', name: 'grande.pdf', content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) }]),
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().error).toBe('El archivo grande.pdf excede el tamaño máximo de 5MB');
      const disguised = await save(
        form(copyright, {}, [{ field: 'uploadedFile_0', name: 'factura.pdf', content: Buffer.from('MZ\x90\x00 this is a program'), type: 'application/pdf' }]),
      );
      expect(disguised.json().error).toBe('El archivo factura.pdf no tiene un formato permitido');
      const five = await save(
        form(
          copyright,
          {},
          Array.from({ length: 5 }, (_, index) => ({ field: `uploadedFile_${index}`, name: `doc${index}.pdf`, content: PDF })),
        ),
      );
      expect(five.json().error).toBe('Máximo 4 archivos permitidos');
      const pdfAsLogo = await save(form(national, {}, [{ field: 'uploadedFile', name: 'logo.pdf', content: PDF }]));
      expect(pdfAsLogo.json().error).toBe('El archivo logo.pdf no tiene un formato permitido');
      expect(await orderCount()).toBe(before);
    });

    it('accepts an image as the representation of a national mark', async () => {
      const response = await save(form(national, {}, [{ field: 'uploadedFile', name: 'logo.png', content: PNG }]));
      expect(response.statusCode).toBe(201);
    });

    it('answers 404 to an update of a reference that does not exist, storing nothing', async () => {
      const before = await orderCount();
      for (const referencia of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'not-a-reference', "' OR 1=1 --"]) {
        const response = await save(form(national, { referencia }));
        expect(response.statusCode).toBe(404);
      }
      expect(await orderCount()).toBe(before);
    });

    it('updates the same order when the reference is sent, with the new plan', async () => {
      const first = (await save(form({ ...national, selectedPlan: 'basic' }))).json();
      const second = await save(form({ ...national, selectedPlan: 'premium' }, { referencia: first.referencia }));
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ referencia: first.referencia, total: { centimos: 71900 } });
      expect(first.total.centimos).toBe(61900);
    });

    it('reads the reference inside the application too (spec-1 §3 lists it among its fields), for a save and for the quote call', async () => {
      const first = (await save(form({ ...national, selectedPlan: 'basic' }))).json();
      const before = await orderCount();
      const second = await save(form({ ...national, selectedPlan: 'premium', referencia: first.referencia }));
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ referencia: first.referencia, total: { centimos: 71900 } });
      expect(await orderCount()).toBe(before);

      const quote = (await save(form(international))).json();
      const request = { ...international, referencia: quote.referencia };
      const sent = await context.app.inject({ method: 'POST', url: '/api/enviar_email_internacional', payload: form(request) });
      expect(sent.json()).toMatchObject({ referencia: quote.referencia, estado: 'quote_requested' });
    });

    it('refuses an idempotency key it cannot store rather than saving without it', async () => {
      const before = await orderCount();
      for (const key of ['clave\u00ff', 'x'.repeat(201), 'dos palabras']) {
        const response = await save(form(national), { 'idempotency-key': key });
        expect(response.statusCode, key).toBe(400);
        expect(response.json().fields, key).toEqual({
          'Idempotency-Key': 'La cabecera Idempotency-Key debe tener de 1 a 200 caracteres ASCII imprimibles, sin espacios.',
        });
      }
      expect(await orderCount()).toBe(before);
    });

    it('creates one order for a retried save with the same idempotency key', async () => {
      const before = await orderCount();
      const headers = { 'idempotency-key': 'key-123-retry' };
      const first = (await save(form(national), headers)).json();
      const retried = (await save(form(national), headers)).json();
      expect(retried.referencia).toBe(first.referencia);
      expect(await orderCount()).toBe(before + 1);
    });

    it("never hands an order's reference to a save with its key but other data (DECISIONS §3: the reference is the only key)", async () => {
      const headers = { 'idempotency-key': '1' };
      const first = await save(form(national), headers);
      expect(first.statusCode).toBe(201);
      const other = await save(form({ ...national, name: 'Intruso', email: 'intruso@example.es' }), headers);
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ error: 'Esta clave de idempotencia ya se usó para un pedido distinto.' });
      expect(other.body).not.toContain(first.json().referencia);
    });

    it('takes a save retried under a secret key with changed content as an edit of the order the lost answer was about', async () => {
      const before = await orderCount();
      const headers = { 'idempotency-key': '6f1c2a9e-4b7d-4e0a-9c3f-2d8b5e7a1c40' };
      const first = await save(form({ ...national, selectedPlan: 'basic' }), headers);
      expect(first.statusCode).toBe(201);
      // The answer never reached the phone; the visitor chose another plan and pressed again.
      const changed = await save(form({ ...national, selectedPlan: 'premium' }), headers);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ referencia: first.json().referencia, total: { centimos: 71900 } });
      expect(await orderCount()).toBe(before + 1);
    });

    it('creates one order when the same retried save arrives twice at once', async () => {
      const before = await orderCount();
      const headers = { 'idempotency-key': 'key-456-race' };
      const answers = await Promise.all([save(form(national), headers), save(form(national), headers), save(form(national), headers)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.json().referencia)).size).toBe(1);
      expect(await orderCount()).toBe(before + 1);
    });

    it('prices from the catalogue table, which staff can change without a deploy', async () => {
      const products = (await context.app.inject({ method: 'GET', url: '/api/products/marca-nacional' })).json() as { clave: string; precio: number }[];
      expect(products.find((row) => row.clave === 'basic')?.precio).toBe(199);
      expect(products.find((row) => row.clave === 'type:holograma')?.precio).toBe(200);
      await context.services.catalogue.set('derechos-autor', 'base', 47500);
      const after = (await context.app.inject({ method: 'GET', url: '/api/products/derechos-autor' })).json() as { clave: string; precio_centimos: number }[];
      expect(after[0]).toMatchObject({ clave: 'base', precio_centimos: 47500 });
      expect((await save(form(copyright))).json().total.texto).toBe('475,00 €');
      await context.services.catalogue.set('derechos-autor', 'base', 45000);
      expect((await context.app.inject({ method: 'GET', url: '/api/products/nada' })).statusCode).toBe(404);
    });

    it('pays through the test gateway and the signed notification; a paid order cannot be changed', async () => {
      const { referencia } = (await save(form(copyright))).json();
      const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Pasarela de pago de prueba');
      expect(page.body).toContain('Registro de Derechos de Autor');
      expect(page.body).toContain('450,00 €');
      expect((await context.services.orders.find(referencia))?.status).toBe('awaiting_payment');
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      expect(gatewayOrder).toMatch(/^\d{4}[A-Z0-9]{8}$/);
      const paid = await context.app.inject({
        method: 'POST',
        url: '/g/test-gateway/complete',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `order=${gatewayOrder}&result=ok`,
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/pago/ok?trans=${referencia}`);
      const order = await context.services.orders.find(referencia);
      expect(order?.status).toBe('paid');
      expect((await context.services.orders.history(order!.id)).map((event) => event.status)).toEqual(['draft', 'awaiting_payment', 'paid']);
      const change = await save(form(copyright, { referencia }));
      expect(change.statusCode).toBe(409);
      expect(change.json().error).toBe('Este pedido ya está pagado y no se puede modificar.');
    });

    it('marks a cancelled payment as failed and believes no unsigned or wrong-amount notification', async () => {
      const { referencia } = (await save(form(copyright))).json();
      const page = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const gatewayOrder = /name="order" value="([^"]+)"/.exec(page.body)![1]!;
      const forged = await context.app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          Ds_MerchantParameters: Buffer.from(JSON.stringify({ Ds_Order: gatewayOrder, Ds_Amount: '45000', Ds_Response: '0000' })).toString('base64url'),
          Ds_Signature: 'forged',
        }).toString(),
      });
      expect(forged.statusCode).toBe(400);
      const cheap = context.services.testGateway!.sign({ gatewayOrder, amountCents: 100, paid: true });
      await context.app.inject({
        method: 'POST',
        url: '/api/pagos/notificacion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(cheap).toString(),
      });
      expect((await context.services.orders.find(referencia))?.status).toBe('payment_failed');
      const second = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });
      const secondOrder = /name="order" value="([^"]+)"/.exec(second.body)![1]!;
      expect(secondOrder).not.toBe(gatewayOrder);
      const cancelled = await context.app.inject({
        method: 'POST',
        url: '/g/test-gateway/complete',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `order=${secondOrder}&result=ko`,
      });
      expect(cancelled.headers.location).toBe(`/pago/ko?trans=${referencia}`);
      expect((await context.services.orders.find(referencia))?.status).toBe('payment_failed');
    });

    it('answers 404 for unknown, malformed and quote references at /g/pay', async () => {
      for (const trans of ['', 'AAAAAAAAAAAAAAAAAAAAAAAA', '<script>', 'P-1001']) {
        const response = await context.app.inject({ method: 'GET', url: `/g/pay?trans=${encodeURIComponent(trans)}` });
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('Pedido no encontrado');
      }
      const quote = (await save(form(international))).json();
      expect((await context.app.inject({ method: 'GET', url: `/g/pay?trans=${quote.referencia}` })).statusCode).toBe(404);
    });

    it('records the international quote request with its save, and its own call sends nothing twice', async () => {
      const before = (await context.services.db.select({ n: count() }).from(outbox))[0]!.n;
      const saved = await save(form(international));
      expect(saved.json().estado).toBe('quote_requested');
      const { referencia, numero } = saved.json();
      const response = await context.app.inject({ method: 'POST', url: '/api/enviar_email_internacional', payload: form(international, { referencia }) });
      expect(response.statusCode).toBe(200);
      expect(response.json().estado).toBe('quote_requested');
      expect((await context.services.orders.find(referencia))?.status).toBe('quote_requested');
      const mails = await context.services.outbox.pending();
      // The visitor's acknowledgement, then the office's notice: once, though both calls asked.
      expect(mails.length).toBe(before + 2);
      expect(mails.at(-2)?.payload).toMatchObject({ to: 'jordi@example.es', subject: `Hemos recibido tu solicitud ${numero}: Marca Internacional` });
      expect((mails.at(-2)?.payload as { text: string }).text).toContain(`/pedido/${referencia}`);
      // Replying writes to the visitor; the link opens the order where staff answer it with a price.
      expect(mails.at(-1)?.payload).toMatchObject({
        to: 'oficina@example.es',
        replyTo: 'jordi@example.es',
        subject: `Nueva solicitud de presupuesto ${numero}: Marca Internacional`,
      });
      expect((mails.at(-1)?.payload as { text: string }).text).toContain('México');
      expect((mails.at(-1)?.payload as { text: string }).text).toMatch(new RegExp(`Responder con un presupuesto: https?://[^/]+/admin/pedidos/${numero}$`));
      const change = await save(form(international, { referencia }));
      expect(change.statusCode).toBe(409);
      expect(change.json().error).toMatch(/ya se ha enviado/);
      const unknown = await context.app.inject({
        method: 'POST',
        url: '/api/enviar_email_internacional',
        payload: form(international, { referencia: 'AAAAAAAAAAAAAAAAAAAAAAAA' }),
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('limits order saves per client (DECISIONS §7)', async () => {
      const own = isolated(database.options);
      const limited = await buildApp({ ...own.options, orderRateLimit: 2 });
      try {
        const send = () => limited.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: form(national), remoteAddress: '10.9.8.7' });
        expect((await send()).statusCode).toBe(201);
        expect((await send()).statusCode).toBe(201);
        const third = await send();
        expect(third.statusCode).toBe(429);
        expect(third.json().error).toMatch(/demasiadas peticiones/);
      } finally {
        await limited.app.close();
        await own.cleanup();
      }
    });

    it('keeps when privacy and terms were first accepted and the version of the conditions (DECISIONS §11)', async () => {
      const { referencia } = (await save(form(national))).json();
      const first = (
        (await context.services.orders.find(referencia))!.envelope as { aceptaciones: { privacidad: string; condiciones: string; versionCondiciones: string } }
      ).aceptaciones;
      expect(first.versionCondiciones).toBe(CONDITIONS_VERSION);
      expect(Date.parse(first.privacidad)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(first.condiciones)).toBeGreaterThan(Date.now() - 60_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await save(form({ ...national, brandName: 'Horchata Clara Nueva' }, { referencia }));
      const later = ((await context.services.orders.find(referencia))!.envelope as { aceptaciones: unknown }).aceptaciones;
      expect(later).toEqual(first);
    });

    it('shows an order only to whoever holds its reference', async () => {
      const { referencia, numero } = (await save(form(national))).json();
      expect((await context.app.inject({ method: 'GET', url: `/api/pedido?trans=${referencia}` })).json()).toMatchObject({ numero, estado: 'draft' });
      expect((await context.app.inject({ method: 'GET', url: `/api/pedido?trans=${numero}` })).statusCode).toBe(404);
    });
  });
}
