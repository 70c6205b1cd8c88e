import { describe, expect, it } from 'vitest';
import { buildEnvelope, replay } from '@shop/flow-kit';
import { formatEur, withFallback } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { trademarkPlanLines } from './parts/trademark';
import flow from './marca-europea';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  applicantType: 'empresa' as const,
  name: 'Cerámicas del Turia, S.L.',
  email: 'export@example.es',
  phone: '961234567',
  brandName: 'Turia Blue',
  acceptPrivacy: true,
  acceptTerms: true,
  selectedClasses: [21],
  selectedTrademarkType: 'denominativa',
  facturacion: COMPANY_BILLING,
};

const total = (patch: Partial<typeof valid>) => formatEur(flow.price({ ...valid, ...patch }, prices).totalCents);

describe('marca-europea prices (spec-1 §9, DECISIONS §1)', () => {
  it.each([
    [{ selectedClasses: [9], selectedPlan: 'basic' as const }, '1140,00 €'],
    [{ selectedClasses: [9], selectedPlan: 'premium' as const }, '1380,00 €'],
    [{ selectedClasses: [9, 35], selectedPlan: 'basic' as const }, '1265,00 €'],
    [{ selectedClasses: [9, 35, 42], selectedTrademarkType: 'tridimensional', selectedPlan: 'basic' as const }, '1630,00 €'],
    [{ selectedClasses: [9, 35, 41, 42], selectedPlan: 'basic' as const }, '1755,00 €'],
    [{ selectedClasses: [9, 35, 42], selectedTrademarkType: 'holograma', selectedPlan: 'premium' as const }, '1950,00 €'],
    [{ selectedClasses: [], selectedTrademarkType: '', selectedPlan: 'basic' as const }, '1140,00 €'],
  ])('%j costs %s', (patch, expected) => expect(total(patch)).toBe(expected));

  it('takes every figure from the catalogue, key by key', () => {
    const stored = withFallback(flow.catalogue, { basic: 99000, firstAdditionalClass: 10000, furtherAdditionalClass: 20000, 'type:color': 5000 });
    const quote = flow.price({ ...valid, selectedClasses: [1, 2, 3], selectedTrademarkType: 'color' }, stored);
    expect(quote.totalCents).toBe(99000 + 10000 + 20000 + 5000);
  });

  it("breaks the total down from the chosen plan's real base, never a fixed 1140 € (DECISIONS §1)", () => {
    const quote = flow.price({ ...valid, selectedClasses: [9, 35, 42], selectedPlan: 'premium' }, prices);
    expect(quote.lines.map((line) => [line.label, line.cents])).toEqual([
      ['Plan Premium', 138000],
      ['2 clases adicionales', 37000],
      ['Tipo DENOMINATIVA', 0],
    ]);
  });

  it('writes the price note from the catalogue (DECISIONS §9)', () => {
    const notes = flow.steps.find((step) => step.id === 'trademarkType')!.notes as (prices: Record<string, number>) => string[];
    expect(notes(prices)).toEqual(['1ª clase adicional 125 €, a partir de la 2ª clase adicional 245 €']);
    expect(notes(withFallback(flow.catalogue, { firstAdditionalClass: 13050, furtherAdditionalClass: 26000 }))).toEqual([
      '1ª clase adicional 130,50 €, a partir de la 2ª clase adicional 260 €',
    ]);
  });

  it('lists the classes and type under each plan card', () => {
    const data = { ...valid, selectedClasses: [9, 35, 42], selectedTrademarkType: 'tridimensional' };
    expect(trademarkPlanLines(data, flow.price(data, prices))).toEqual([
      'Clase incluida: 1 (0 €)',
      'Clases adicionales: 2 (370,00 €)',
      'Tipo de marca: TRIDIMENSIONAL (+ 120,00 €)',
    ]);
  });
});

describe('marca-europea form (spec-1 §2.7, §5)', () => {
  it("is titled 'Quién registra la Marca', with the agent box ticked by default", () => {
    expect(flow.steps[0]!.title).toBe('Quién registra la Marca');
    expect(flow.initialData().wantAgent).toBe(true);
    expect(flow.fields.phone.countryFromBrowser).toBe(true);
  });

  it('gives every message of a blank persona form', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      name: 'El nombre es obligatorio',
      lastName: 'Los apellidos son obligatorios',
      email: 'El email es obligatorio',
      phone: 'El teléfono es obligatorio',
      brandName: 'El nombre de la marca es obligatorio',
      acceptPrivacy: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
      acceptTerms: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
    });
  });

  it("sends producto 'Marca Europea' with the subtotals in euros", () => {
    const data = { ...valid, selectedClasses: [9, 35, 42], selectedTrademarkType: 'tridimensional' };
    const quote = flow.price(data, prices);
    const envelope = buildEnvelope(flow.id, data, quote, flow.envelope(data, quote));
    expect(envelope).toMatchObject({
      producto: 'Marca Europea',
      total: 1630,
      subtotal: 1630,
      additionalClassesTotal: 370,
      trademarkTypeTotal: 120,
      modulo: 'rtm',
    });
  });
});

describe('marca-europea machine (spec-1 §4)', () => {
  itWalksEveryPath(flow, {
    'valid, agent advises (default)': valid,
    'valid, no agent': { ...valid, wantAgent: false },
    'valid, agent chooses classes': { ...valid, wantAgent: false, wantClassAgent: true },
    'blank form': flow.initialData(),
    'no class chosen': { ...valid, wantAgent: false, selectedClasses: [] },
  });

  const done = { type: 'xstate.done.actor.saveOrder', output: { referencia: 'R', total: { centimos: 0, texto: '' }, estado: 'draft' } };
  it('goes from a valid form straight to plans (draft saved first), and Back returns to the form', () => {
    const plans = replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, done]);
    expect(plans.value).toBe('plans');
    expect(plans.context.referencia).toBe('R');
    const back = replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, done, { type: 'BACK' }]);
    expect(back.value).toBe('form');
    expect(back.context.data.brandName).toBe('Turia Blue');
  });
});
