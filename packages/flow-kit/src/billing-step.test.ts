import { describe, expect, it } from 'vitest';
import { priceOf, quoteOf } from '@shop/money';
import { applicantFields, applicantStepFields, consentFieldNames, consentFields } from './applicant';
import { radio, stepper } from './fields';
import { defineFlow, type AnyFlow } from './flow';
import { orderMachine } from './order-machine';
import { validateOrder } from './order-check';
import { buildEnvelope, dataFromEnvelope } from './envelope';
import { describeOrder } from './describe';
import { billingPendingOf } from './billing-step';
import { COMPANY_BILLING, PERSON_BILLING } from './billing.testkit';

/** A flow whose total is `units` × the catalogue's 'unit' (seed 100,00 €): 4 units are 400,00 €. */
const shop = (shape: { quoteOnly?: boolean; summary?: boolean } = {}): AnyFlow =>
  defineFlow({
    id: 'tienda',
    routes: ['/tienda'],
    title: 'Tienda',
    description: 'Una tienda de prueba.',
    progress: ['Rellena el formulario', 'Realiza el pago'],
    ...(shape.quoteOnly ? { quoteOnly: true } : { isQuoteRequest: (data: { kind: string }) => data.kind === 'presupuesto' }),
    fields: {
      ...applicantFields,
      kind: radio({
        label: 'Tipo',
        options: [
          { value: 'compra', label: 'Compra' },
          { value: 'presupuesto', label: 'Presupuesto' },
        ],
        initial: 'compra',
      }),
      units: stepper({ label: 'Unidades', min: 1, max: 50, rangeMessage: 'Entre 1 y 50' }),
      ...consentFields,
    },
    steps: [
      { id: 'form', title: 'Tienda', fields: [...applicantStepFields, 'kind', 'units', ...consentFieldNames] },
      ...(shape.summary ? [{ id: 'summary', kind: 'summary' as const, title: 'Resumen', summary: () => ({ rows: [{ label: 'Total', value: '-' }] }) }] : []),
    ],
    catalogue: [{ key: 'unit', label: 'Unidad', cents: 10_000, suplidosCents: 0 }],
    price: (data, prices) => (data.kind === 'presupuesto' ? quoteOf([]) : quoteOf([{ label: 'Unidades', cents: data.units * priceOf(prices, 'unit') }])),
    envelope: () => ({ producto: 'Tienda' }),
    machine: (setup) => orderMachine(setup, 'tienda', { summary: shape.summary === true }),
  });

const order = (flow: AnyFlow, change: Record<string, unknown> = {}) => ({
  ...flow.initialData(),
  name: 'Lucía',
  lastName: 'Martínez Soler',
  email: 'lucia@example.es',
  phone: '612345678',
  acceptPrivacy: true,
  acceptTerms: true,
  ...change,
});

describe('the billing block of every paid flow (DECISIONS §12)', () => {
  it('is the last form step’s, before the consents; the summary shows it; a quote-only flow has none', () => {
    const flow = shop({ summary: true });
    expect(flow.steps[0]!.fields).toEqual([...applicantStepFields, 'kind', 'units', 'facturacion', ...consentFieldNames]);
    expect(flow.fields.facturacion).toMatchObject({ kind: 'billing', label: 'Datos de facturación', initial: null });
    const data = order(flow, { facturacion: PERSON_BILLING });
    expect(flow.steps[1]!.summary!(data, flow.price(data, { unit: 10_000 })).billing).toEqual([
      { label: 'Factura a nombre de', value: 'Lucía Martínez Soler' },
      { label: 'NIF / NIE', value: '12345678Z' },
      { label: 'Dirección de facturación', value: 'Calle de la Paz 12, 3º, 46003 Valencia, España' },
    ]);
    const quotes = shop({ quoteOnly: true });
    expect(quotes.fields).not.toHaveProperty('facturacion');
    expect(quotes.steps[0]!.fields).not.toContain('facturacion');
  });

  it('is optional for a person up to 400,00 € and required from 400,01 €, priced with the catalogue given', () => {
    const flow = shop();
    const missing = { 'facturacion.nif': 'El NIF o NIE es obligatorio', 'facturacion.direccion': 'La dirección es obligatoria' };
    expect(flow.validateStep('form', order(flow, { units: 4 }))).toEqual({});
    expect(flow.validateStep('form', order(flow, { units: 5 }))).toMatchObject(missing);
    expect(flow.validateStep('form', order(flow, { units: 4 }), { unit: 10_001 })).toMatchObject(missing);
    // The server: a block started is checked whole; one not given yet waits, and the payment waits for it.
    const started = { facturacion: { nif: '12345678Z' } };
    expect(validateOrder(flow, order(flow, { units: 4, ...started }), { unit: 10_000 })).toMatchObject({
      ok: false,
      issues: { 'facturacion.direccion': 'La dirección es obligatoria' },
    });
    expect(validateOrder(flow, order(flow, { units: 4 }), { unit: 10_001 })).toMatchObject({ ok: true });
    expect(billingPendingOf(flow, order(flow, { units: 4 }), 40_000)).toBe(false);
    expect(billingPendingOf(flow, order(flow, { units: 4 }), 40_001)).toBe(true);
    expect(billingPendingOf(flow, order(flow, { units: 4, facturacion: PERSON_BILLING }), 40_001)).toBe(false);
  });

  it('is required for a company at any total, with a CIF', () => {
    const flow = shop();
    const company = { applicantType: 'empresa', name: 'Horchatería Clara, S.L.', units: 1 };
    expect(flow.validateStep('form', order(flow, company))).toMatchObject({ 'facturacion.nif': 'El CIF es obligatorio' });
    expect(billingPendingOf(flow, order(flow, company), 10_000)).toBe(true);
    expect(validateOrder(flow, order(flow, { ...company, facturacion: { ...COMPANY_BILLING, nif: 'B12345675' } }))).toEqual({
      ok: false,
      issues: { 'facturacion.nif': 'El CIF no es válido' },
    });
    expect(validateOrder(flow, order(flow, { ...company, facturacion: COMPANY_BILLING }))).toMatchObject({ ok: true });
  });

  it('is asked neither in the browser nor on the server when the order is a quote request, and a hidden block is dropped', () => {
    const flow = shop();
    const quote = order(flow, { applicantType: 'empresa', name: 'Horchatería Clara, S.L.', kind: 'presupuesto', facturacion: COMPANY_BILLING });
    expect(flow.validateStep('form', { ...quote, facturacion: null })).toEqual({});
    expect(validateOrder(flow, quote)).toMatchObject({ ok: true, data: { facturacion: null } });
  });

  it('travels top-level or in adicional, normalised; unknown keys and an empty block are not kept', () => {
    const flow = shop();
    const sent = { ...PERSON_BILLING, nif: '12.345.678-z', pais: 'espana', iban: 'ES00' };
    for (const wire of [order(flow, { facturacion: sent }), dataFromEnvelope({ ...order(flow), adicional: { facturacion: sent } })]) {
      const checked = validateOrder(flow, wire);
      expect(checked).toMatchObject({ ok: true, data: { facturacion: PERSON_BILLING } });
      const data = (checked as { data: Record<string, unknown> }).data;
      const quote = flow.price(data as never, { unit: 10_000 });
      expect(buildEnvelope(flow.id, data, quote, flow.envelope(data as never, quote)).facturacion).toEqual(PERSON_BILLING);
    }
    const empty = validateOrder(flow, order(flow, { facturacion: { nif: ' ', nombre: '', pais: 'España' } }));
    expect(empty).toMatchObject({ ok: true, data: { facturacion: null } });
    expect(buildEnvelope(flow.id, order(flow), quoteOf([]), { producto: 'Tienda' })).not.toHaveProperty('facturacion');
  });

  it('says a part at fault under its own path, and a value of the wrong kind in Spanish', () => {
    const flow = shop();
    expect(validateOrder(flow, order(flow, { units: 5, facturacion: { ...PERSON_BILLING, nif: '12345678A' } }))).toEqual({
      ok: false,
      issues: { 'facturacion.nif': 'El NIF no es válido' },
    });
    expect(validateOrder(flow, order(flow, { facturacion: 'sí' }))).toMatchObject({
      ok: false,
      malformed: true,
      issues: { facturacion: expect.stringMatching(/^Valor no válido/) },
    });
    expect(validateOrder(flow, order(flow, { facturacion: { ...PERSON_BILLING, ciudad: 7 } }))).toMatchObject({ ok: false, malformed: true });
  });

  it('reads well where an order is described by its labels (mails, back office)', () => {
    const flow = shop();
    const rows = (change: Record<string, unknown>) => describeOrder(flow, order(flow, change)).slice(-3);
    expect(rows({ facturacion: null }).at(-1)).toEqual({ label: 'Factura', value: 'Simplificada, sin datos fiscales del cliente' });
    expect(rows({ applicantType: 'empresa', facturacion: COMPANY_BILLING })).toEqual([
      { label: 'Factura a nombre de', value: 'Horchatería Clara, S.L.' },
      { label: 'CIF', value: 'B12345674' },
      { label: 'Dirección de facturación', value: 'Avenida del Puerto 200, 46023 Valencia, España' },
    ]);
  });
});
