import { describe, expect, it } from 'vitest';
import { buildEnvelope, replay, validateOrder } from '@shop/flow-kit';
import { formatEur, withFallback } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import flow from './renovacion-marca';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  applicantType: 'empresa' as const,
  name: 'Horchatería Clara, S.L.',
  email: 'marcas@example.es',
  phone: '961234567',
  brandName: 'Horchata Clara',
  brandNumber: 'M3654321',
  acceptPrivacy: true,
  acceptTerms: true,
  facturacion: COMPANY_BILLING,
};

type MarkType = 'nacional' | 'comercial' | 'europea';
const total = (selectedMarkType: MarkType, numberOfClasses: number, table = prices) =>
  formatEur(flow.price({ ...valid, selectedMarkType, numberOfClasses }, table).totalCents);

describe('renovacion-marca prices (spec-2 §9: base + (classes − 1) × extra class)', () => {
  it.each([
    ['nacional', 1, '218,00 €'],
    ['nacional', 2, '368,00 €'],
    ['nacional', 4, '668,00 €'],
    ['comercial', 1, '218,00 €'],
    ['comercial', 3, '518,00 €'],
    ['europea', 1, '1140,00 €'],
    ['europea', 2, '1230,00 €'],
    ['europea', 5, '1500,00 €'],
    ['nacional', 45, '6818,00 €'],
  ] as const)('%s with %i classes costs %s', (type, classes, expected) => expect(total(type, classes)).toBe(expected));

  it('follows the catalogue per mark type', () => {
    const stored = withFallback(flow.catalogue, { 'base:europea': 120000, 'extraClass:europea': 10000, 'base:comercial': 20000 });
    expect(total('europea', 3, stored)).toBe('1400,00 €');
    expect(total('comercial', 2, stored)).toBe('350,00 €');
    expect(total('nacional', 2, stored)).toBe('368,00 €');
  });

  it('prices a count out of range as the nearest allowed one while the field says it is out of range', () => {
    expect(total('nacional', 46)).toBe(total('nacional', 45));
    expect(total('nacional', 1_000_000)).toBe('6818,00 €');
    expect(total('nacional', 0)).toBe('218,00 €');
  });

  it('declares the public price endpoints of spec-2 §7.2 on catalogue keys', () => {
    expect(flow.publicPrices).toEqual({ 'precio-renovacion-marca-nacional': 'base:nacional', 'precio-renovacion-marca-europea': 'base:europea' });
    for (const key of Object.values(flow.publicPrices!)) expect(prices[key]).toBeGreaterThan(0);
  });
});

describe('renovacion-marca form (spec-2 §2.4, §5, DECISIONS §9)', () => {
  it('defaults the mark type from the route', () => {
    expect(flow.routes).toEqual(['/renovacion-marca-nacional', '/renovacion-marca-europea']);
    expect(flow.routeDefaults).toEqual({
      '/renovacion-marca-nacional': { selectedMarkType: 'nacional' },
      '/renovacion-marca-europea': { selectedMarkType: 'europea' },
    });
    expect(flow.fields.selectedMarkType.options!.map((option) => option.value)).toEqual(['nacional', 'comercial', 'europea']);
    expect(flow.progress.at(-1)).toBe('Renovación en 24h');
    expect(flow.steps[0]!.action!.label).toBe('Renovar Marca');
  });

  it('gives every message of a blank form, the mark number included', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      name: 'El nombre es obligatorio',
      lastName: 'Los apellidos son obligatorios',
      email: 'El email es obligatorio',
      phone: 'El teléfono es obligatorio',
      brandName: 'El nombre de la marca es obligatorio',
      brandNumber: 'El número de marca es obligatorio',
      acceptPrivacy: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
      acceptTerms: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
    });
  });

  it('takes 1 to 45 classes: there are 45 Nice classes (spec-2 §5 gives no maximum)', () => {
    const range = 'Indica entre 1 y 45 clases.';
    expect(flow.fields.numberOfClasses).toMatchObject({ min: 1, max: 45 });
    expect(flow.validateStep('form', { ...valid, numberOfClasses: 0 })).toEqual({ numberOfClasses: range });
    expect(flow.validateStep('form', { ...valid, numberOfClasses: 1 })).toEqual({});
    expect(flow.validateStep('form', { ...valid, numberOfClasses: 45 })).toEqual({});
    expect(flow.validateStep('form', { ...valid, numberOfClasses: 46 })).toEqual({ numberOfClasses: range });
    expect(validateOrder(flow, { ...valid, numberOfClasses: -3 })).toMatchObject({ ok: false, issues: { numberOfClasses: range } });
    // The server refuses what the browser does: a 46th class, or a million (once a 150 million euro order).
    for (const numberOfClasses of [46, 1_000_000, 1_000_001]) {
      expect(validateOrder(flow, { ...valid, numberOfClasses })).toMatchObject({ ok: false, issues: { numberOfClasses: range } });
    }
    expect(validateOrder(flow, { ...valid, numberOfClasses: 45 })).toMatchObject({ ok: true });
  });

  it('takes documents of any type: 10 files of 128MB (DECISIONS §3)', () => {
    expect(flow.fields.documents.files).toMatchObject({ naming: 'indexed', maxFiles: 10, maxBytes: 128 * 1024 * 1024, accept: ['*'] });
  });

  it.each([
    ['nacional', 'Renovación Marca Nacional'],
    ['comercial', 'Renovación Nombre Comercial'],
    ['europea', 'Renovación Marca Europea'],
  ] as const)('sends the %s renovation as %s with the spec-2 §3.2 fields', (selectedMarkType, producto) => {
    const data = { ...valid, selectedMarkType, numberOfClasses: 2 };
    const quote = flow.price(data, prices);
    expect(buildEnvelope(flow.id, data, quote, flow.envelope(data, quote))).toMatchObject({
      producto,
      brandName: 'Horchata Clara',
      adicional: { brandNumber: 'M3654321', numberOfClasses: 2, selectedMarkType, selectedInternationalCountries: [], isRenovation: true },
    });
  });
});

describe('renovacion-marca machine (spec-2 §4: straight from the form to payment)', () => {
  itWalksEveryPath(flow, {
    'valid national': valid,
    'valid European, 3 classes': { ...valid, selectedMarkType: 'europea', numberOfClasses: 3 },
    'no class': { ...valid, numberOfClasses: 0 },
    'a 46th class': { ...valid, numberOfClasses: 46 },
    blank: flow.initialData(),
  });

  it('saves the checkout from the form and reaches payment with the reference', () => {
    const done = {
      type: 'xstate.done.actor.saveOrder',
      output: { referencia: 'R', total: { centimos: 21800, texto: '218,00 €' }, estado: 'awaiting_payment' },
    };
    const snapshot = replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, done]);
    expect(snapshot.value).toBe('payment');
    expect(snapshot.context.referencia).toBe('R');
  });
});
