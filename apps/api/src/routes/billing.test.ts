import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ERROR_BANNER } from '@shop/flow-kit';
import { COMPANY_BILLING, PERSON_BILLING } from '@shop/flow-kit/billing.testkit';
import { useTestApp } from '../testing/test-app';
import { orderForm } from '../testing/forms';
import { nationalOrder } from '../testing/orders';
import { orders } from '../db/schema';

/**
 * DECISIONS §12 through `POST /api/guardar_marca`: the invoice's holder (`facturacion`) is checked
 * with the same rules as in the browser, against the total the server charges, and stored
 * normalised at the envelope's top level. One app on PGlite in memory.
 */

/** Copyright registration: one catalogue figure, 450,00 € at first. */
const copyright = (change: Record<string, unknown> = {}) => ({
  flow: 'derechos-autor',
  applicantType: 'persona',
  name: 'Lucía',
  lastName: 'Martínez Soler',
  email: 'lucia@example.es',
  phone: '612345678',
  acceptPrivacy: true,
  acceptTerms: true,
  producto: 'Registro de Derechos de Autor',
  adicional: { workTitle: 'Cuentos del Cabanyal', workDescription: 'Relatos breves.', workType: ['Obra Literaria'] },
  ...change,
});

describe('the billing data of an order, through the API (DECISIONS §12)', () => {
  const context = useTestApp({ inMemory: true, orderRateLimit: 0 });
  const save = (data: unknown, extra: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data, extra) });
  const stored = async (referencia: string) => (await context.services.orders.find(referencia))!.envelope as Record<string, unknown>;
  const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;
  /** The payment page of a saved order (DECISIONS §4). */
  const pay = (referencia: string) => context.app.inject({ method: 'GET', url: `/g/pay?trans=${referencia}` });

  it('refuses a tax number with a wrong check letter under facturacion.nif, in Spanish, storing nothing', async () => {
    const before = await orderCount();
    const response = await save({ ...nationalOrder, facturacion: { ...PERSON_BILLING, nif: '12345678A' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: ERROR_BANNER });
    expect(response.json().fields).toEqual({ 'facturacion.nif': 'El NIF no es válido' });
    expect(await orderCount()).toBe(before);
  });

  it('stores a good one normalised at the envelope’s top level, exactly its seven parts', async () => {
    const sent = { ...PERSON_BILLING, nif: ' 12.345.678-z ', pais: 'espana', iban: 'ES0000000000' };
    const response = await save({ ...nationalOrder, facturacion: sent });
    expect(response.statusCode, response.body).toBe(201);
    const envelope = await stored(response.json().referencia);
    expect(envelope.facturacion).toEqual(PERSON_BILLING);
    // The database keeps keys in an order of its own: the set is what counts.
    expect(Object.keys(envelope.facturacion as object).sort()).toEqual(['ciudad', 'codigoPostal', 'direccion', 'nif', 'nombre', 'pais', 'provincia']);
  });

  it('reads it inside adicional too (DECISIONS §9)', async () => {
    const response = await save({ ...nationalOrder, adicional: { facturacion: PERSON_BILLING } });
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored(response.json().referencia)).facturacion).toEqual(PERSON_BILLING);
  });

  it('asks a company for its CIF at any total: a save may wait for it, the payment does not start without it', async () => {
    const company = { applicantType: 'empresa', name: 'Horchatería Clara, S.L.', lastName: '' };
    // A draft saved before the step that asks it (the trademark wizard's, spec-1 §4) is kept...
    const draft = await save(copyright(company));
    expect(draft.statusCode, draft.body).toBe(201);
    // ...and not paid until it names the invoice's holder.
    const refused = await pay(draft.json().referencia);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Faltan los datos de facturación');
    expect(refused.body).toContain('href="/derechos-autor"');
    const completed = await save(copyright({ ...company, facturacion: COMPANY_BILLING }), { referencia: draft.json().referencia });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await pay(draft.json().referencia)).statusCode).toBe(200);
    // A block started is checked whole.
    const started = await save(copyright({ ...company, facturacion: { nif: 'B12345674' } }));
    expect(started.statusCode).toBe(400);
    expect(started.json().fields).toMatchObject({
      'facturacion.direccion': 'La dirección es obligatoria',
      'facturacion.codigoPostal': 'El código postal es obligatorio',
    });
    const personal = await save(copyright({ ...company, facturacion: { ...COMPANY_BILLING, nif: '12345678Z' } }));
    expect(personal.json().fields).toEqual({
      'facturacion.nif': 'Indica el CIF de la empresa. Si eres autónomo, elige «Soy Persona Física» como tipo de solicitante.',
    });
    const good = await save(copyright({ ...company, facturacion: { ...COMPANY_BILLING, nif: 'b-12345674' } }));
    expect(good.statusCode, good.body).toBe(201);
    expect((await stored(good.json().referencia)).facturacion).toEqual(COMPANY_BILLING);
  });

  it('lets a person at 400,00 € take a simplified invoice, and asks from 400,01 €, by the stored catalogue', async () => {
    try {
      await context.services.catalogue.set('derechos-autor', 'base', 40_000);
      const simplified = await save(copyright());
      expect(simplified.statusCode, simplified.body).toBe(201);
      expect(simplified.json().total.texto).toBe('400,00 €');
      expect(await stored(simplified.json().referencia)).not.toHaveProperty('facturacion');
      // An empty block is no block: a simplified invoice too.
      const empty = await save(
        copyright({ facturacion: { nif: '', nombre: ' ', direccion: '', codigoPostal: '', ciudad: '', provincia: '', pais: 'España' } }),
      );
      expect(empty.statusCode, empty.body).toBe(201);
      expect(await stored(empty.json().referencia)).not.toHaveProperty('facturacion');

      expect((await pay(simplified.json().referencia)).statusCode).toBe(200);

      await context.services.catalogue.set('derechos-autor', 'base', 40_001);
      const over = await save(copyright());
      expect(over.statusCode, over.body).toBe(201);
      expect((await pay(over.json().referencia)).statusCode).toBe(409);
      const complete = await save(copyright({ facturacion: { ...PERSON_BILLING, codigoPostal: '53000' } }));
      expect(complete.json().fields).toEqual({ 'facturacion.codigoPostal': 'El código postal no es válido' });
      const named = await save(copyright({ facturacion: PERSON_BILLING }));
      expect(named.statusCode).toBe(201);
      expect((await pay(named.json().referencia)).statusCode).toBe(200);
    } finally {
      await context.services.catalogue.set('derechos-autor', 'base', 45_000);
    }
  });

  it('drops the block of a quote request, which is never invoiced online', async () => {
    const quote = {
      ...copyright(),
      flow: 'patentes',
      producto: 'Registro de Patente Internacional',
      description: 'Válvula de riego.',
      selectedCountries: [{ code: 'US', name: 'Estados Unidos', dialCode: '+1' }],
      facturacion: { ...PERSON_BILLING, nif: 'mal' },
      adicional: { patentType: 'otros', hasPatent: 'no', patentTitle: 'Válvula autolimpiable' },
    };
    const response = await save(quote);
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(response.json().referencia)).not.toHaveProperty('facturacion');
  });
});
