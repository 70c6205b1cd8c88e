import { describe, expect, it } from 'vitest';
import { billingPendingOf, isVisible, optionsOf, validateOrder, type AnyFlow, type FieldSpec } from '@shop/flow-kit';
import { COMPANY_BILLING } from '@shop/flow-kit/billing.testkit';
import { withFallback } from '@shop/money';
import { loadAllFlows } from './index';
import { validOrderOf } from './parts/valid-orders.testkit';

/**
 * DECISIONS §12 over the whole registry: every flow paid online asks who the invoice names on the
 * last form step before its payment (where the total is known), and nowhere else; a flow that is
 * only ever a quote request asks nothing; a flow whose data may make it a quote hides the block
 * then. A flow added to the registry is walked without a line here.
 */
const flows = await loadAllFlows();

/** The step the payment state leaves from (its meta), and the last form step up to it. */
function billingStepOf(flow: AnyFlow): string | undefined {
  const payment = (flow.machine.states as Record<string, { meta?: { step?: string } }>).payment;
  const until = flow.steps.findIndex((step) => step.id === payment?.meta?.step);
  return flow.steps
    .slice(0, until + 1)
    .filter((step) => (step.kind ?? 'form') === 'form')
    .at(-1)?.id;
}

/** Data that makes an order of the flow a quote request, from one choice (a patent for other countries). */
function quoteChoiceOf(flow: AnyFlow): Record<string, unknown> | undefined {
  const initial = flow.initialData() as Record<string, unknown>;
  for (const [name, field] of Object.entries(flow.fields as Record<string, FieldSpec>)) {
    for (const option of optionsOf(field) ?? []) if (flow.isQuote({ ...initial, [name]: option.value })) return { ...initial, [name]: option.value };
  }
  return undefined;
}

const paid = flows.filter((flow) => !flow.quoteOnly);

describe.each(paid.map((flow) => [flow.id, flow] as const))('%s asks for the billing data before payment', (_id, flow) => {
  it('on the last form step before the payment, and only there', () => {
    const step = billingStepOf(flow);
    expect(step).toBeDefined();
    const holding = flow.steps.filter((candidate) => candidate.fields?.includes('facturacion')).map((candidate) => candidate.id);
    expect(holding).toEqual([step]);
    expect(flow.fields.facturacion?.kind).toBe('billing');
  });

  it('required of a company, with its CIF, on that step and before payment; a valid order carries it', () => {
    const order = validOrderOf(flow)!;
    expect(order).toBeDefined();
    const company = { ...order, applicantType: 'empresa', name: 'Horchatería Clara, S.L.' };
    const total = (data: Record<string, unknown>) => flow.price(data, withFallback(flow.catalogue, undefined)).totalCents;
    const none = { ...company, facturacion: null };
    expect(flow.validateStep(billingStepOf(flow)!, none)).toMatchObject({ 'facturacion.nif': 'El CIF es obligatorio' });
    // A save may wait for it (a draft before the step that asks it); the payment may not.
    expect(validateOrder(flow, none)).toMatchObject({ ok: true });
    expect(billingPendingOf(flow, none, total(none))).toBe(true);
    const given = { ...company, facturacion: COMPANY_BILLING };
    expect(validateOrder(flow, given)).toMatchObject({ ok: true, data: { facturacion: COMPANY_BILLING } });
    expect(billingPendingOf(flow, given, total(given))).toBe(false);
    expect(validateOrder(flow, { ...company, facturacion: { ...COMPANY_BILLING, nif: 'B12345675' } })).toEqual({
      ok: false,
      issues: { 'facturacion.nif': 'El CIF no es válido' },
    });
  });

  if (flow.isQuoteRequest) {
    it('hidden when the order is a quote request, and dropped by the server', () => {
      const quote = quoteChoiceOf(flow);
      expect(quote).toBeDefined();
      expect(isVisible(flow.fields.facturacion!, quote!)).toBe(false);
    });
  }
});

describe.each(flows.filter((flow) => flow.quoteOnly).map((flow) => [flow.id, flow] as const))('%s, a quote request', (_id, flow) => {
  it('asks for no billing data: nothing is paid online', () => {
    expect(flow.fields).not.toHaveProperty('facturacion');
    for (const step of flow.steps) expect(step.fields ?? []).not.toContain('facturacion');
  });
});

it('walks every flow: 4 quote-only flows and the rest paid', () => {
  expect(flows.filter((flow) => flow.quoteOnly).map((flow) => flow.id)).toEqual([
    'marca-internacional',
    'pago-anualidades-patentes',
    'pago-anualidades-modelos',
    'renovacion-diseno',
  ]);
  expect(paid.length).toBeGreaterThanOrEqual(14);
});
