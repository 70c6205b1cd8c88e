import type { AnyFlow, AnyStep } from '@shop/flow-kit';
import { splitVat, type Quote } from '@shop/money';
import { TaxBreakdown } from '../site/ui/TaxBreakdown';

/**
 * Whether the step's main button is the one that pays (the plans of a trademark, a summary, or the
 * only form of a flow that goes straight to the payment page): the last step before a confirmation.
 */
export function paysFromStep(flow: AnyFlow, step: AnyStep): boolean {
  const steps = flow.steps.filter((candidate: AnyStep) => candidate.kind !== 'confirmation');
  return steps.at(-1)?.id === step.id;
}

/**
 * The price before paying, as the invoice will read it (DECISIONS §12): official fees, professional
 * fee with its base and 21 % VAT, total. Only for a priced order whose every line says its fees.
 */
export function PriceSummary({ quote }: { quote: Quote }) {
  if (quote.lines.length === 0 || quote.lines.some((line) => typeof line.suplidosCents !== 'number')) return null;
  return (
    <section aria-labelledby="desglose-precio" className="rounded-xl border border-slate-200">
      <h2 id="desglose-precio" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
        Desglose del precio
      </h2>
      <TaxBreakdown split={splitVat(quote.lines)} totalTestId="summary-total" />
    </section>
  );
}
