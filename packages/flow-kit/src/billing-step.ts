import type { AnyData, DataOf, Fields } from './fields';
import type { AnyFlow, AnyStep, FlowSpec, SummaryView } from './flow';
import { isVisible } from './validation';
import { asBilling, billingRequired, isEmptyBilling } from './billing';
import { BILLING_FIELD, billing, billingRows } from './billing-field';

/**
 * DECISIONS §12: every paid flow asks, before payment, who the invoice names. The block goes on
 * the flow's last form step, the one whose button leads to the payment (a wizard's plans step, the
 * form before a summary, a single form): only there is the total known, and the total decides
 * whether the block is required. Before the consents, where the step has them; the summary
 * shows it. A flow that is always a quote request is never paid online and asks nothing; one whose
 * data may make it a quote (a patent for other countries) hides the block then, and the server
 * drops what a hidden block held.
 */
export function withBilling<F extends Fields>(spec: FlowSpec<F>, isQuote: (data: DataOf<F>) => boolean): FlowSpec<F> {
  let last = -1;
  spec.steps.forEach((step, index) => {
    if ((step.kind ?? 'form') === 'form') last = index;
  });
  if (spec.quoteOnly || last < 0 || BILLING_FIELD in spec.fields) return spec;
  const field = billing(spec.isQuoteRequest ? { visibleWhen: (data: AnyData) => !isQuote(data as DataOf<F>) } : {});
  const fields = spec.fields as Fields;
  const placed = (names: readonly string[]) => {
    const consent = names.findIndex((name) => fields[name]?.kind === 'consent');
    return consent < 0 ? [...names, BILLING_FIELD] : [...names.slice(0, consent), BILLING_FIELD, ...names.slice(consent)];
  };
  const withRows =
    (summary: NonNullable<AnyStep['summary']>): AnyStep['summary'] =>
    (data, quote): SummaryView => {
      const view = summary(data, quote);
      return isVisible(field, data) ? { ...view, billing: billingRows(data[BILLING_FIELD], data) } : view;
    };
  const steps = spec.steps.map((step: AnyStep, index) => {
    if (index === last) return { ...step, fields: placed(step.fields ?? []) };
    return step.kind === 'summary' && step.summary ? { ...step, summary: withRows(step.summary) } : step;
  });
  return { ...spec, fields: { ...fields, [BILLING_FIELD]: field } as unknown as F, steps };
}

/**
 * The order must name its invoice's holder before it is paid, and names nobody yet (DECISIONS
 * §12): `totalCents` is what it would be charged. A save may store such an order (the wizard
 * of spec-1 §4 saves drafts before the step that asks it); its payment may not start.
 */
export function billingPendingOf(flow: AnyFlow, data: AnyData, totalCents: number): boolean {
  const field = (flow.fields as Fields)[BILLING_FIELD];
  return field !== undefined && isVisible(field, data) && billingRequired(data, totalCents) && isEmptyBilling(asBilling(data[BILLING_FIELD]));
}
