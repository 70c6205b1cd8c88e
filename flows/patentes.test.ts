import { describe, expect, it } from 'vitest';
import { actionLabelOf, buildEnvelope, progressOf, QUOTE_PROGRESS, replay, validateOrder } from '@shop/flow-kit';
import { countryByCode } from '@shop/ip-content';
import { formatEur, withFallback } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import flow from './patentes';
import { COMPANY_BILLING, PERSON_BILLING } from '@shop/flow-kit/billing.testkit';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  applicantType: 'empresa' as const,
  name: 'Taller Mecànic Turia, S.L.',
  email: 'patentes@example.es',
  phone: '961234567',
  patentType: 'española' as const,
  patentTitle: 'Válvula de riego por goteo autolimpiable',
  description: 'Válvula que expulsa los sedimentos con la presión del agua.',
  acceptPrivacy: true,
  acceptTerms: true,
  facturacion: COMPANY_BILLING,
};
const otros = { ...valid, patentType: 'otros' as const, selectedCountries: [countryByCode('US')!, countryByCode('JP')!] };
const summary = flow.steps.find((step) => step.id === 'summary')!;

describe('patentes', () => {
  it('shows the quote strip for other countries, which pays nothing online, and the payment strip otherwise', () => {
    expect(progressOf(flow, { ...flow.initialData(), patentType: 'otros' })).toEqual(QUOTE_PROGRESS);
    expect(progressOf(flow, { ...flow.initialData(), patentType: 'española' })).toEqual(['Rellena el formulario', 'Realiza el pago', 'Registro en 24h']);
  });

  it.each([
    ['española', false, '2662,00 €'],
    ['española', true, '2152,67 €'],
    ['europea', false, '2990,00 €'],
    ['europea', true, '2990,00 €'],
    ['otros', false, '0,00 €'],
  ] as const)('%s (PYME %s) costs %s (spec-2 §9, DECISIONS §9)', (patentType, isPyme, total) => {
    expect(formatEur(flow.price({ ...valid, patentType, isPyme }, prices).totalCents)).toBe(total);
  });

  it('shows the PYME reduction as its own line of −509,33 €', () => {
    const quote = flow.price({ ...valid, isPyme: true }, prices);
    expect(quote.lines.map((line) => [line.label, formatEur(line.cents)])).toEqual([
      ['Registro de Patente Española', '2662,00 €'],
      ['Reducción PYME/autónomo', '−509,33 €'],
    ]);
    const rows = summary.summary!({ ...valid, isPyme: true }, quote).rows;
    expect(rows).toContainEqual({ label: 'Patente existente', value: 'No' });
    expect(rows).toContainEqual({ label: 'Reducción PYME/autónomo', value: '−509,33 €' });
    expect(rows.at(-1)).toEqual({ label: 'Total', value: '2152,67 €' });
  });

  it('follows the catalogue, the reduction too', () => {
    const table = withFallback(flow.catalogue, { espanola: 270000, europea: 310000, pyme: 60000 });
    expect(flow.price({ ...valid, isPyme: true }, table).totalCents).toBe(210000);
    expect(flow.price({ ...valid, patentType: 'europea' }, table).totalCents).toBe(310000);
  });

  it('gives the spec-2 §5 and DECISIONS §9 messages', () => {
    expect(flow.validateStep('form', { ...flow.initialData(), hasPatent: 'si' })).toEqual({
      name: 'El nombre es obligatorio',
      lastName: 'Los apellidos son obligatorios',
      email: 'El email es obligatorio',
      phone: 'El teléfono es obligatorio',
      existingPatentNumber: 'El número de patente es obligatorio',
      extensionCountries: 'Debes seleccionar al menos un país para continuar.',
      patentType: 'Debes seleccionar un tipo de patente',
      patentTitle: 'El título de la invención es obligatorio',
      description: 'La descripción es obligatoria',
      acceptPrivacy: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
      acceptTerms: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
    });
    expect(flow.validateStep('form', { ...otros, selectedCountries: [] })).toEqual({ selectedCountries: 'Debes seleccionar al menos un país para continuar.' });
  });

  it("takes the title under the spec's wire name patentName when patentTitle is absent (spec-2 §3.2)", () => {
    const { patentTitle, ...withoutTitle } = valid;
    const checked = validateOrder(flow, { ...withoutTitle, patentName: patentTitle });
    expect(checked).toMatchObject({ ok: true, data: { patentTitle } });
    // Both sent: the form's own name wins.
    expect(validateOrder(flow, { ...valid, patentName: 'Otro' })).toMatchObject({ ok: true, data: { patentTitle } });
    expect(validateOrder(flow, withoutTitle)).toMatchObject({ ok: false, issues: { patentTitle: 'El título de la invención es obligatorio' } });
  });

  it('keeps no value the visitor could not see: a company’s surnames, the PYME box of a European patent', () => {
    const checked = validateOrder(flow, { ...valid, applicantType: 'empresa', lastName: 'Pérez', patentType: 'europea', isPyme: true });
    expect(checked).toMatchObject({ ok: true, data: { lastName: '', isPyme: false } });
    // What the visitor could see stays.
    expect(validateOrder(flow, { ...valid, applicantType: 'persona', lastName: 'Pérez', isPyme: true, facturacion: PERSON_BILLING })).toMatchObject({
      ok: true,
      data: { lastName: 'Pérez', isPyme: true },
    });
  });

  it('asks for the PYME box only for the Spanish patent, and drops it when the type changes', () => {
    expect(flow.fields.isPyme.visibleWhen!(valid)).toBe(true);
    expect(flow.fields.isPyme.visibleWhen!({ ...valid, patentType: 'europea' })).toBe(false);
    expect(flow.fields.patentType.onSet!('europea', { ...valid, isPyme: true })).toEqual({ isPyme: false });
    expect(flow.fields.isPyme.hint).toMatch(/250 trabajadores.*200 millones.*43 millones.*036\/037/);
  });

  it('sends the title, description and existing patent number (DECISIONS §9) with the product label', () => {
    const data = { ...valid, isPyme: true, hasPatent: 'si' as const, existingPatentNumber: 'P201930123', extensionCountries: [countryByCode('PT')!] };
    const quote = flow.price(data, prices);
    expect(buildEnvelope(flow.id, data, quote, flow.envelope(data, quote))).toMatchObject({
      producto: 'Registro de Patente Española',
      brandName: 'Válvula de riego por goteo autolimpiable',
      description: 'Válvula que expulsa los sedimentos con la presión del agua.',
      mediaType: 'imagen',
      total: 2152.67,
      adicional: {
        patentType: 'española',
        isPyme: true,
        hasPatent: 'si',
        patentTitle: data.patentTitle,
        existingPatentNumber: 'P201930123',
        extensionCountries: [{ code: 'PT' }],
      },
    });
    const europe = { ...valid, patentType: 'europea' as const, isPyme: true };
    expect(flow.envelope(europe, flow.price(europe, prices))).toMatchObject({ producto: 'Registro de Patente Europea', adicional: { isPyme: false } });
    expect(flow.envelope(otros, flow.price(otros, prices))).toMatchObject({
      producto: 'Registro de Patente Internacional',
      selectedCountries: [{ code: 'US' }, { code: 'JP' }],
    });
  });

  it("labels the summary's button by case: 'Procesando...' paying, 'Enviando solicitud...' for the otros quote (spec-2 §2.2)", () => {
    expect(flow.isQuote(otros)).toBe(true);
    expect(flow.isQuote(valid)).toBe(false);
    expect(actionLabelOf(summary, valid)).toBe('Proceder al pago');
    expect(actionLabelOf(summary, valid, 'checkout')).toBe('Procesando...');
    expect(actionLabelOf(summary, otros, 'quote')).toBe('Enviando solicitud...');
    expect(summary.summary!(otros, flow.price(otros, prices)).rows.at(-1)).toEqual({ label: 'Total', value: 'Presupuesto personalizado' });
  });

  describe('machine', () => {
    itWalksEveryPath(flow, { valid, blank: flow.initialData(), otros, pyme: { ...valid, isPyme: true } });
    it('otros ends on the confirmation after the summary, never at payment', () => {
      const done = { type: 'xstate.done.actor.saveOrder', output: { referencia: 'R', total: { centimos: 0, texto: '0,00 €' }, estado: 'quote_requested' } };
      const snapshot = replay(flow.machine, { data: otros }, [{ type: 'NEXT' }, { type: 'PAY' }, done]);
      expect(snapshot.value).toBe('sent');
    });
  });
});
