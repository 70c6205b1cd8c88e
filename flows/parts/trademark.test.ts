import { describe, expect, it } from 'vitest';
import { validateOrder } from '@shop/flow-kit';
import { NO_TYPE_MESSAGE, noteEur, planCards, planField, trademarkTypeField, typeSurcharge } from './trademark';
import nacional from '../marca-nacional';
import europea from '../marca-europea';
import comercial from '../nombre-comercial';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';

describe('trademark parts', () => {
  it('prices a type from the catalogue, else from its default surcharge (spec-1 §9)', () => {
    expect(typeSurcharge({ 'type:holograma': 25000 }, 'holograma')).toBe(25000);
    expect(typeSurcharge({}, 'holograma')).toBe(20000);
    expect(typeSurcharge({}, 'gold')).toBe(0);
  });

  it('gives the type tiles their surcharge through the field, not the widget', () => {
    expect(nacional.fields.selectedTrademarkType.optionPrice!('tridimensional', { 'type:tridimensional': 13000 })).toBe(13000);
  });

  it('takes no type, or one of the types of spec-1 §3, named as the tiles name it', () => {
    const field = trademarkTypeField();
    expect(field.schema.safeParse('').success).toBe(true);
    expect(field.schema.safeParse('tridimensional').success).toBe(true);
    expect(field.schema.safeParse('lunar').success).toBe(false);
    expect(field.schema.safeParse('\u0000').success).toBe(false);
    expect(field.options.find((option) => option.value === 'posicion')?.label).toBe('DE POSICIÓN');
  });

  it('offers the plans basic first, then premium', () => {
    const field = planField(planCards('Marca')).selectedPlan;
    expect(field.initial).toBe('basic');
    expect(field.schema.parse(undefined)).toBe('basic');
    expect(field.schema.safeParse('premium').success).toBe(true);
    expect(field.schema.safeParse('gold').success).toBe(false);
  });

  it("writes figures in notes as the spec does: '125 €', '125,50 €'", () => {
    expect(noteEur(12500)).toBe('125 €');
    expect(noteEur(12550)).toBe('125,50 €');
  });
});

describe('the trademark-type step of the three wizards (DECISIONS §9: a type, or the agent advises)', () => {
  const order = {
    applicantType: 'empresa',
    name: 'Cerámicas del Turia, S.L.',
    email: 'export@example.es',
    phone: '961234567',
    brandName: 'Turia Blue',
    acceptPrivacy: true,
    acceptTerms: true,
    selectedClasses: [35],
    selectedTrademarkType: '',
    // The European and trade name forms tick the first agent box by default.
    wantAgent: false,
    wantClassAgent: false,
    wantTypeAgent: false,
    // A company's invoice names it (DECISIONS §12).
    facturacion: COMPANY_BILLING,
  };

  it.each([nacional, europea, comercial].map((flow) => [flow.id, flow] as const))(
    '%s: neither a type nor an agent box is refused, on the step and in the order',
    (_id, flow) => {
      const data = { ...flow.initialData(), ...order };
      expect(flow.validateStep('trademarkType', data)).toEqual({ selectedTrademarkType: NO_TYPE_MESSAGE });
      expect(validateOrder(flow, order)).toEqual({ ok: false, issues: { selectedTrademarkType: NO_TYPE_MESSAGE } });
      for (const box of ['wantTypeAgent', 'wantClassAgent', 'wantAgent']) expect(validateOrder(flow, { ...order, [box]: true }).ok, box).toBe(true);
      expect(validateOrder(flow, { ...order, selectedTrademarkType: 'figurativa' }).ok).toBe(true);
    },
  );

  it('never starts with a type chosen: a pre-selected DENOMINATIVA is not a choice', () => {
    for (const flow of [nacional, europea, comercial]) expect(flow.initialData().selectedTrademarkType, flow.id).toBe('');
  });
});
