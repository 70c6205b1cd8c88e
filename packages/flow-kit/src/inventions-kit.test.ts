import { validateOrder } from './order-check';
import { describe, expect, it } from 'vitest';
import { quoteOf } from '@shop/money';
import { checkboxGroup, flagsOf, radio, text } from './fields';
import { actionLabelOf, defineFlow } from './flow';
import { describeOrder } from './describe';
import { orderMachine } from './order-machine';
import { applicantFields, consentFields } from './applicant';

const scope = checkboxGroup({
  label: 'Ámbito',
  options: [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ],
  initial: ['a'],
});
const kind = radio({
  label: 'Tipo',
  options: [
    { value: 'x', label: 'Equis' },
    { value: 'y', label: 'Ye' },
  ],
  required: 'Elige un tipo',
});

const flow = defineFlow({
  id: 'demo',
  routes: ['/demo'],
  title: 'Demo',
  description: 'Demo',
  progress: ['Rellena el formulario'],
  isQuoteRequest: (data) => data.kind === 'y',
  fields: { ...applicantFields, scope, kind, extra: text({ label: 'Extra', visibleWhen: (data) => data.kind === 'y' }), ...consentFields },
  steps: [
    {
      id: 'form',
      title: 'Demo',
      fields: ['applicantType', 'name', 'lastName', 'email', 'phone', 'scope', 'kind', 'extra', 'acceptPrivacy', 'acceptTerms'],
      action: { label: (data) => (data.kind === 'y' ? 'Pedir' : 'Pagar'), busyLabel: (purpose) => purpose },
    },
  ],
  catalogue: [],
  price: () => quoteOf([]),
  envelope: () => ({ producto: 'Demo' }),
  machine: (setup) => orderMachine(setup, 'demo'),
});

describe('kit pieces of the inventions flows', () => {
  it('a radio without initial starts empty, requires a choice and refuses unknown values', () => {
    expect(flow.initialData().kind).toBe('');
    expect(flow.validateStep('form', flow.initialData()).kind).toBe('Elige un tipo');
    // A draft keeps its other fields; the server refuses the order outright.
    expect(flow.parseData({ kind: 'z' })?.kind).toBe('');
    expect(validateOrder(flow, { ...flow.initialData(), kind: 'z' }).ok).toBe(false);
    expect(flow.parseData({})?.kind).toBe('');
  });

  it('a multi-select starts from its initial choice and reads a list or flags; flagsOf writes flags', () => {
    expect(flow.initialData().scope).toEqual(['a']);
    expect(flow.parseData({})?.scope).toEqual(['a']);
    expect(flow.parseData({ scope: { a: false, b: true, c: true } })?.scope).toEqual(['b']);
    expect(flow.parseData({ scope: ['b'] })?.scope).toEqual(['b']);
    expect(flow.parseData({ scope: ['c'] })?.scope).toEqual(['a']);
    expect(validateOrder(flow, { ...flow.initialData(), scope: ['c'] }).ok).toBe(false);
    expect(flagsOf(scope, ['b'])).toEqual({ a: false, b: true });
  });

  it('labels the button by the data, and by the save under way', () => {
    const step = flow.steps[0]!;
    expect(actionLabelOf(step, { ...flow.initialData(), kind: 'x' })).toBe('Pagar');
    expect(actionLabelOf(step, { ...flow.initialData(), kind: 'y' })).toBe('Pedir');
    expect(actionLabelOf(step, flow.initialData(), 'quote')).toBe('quote');
    expect(actionLabelOf({ id: 's', title: 's', action: { label: 'Continuar' } }, {}, 'checkout')).toBe('Continuar');
  });

  it('describes an order in its own labels: visible fields only, options by label, no consents', () => {
    const data = {
      ...flow.initialData(),
      applicantType: 'empresa' as const,
      name: 'Acme',
      email: 'a@example.es',
      phone: '612345678',
      scope: ['a', 'b'] as ('a' | 'b')[],
      kind: 'x' as const,
      extra: 'oculto',
      acceptPrivacy: true,
    };
    expect(describeOrder(flow, data)).toEqual([
      { label: 'Tipo de solicitante', value: 'Empresa' },
      { label: 'Razón Social', value: 'Acme' },
      { label: 'Email', value: 'a@example.es' },
      { label: 'Teléfono', value: '+34 612345678' },
      { label: 'Ámbito', value: 'A, B' },
      { label: 'Tipo', value: 'Equis' },
      // The billing block every paid flow adds (DECISIONS §12), here left empty.
      { label: 'Factura', value: 'Simplificada, sin datos fiscales del cliente' },
    ]);
    expect(describeOrder(flow, { ...data, kind: 'y' }).at(-1)).toEqual({ label: 'Extra', value: 'oculto' });
  });
});
