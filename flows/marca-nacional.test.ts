import { describe, expect, it } from 'vitest';
import { replay, validateOrder } from '@shop/flow-kit';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { formatEur, withFallback } from '@shop/money';
import flow from './marca-nacional';
import { LUCIA_FILLS_THE_FORM } from './parts/applicant.testkit';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  ...LUCIA_FILLS_THE_FORM,
  selectedClasses: [29, 32],
  selectedTrademarkType: 'denominativa',
};

const total = (patch: Partial<typeof valid>) => formatEur(flow.price({ ...valid, ...patch }, prices).totalCents);

describe('marca-nacional prices (spec-1 §9)', () => {
  it.each([
    [{ selectedClasses: [1], selectedTrademarkType: 'denominativa', selectedPlan: 'basic' as const }, '199,00 €'],
    [{ selectedClasses: [1], selectedTrademarkType: 'denominativa', selectedPlan: 'premium' as const }, '299,00 €'],
    [{ selectedClasses: [1, 2], selectedTrademarkType: 'denominativa', selectedPlan: 'basic' as const }, '349,00 €'],
    [{ selectedClasses: [1, 2, 3], selectedTrademarkType: 'tridimensional', selectedPlan: 'premium' as const }, '719,00 €'],
    [{ selectedClasses: [], selectedTrademarkType: '', selectedPlan: 'basic' as const }, '199,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'holograma', selectedPlan: 'basic' as const }, '399,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'posicion', selectedPlan: 'basic' as const }, '349,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'patron', selectedPlan: 'basic' as const }, '279,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'color', selectedPlan: 'basic' as const }, '279,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'sonido', selectedPlan: 'basic' as const }, '349,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'movimiento', selectedPlan: 'basic' as const }, '349,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'multimedia', selectedPlan: 'basic' as const }, '349,00 €'],
    [{ selectedClasses: [9], selectedTrademarkType: 'figurativa', selectedPlan: 'basic' as const }, '199,00 €'],
    [{ selectedClasses: [1, 2, 3, 4, 5], selectedTrademarkType: 'figurativa', selectedPlan: 'premium' as const }, '899,00 €'],
  ])('%j costs %s', (patch, expected) => expect(total(patch)).toBe(expected));

  it('prices with the stored catalogue over the seed, key by key', () => {
    const stored = withFallback(flow.catalogue, { basic: 21900, additionalClass: 16000 });
    const quote = flow.price({ ...valid, selectedClasses: [1, 2], selectedTrademarkType: 'color' }, stored);
    expect(quote.totalCents).toBe(21900 + 16000 + 8000);
  });

  it('breaks the total down into plan, additional classes and type', () => {
    const quote = flow.price({ ...valid, selectedClasses: [1, 2, 3], selectedTrademarkType: 'tridimensional', selectedPlan: 'premium' }, prices);
    expect(quote.lines.map((line) => [line.label, line.cents])).toEqual([
      ['Plan Premium', 29900],
      ['2 clases adicionales', 30000],
      ['Tipo TRIDIMENSIONAL', 12000],
    ]);
  });
});

describe('marca-nacional validation (spec-1 §5)', () => {
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
  it('asks a company for its razón social and no surnames', () => {
    const issues = flow.validateStep('form', { ...valid, applicantType: 'empresa', name: '  ', lastName: '' });
    expect(issues).toEqual({ name: 'La razón social es obligatoria' });
  });
  it('checks e-mail format and the phone against the chosen country', () => {
    expect(flow.validateStep('form', { ...valid, email: 'lucia@', phone: '123' })).toEqual({
      email: 'El formato del email no es válido',
      phone: 'El teléfono no es válido para el país seleccionado',
    });
    const french = { code: 'FR', name: 'Francia', dialCode: '+33' };
    expect(flow.validateStep('form', { ...valid, selectedCountry: french, phone: '612345678' })).toEqual({});
  });
  it("leaves to the agent, uncharged, what an agent box hands over (DECISIONS §1: the price is the plan's)", () => {
    const chosen = { ...valid, selectedClasses: [9, 35, 42], selectedTrademarkType: 'holograma' };
    const tick = (name: 'wantAgent' | 'wantClassAgent') => ({ ...chosen, [name]: true, ...flow.fields[name]!.onSet!(true, chosen) });
    expect(tick('wantAgent')).toMatchObject({ selectedClasses: [], selectedTrademarkType: '' });
    expect(formatEur(flow.price(tick('wantAgent'), prices).totalCents)).toBe('199,00 €');
    // The class-agent box keeps the classes its step shows, not the type of the step it skips.
    expect(tick('wantClassAgent')).toMatchObject({ selectedClasses: [9, 35, 42], selectedTrademarkType: '' });
    expect(formatEur(flow.price(tick('wantClassAgent'), prices).totalCents)).toBe('499,00 €');
    expect(flow.fields.wantAgent!.onSet!(false, chosen)).toEqual({});
  });
  it('needs a class unless an agent chooses them (DECISIONS §1)', () => {
    expect(flow.validateStep('classification', { ...valid, selectedClasses: [] })).toEqual({ selectedClasses: 'Debes seleccionar al menos una clase.' });
    expect(flow.validateStep('classification', { ...valid, selectedClasses: [], wantClassAgent: true })).toEqual({});
  });
  it('stays on the type step without a type or an agent box, and the server refuses that order (DECISIONS §9)', () => {
    const NO_TYPE = 'Elige un tipo de marca o marca la casilla para que un agente te asesore.';
    const untyped = { ...valid, selectedTrademarkType: '', wantTypeAgent: false };
    expect(flow.validateStep('trademarkType', untyped)).toEqual({ selectedTrademarkType: NO_TYPE });
    expect(validateOrder(flow, untyped)).toEqual({ ok: false, issues: { selectedTrademarkType: NO_TYPE } });
    // However a client leaves it blank, the same sentence, not a refusal of the blank's shape.
    for (const blank of [null, '  ']) {
      expect(validateOrder(flow, { ...untyped, selectedTrademarkType: blank })).toEqual({ ok: false, issues: { selectedTrademarkType: NO_TYPE } });
    }
    const { selectedTrademarkType: _dropped, ...missing } = untyped;
    expect(validateOrder(flow, missing)).toEqual({ ok: false, issues: { selectedTrademarkType: NO_TYPE } });
  });
  it('takes an order without a type when an agent advises on it: its own box, or an earlier one that skips the step (spec-1 §4)', () => {
    const untyped = { ...valid, selectedTrademarkType: '' };
    for (const box of ['wantTypeAgent', 'wantClassAgent', 'wantAgent'] as const) {
      expect(flow.validateStep('trademarkType', { ...untyped, [box]: true }), box).toEqual({});
      expect(validateOrder(flow, { ...untyped, [box]: true }).ok, box).toBe(true);
    }
    expect(formatEur(flow.price({ ...untyped, wantTypeAgent: true }, prices).totalCents)).toBe('349,00 €');
    // A pre-selected DENOMINATIVA is not a choice (DECISIONS §9): the step starts with none.
    expect(flow.initialData().selectedTrademarkType).toBe('');
  });
  it('validates a whole order as the server does, trimming', () => {
    const checked = validateOrder(flow, { ...valid, brandName: '  Horchata Clara  ' });
    expect(checked.ok && checked.data.brandName).toBe('Horchata Clara');
    expect(validateOrder(flow, { ...valid, selectedClasses: [46] })).toEqual({
      ok: false,
      issues: { 'selectedClasses.0': 'Valor no válido; como máximo 45' },
      malformed: true,
    });
  });
});

describe('marca-nacional machine (spec-1 §4)', () => {
  const scenarios = {
    'valid, no agent': valid,
    'valid, agent advises class': { ...valid, wantAgent: true },
    'valid, agent chooses classes': { ...valid, wantClassAgent: true },
    'blank form': flow.initialData(),
    'no class chosen': { ...valid, selectedClasses: [] },
    'no type chosen': { ...valid, selectedTrademarkType: '' },
    'no type, agent advises on it': { ...valid, selectedTrademarkType: '', wantTypeAgent: true },
  };
  itWalksEveryPath(flow, scenarios);

  const walk = (data: typeof valid, events: string[]) =>
    replay(
      flow.machine,
      { data },
      events.map((type) =>
        type === 'DONE' ? { type: 'xstate.done.actor.saveOrder', output: { referencia: 'R', total: { centimos: 0, texto: '' }, estado: 'draft' } } : { type },
      ),
    );

  it('skips classification and type when the agent advises (draft saved first)', () => {
    expect(walk({ ...valid, wantAgent: true }, ['NEXT']).value).toBe('savingFromForm');
    expect(walk({ ...valid, wantAgent: true }, ['NEXT', 'DONE']).value).toBe('plans');
  });
  it('goes form → classification → trademarkType → plans without agents', () => {
    expect(walk(valid, ['NEXT', 'NEXT', 'NEXT', 'DONE']).value).toBe('plans');
  });
  it('goes from classification straight to plans when the agent chooses classes', () => {
    expect(walk({ ...valid, wantClassAgent: true }, ['NEXT', 'NEXT', 'DONE']).value).toBe('plans');
  });
  it('stays on the type step, errors shown, without a type or the agent box; goes on with the box, which stays ticked for the server', () => {
    const untyped = { ...valid, selectedTrademarkType: '' };
    const stuck = walk(untyped, ['NEXT', 'NEXT', 'NEXT']);
    expect(stuck.value).toBe('trademarkType');
    expect(stuck.context.showErrors).toBe(true);
    const advised = walk({ ...untyped, wantTypeAgent: true }, ['NEXT', 'NEXT', 'NEXT', 'DONE']);
    expect(advised.value).toBe('plans');
    expect(advised.context.data.wantTypeAgent).toBe(true);
  });
  it('goes back from plans to the last step seen', () => {
    expect(walk({ ...valid, wantAgent: true }, ['NEXT', 'DONE', 'BACK']).value).toBe('form');
    expect(walk({ ...valid, wantClassAgent: true }, ['NEXT', 'NEXT', 'DONE', 'BACK']).value).toBe('classification');
    expect(walk(valid, ['NEXT', 'NEXT', 'NEXT', 'DONE', 'BACK']).value).toBe('trademarkType');
    expect(walk(valid, ['NEXT', 'NEXT', 'BACK', 'BACK']).value).toBe('form');
  });
  it('stays on the form with errors shown after an invalid submit', () => {
    const snapshot = walk(flow.initialData() as typeof valid, ['NEXT']);
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.showErrors).toBe(true);
  });
  it('comes back to the step with a Spanish message when a save fails', () => {
    const snapshot = walk({ ...valid, wantAgent: true }, ['NEXT', 'xstate.error.actor.saveOrder']);
    expect(snapshot.value).toBe('form');
    // spec-2 §8: a failure that carries no message of its own is 'Error desconocido'.
    expect(snapshot.context.failure).toBe('Error desconocido');
  });
});
