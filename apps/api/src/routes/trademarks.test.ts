import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { orders } from '../db/schema';
import { orderForm, type Upload } from '../testing/forms';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';

const applicant = {
  applicantType: 'empresa',
  name: 'Cerámicas del Turia, S.L.',
  email: 'export@example.es',
  phone: '961234567',
  selectedCountry: { code: 'ES', name: 'España', dialCode: '+34' },
  acceptPrivacy: true,
  acceptTerms: true,
  // A company's invoice names it (DECISIONS §12).
  facturacion: COMPANY_BILLING,
  modulo: 'rtm',
  // What a tampering client might claim; the server ignores it.
  subtotal: 1,
  total: 1,
};

/** spec-1 §9: classes 9, 35, 42 + tridimensional + basic = 1630,00 €. */
const european = {
  ...applicant,
  flow: 'marca-europea',
  brandName: 'Turia Blue',
  mediaType: 'imagen',
  selectedClasses: [9, 35, 42],
  selectedTrademarkType: 'tridimensional',
  selectedPlan: 'basic',
  wantAgent: false,
  producto: 'Marca Europea',
};

/** Classes 35, 41 + premium = 449,00 €. */
const tradeName = {
  ...applicant,
  flow: 'nombre-comercial',
  brandName: 'Taller Ferrer',
  selectedClasses: [35, 41],
  selectedTrademarkType: '',
  selectedPlan: 'premium',
  wantAgent: true,
  producto: 'Nombre Comercial',
};

/** European renovation of 3 classes: 1140 + 2 × 90 = 1320,00 €. */
const renovation = {
  ...applicant,
  flow: 'renovacion-marca',
  brandName: 'Turia Blue',
  producto: 'Renovación Marca Europea',
  adicional: { brandNumber: '018123456', numberOfClasses: 3, selectedMarkType: 'europea', selectedInternationalCountries: [], isRenovation: true },
};

const form = (data: unknown, files: Upload[] = []) => orderForm(data, {}, files);

for (const database of await testDatabases()) {
  describe(`trademark flows' API on ${database.name}`, () => {
    const context = useTestApp(database.options);
    const save = (body: FormData) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: body });
    const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;

    it.each([
      ['European mark', european, 163000, { producto: 'Marca Europea', additionalClassesTotal: 370, trademarkTypeTotal: 120 }],
      ['trade name', tradeName, 44900, { producto: 'Nombre Comercial', additionalClassesTotal: 150, trademarkTypeTotal: 0 }],
      [
        'European renovation',
        renovation,
        132000,
        { producto: 'Renovación Marca Europea', adicional: { brandNumber: '018123456', numberOfClasses: 3, isRenovation: true } },
      ],
      [
        'national renovation',
        { ...renovation, adicional: { ...renovation.adicional, selectedMarkType: 'nacional', numberOfClasses: 2 } },
        36800,
        { producto: 'Renovación Marca Nacional' },
      ],
      [
        'trade name renovation',
        { ...renovation, adicional: { ...renovation.adicional, selectedMarkType: 'comercial', numberOfClasses: 1 } },
        21800,
        { producto: 'Renovación Nombre Comercial' },
      ],
    ])('prices a %s on the server, ignoring the total sent', async (_what, order, cents, stored) => {
      const response = await save(form(order));
      expect(response.statusCode).toBe(201);
      expect(response.json().total.centimos).toBe(cents);
      const saved = await context.services.orders.find(response.json().referencia);
      expect(saved?.totalCents).toBe(cents);
      expect(saved?.envelope).toMatchObject({ ...stored, total: cents / 100, subtotal: cents / 100 });
    });

    it.each([
      ['European brand name', european, { brandName: '' }, 'brandName', 'El nombre de la marca es obligatorio'],
      ['European class', european, { selectedClasses: [] }, 'selectedClasses', 'Debes seleccionar al menos una clase.'],
      ['trade name', tradeName, { brandName: ' ' }, 'brandName', 'El nombre comercial es obligatorio'],
      ['trade name class 12', tradeName, { selectedClasses: [12, 35] }, 'selectedClasses', 'Solo puedes elegir clases de servicios (35 a 45).'],
      ['renovation brand name', renovation, { brandName: '' }, 'brandName', 'El nombre de la marca es obligatorio'],
      ['renovation mark number', renovation, { adicional: { ...renovation.adicional, brandNumber: '  ' } }, 'brandNumber', 'El número de marca es obligatorio'],
      ['renovation classes', renovation, { adicional: { ...renovation.adicional, numberOfClasses: 0 } }, 'numberOfClasses', 'Indica entre 1 y 45 clases.'],
      ['renovation 46th class', renovation, { adicional: { ...renovation.adicional, numberOfClasses: 46 } }, 'numberOfClasses', 'Indica entre 1 y 45 clases.'],
      [
        'renovation consent',
        renovation,
        { acceptTerms: false },
        'acceptTerms',
        'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
      ],
    ])('refuses a bad %s with the Spanish message, storing nothing', async (_what, order, patch, field, message) => {
      const before = await orderCount();
      const response = await save(form({ ...order, ...patch }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Por favor, completa los campos requeridos', fields: { [field]: message } });
      expect(await orderCount()).toBe(before);
    });

    it('takes renovation documents of any type, up to 10, and refuses an 11th (DECISIONS §3)', async () => {
      const text = (index: number): Upload => ({
        field: `uploadedFile_${index}`,
        name: `nota-${index}.txt`,
        content: Buffer.from(`Documento ${index} de la renovación.\n`),
      });
      const response = await save(
        form(
          renovation,
          Array.from({ length: 10 }, (_, index) => text(index)),
        ),
      );
      expect(response.statusCode).toBe(201);
      const order = await context.services.orders.find(response.json().referencia);
      const files = await context.services.orders.files(order!.id);
      expect(files).toHaveLength(10);
      expect(files[0]).toMatchObject({ originalName: 'nota-0.txt', mime: 'application/octet-stream' });
      const before = await orderCount();
      const eleven = await save(
        form(
          renovation,
          Array.from({ length: 11 }, (_, index) => text(index)),
        ),
      );
      // The same sentence the browser says (DECISIONS §9), not the parser's 'too large'.
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json()).toMatchObject({ error: 'Máximo 10 archivos permitidos', fields: { documents: 'Máximo 10 archivos permitidos' } });
      // A flood of file parts is cut off before it is read through.
      const flood = await save(
        form(
          renovation,
          Array.from({ length: 51 }, (_, index) => text(index)),
        ),
      );
      expect(flood.statusCode).toBe(413);
      expect(await orderCount()).toBe(before);
    });

    it('prices a renovation of all 45 classes and refuses a 46th or a million (there are 45 Nice classes)', async () => {
      const all = { ...renovation, adicional: { ...renovation.adicional, numberOfClasses: 45 } };
      const saved = await save(form(all));
      expect(saved.statusCode, saved.body).toBe(201);
      // 1140 € + 44 × 90 €.
      expect(saved.json().total).toEqual({ centimos: 510_000, texto: '5100,00 €' });
      const before = await orderCount();
      // Once a million classes made a 90 million euro order: the server refuses what the stepper cannot reach.
      for (const numberOfClasses of [46, 1_000_000, 1_000_001]) {
        const tooMany = await save(form({ ...renovation, adicional: { ...renovation.adicional, numberOfClasses } }));
        expect(tooMany.statusCode).toBe(400);
        expect(tooMany.json().fields).toEqual({ numberOfClasses: 'Indica entre 1 y 45 clases.' });
      }
      // Not a whole number is not 'below 1': the message says what is wrong.
      for (const numberOfClasses of [2.5, '3']) {
        const odd = await save(form({ ...renovation, adicional: { ...renovation.adicional, numberOfClasses } }));
        expect(odd.statusCode).toBe(400);
        expect(odd.json().fields).toEqual({ numberOfClasses: 'Indica un número entero.' });
      }
      const none = await save(form({ ...renovation, adicional: { ...renovation.adicional, numberOfClasses: 0 } }));
      expect(none.json().fields).toEqual({ numberOfClasses: 'Indica entre 1 y 45 clases.' });
      expect(await orderCount()).toBe(before);
    });

    it('answers the renovation base prices from the catalogue (spec-2 §7.2, DECISIONS §1)', async () => {
      const get = async (url: string) => (await context.app.inject({ method: 'GET', url })).json();
      expect(await get('/api/precio-renovacion-marca-nacional')).toEqual({ precio: 218, precio_centimos: 21800 });
      expect(await get('/api/precio-renovacion-marca-europea')).toEqual({ precio: 1140, precio_centimos: 114000 });
      await context.services.catalogue.set('renovacion-marca', 'base:europea', 119000);
      expect((await get('/api/precio-renovacion-marca-europea')).precio).toBe(1190);
      expect((await save(form(renovation))).json().total.texto).toBe('1370,00 €');
      await context.services.catalogue.set('renovacion-marca', 'base:europea', 114000);
    });

    it('seeds the European plans at 1140 € and 1380 € in the catalogue', async () => {
      const products = (await context.app.inject({ method: 'GET', url: '/api/products/marca-europea' })).json() as { clave: string; precio: number }[];
      expect(Object.fromEntries(products.filter((row) => !row.clave.startsWith('type:')).map((row) => [row.clave, row.precio]))).toEqual({
        basic: 1140,
        premium: 1380,
        firstAdditionalClass: 125,
        furtherAdditionalClass: 245,
      });
    });

    it("answers the products in spec-1 §7.3's shape, which its mapping reads as the right prices", async () => {
      type Product = { nombre: string; titulo: string; precio: number; es_padre: boolean };
      const products = (await context.app.inject({ method: 'GET', url: '/api/products/marca-nacional' })).json() as Product[];
      // The spec's client: parents titled Básica and Premium, 'Clase Adicional' by name, types titled 'Tipo Marca' by name.
      const parent = (titulo: string) => products.find((row) => row.es_padre && row.titulo === titulo)?.precio;
      expect(parent('Básica')).toBe(199);
      expect(parent('Premium')).toBe(299);
      expect(products.find((row) => row.nombre === 'Clase Adicional')?.precio).toBe(150);
      const types = Object.fromEntries(products.filter((row) => row.titulo === 'Tipo Marca').map((row) => [row.nombre.toLowerCase(), row.precio]));
      expect(types).toMatchObject({ denominativa: 0, tridimensional: 120 });
      expect(Object.keys(types)).toHaveLength(10);
      // With each price's official fees (DECISIONS §12).
      for (const row of products)
        expect(Object.keys(row).sort()).toEqual(['clave', 'es_padre', 'nombre', 'precio', 'precio_centimos', 'suplidos_centimos', 'titulo']);

      // European: the same mapping reads 1140 / 1380 and, as 'Clase Adicional', the first additional class (spec-1 §9).
      const european = (await context.app.inject({ method: 'GET', url: '/api/products/marca-europea' })).json() as Product[];
      expect(european.find((row) => row.es_padre && row.titulo === 'Básica')?.precio).toBe(1140);
      expect(european.find((row) => row.es_padre && row.titulo === 'Premium')?.precio).toBe(1380);
      expect(european.filter((row) => row.nombre === 'Clase Adicional').map((row) => row.precio)).toEqual([125]);
    });
  });
}
