import { describe, expect, it } from 'vitest';
import { buildEnvelope, replay, validateOrder } from '@shop/flow-kit';
import { formatEur, withFallback } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import flow from './nombre-comercial';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  applicantType: 'persona' as const,
  name: 'Marta',
  lastName: 'Ferrer Vidal',
  email: 'marta@example.es',
  phone: '612345678',
  brandName: 'Taller Ferrer',
  acceptPrivacy: true,
  acceptTerms: true,
  selectedClasses: [35],
  selectedTrademarkType: 'denominativa',
};

const total = (patch: Partial<typeof valid>) => formatEur(flow.price({ ...valid, ...patch }, prices).totalCents);
const LOCKED = 'Solo puedes elegir clases de servicios (35 a 45).';

describe('nombre-comercial prices (spec-1 §9: the national figures)', () => {
  it.each([
    [{ selectedClasses: [35], selectedPlan: 'basic' as const }, '199,00 €'],
    [{ selectedClasses: [35], selectedPlan: 'premium' as const }, '299,00 €'],
    [{ selectedClasses: [35, 41], selectedPlan: 'premium' as const }, '449,00 €'],
    [{ selectedClasses: [35, 41, 43], selectedPlan: 'basic' as const }, '499,00 €'],
    [{ selectedClasses: [35, 41], selectedTrademarkType: 'color', selectedPlan: 'basic' as const }, '429,00 €'],
    [{ selectedClasses: [], selectedTrademarkType: '', selectedPlan: 'basic' as const }, '199,00 €'],
  ])('%j costs %s', (patch, expected) => expect(total(patch)).toBe(expected));

  it('prices with the stored catalogue over the seed', () => {
    const stored = withFallback(flow.catalogue, { premium: 31900, additionalClass: 16000 });
    expect(flow.price({ ...valid, selectedClasses: [35, 41], selectedPlan: 'premium' }, stored).totalCents).toBe(31900 + 16000);
  });
});

describe('nombre-comercial rules (spec-1 §2.7, §5, DECISIONS §9)', () => {
  it("is titled 'Nombre Comercial', asks for the trade name, ticks the agent box by default", () => {
    expect(flow.steps[0]!.title).toBe('Nombre Comercial');
    expect(flow.fields.brandName.label).toBe('Nombre comercial');
    expect(flow.initialData().wantAgent).toBe(true);
    expect(flow.validateStep('form', { ...valid, brandName: '  ' })).toEqual({ brandName: 'El nombre comercial es obligatorio' });
  });

  it('lets only classes 35-45 be toggled, and refuses the others with a Spanish message', () => {
    const selectable = flow.fields.selectedClasses.selectableClasses!;
    expect([1, 12, 34].map(selectable)).toEqual([false, false, false]);
    expect([35, 40, 45].map(selectable)).toEqual([true, true, true]);
    expect(flow.validateStep('classification', { ...valid, selectedClasses: [12, 35] })).toEqual({ selectedClasses: LOCKED });
    expect(validateOrder(flow, { ...valid, selectedClasses: [12] })).toEqual({ ok: false, issues: { selectedClasses: LOCKED } });
    // Even when an agent chooses the classes, a goods class sent anyway is refused.
    expect(validateOrder(flow, { ...valid, wantClassAgent: true, selectedClasses: [3] })).toEqual({ ok: false, issues: { selectedClasses: LOCKED } });
    expect(validateOrder(flow, { ...valid, selectedClasses: [35, 45] }).ok).toBe(true);
  });

  it("sends producto 'Nombre Comercial'", () => {
    const data = { ...valid, selectedClasses: [35, 41], selectedPlan: 'premium' as const };
    const quote = flow.price(data, prices);
    expect(buildEnvelope(flow.id, data, quote, flow.envelope(data, quote))).toMatchObject({
      producto: 'Nombre Comercial',
      total: 449,
      additionalClassesTotal: 150,
    });
  });
});

describe('nombre-comercial machine (spec-1 §4)', () => {
  itWalksEveryPath(flow, {
    'valid, agent advises (default)': valid,
    'valid, no agent': { ...valid, wantAgent: false },
    'valid, agent chooses classes': { ...valid, wantAgent: false, wantClassAgent: true },
    'blank form': flow.initialData(),
    'a goods class chosen': { ...valid, wantAgent: false, selectedClasses: [12] },
  });

  it('stays on the classification step with a goods class', () => {
    const snapshot = replay(flow.machine, { data: { ...valid, wantAgent: false, selectedClasses: [12] } }, [{ type: 'NEXT' }, { type: 'NEXT' }]);
    expect(snapshot.value).toBe('classification');
    expect(snapshot.context.showErrors).toBe(true);
  });
});
