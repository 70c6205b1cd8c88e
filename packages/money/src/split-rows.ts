import type { Cents } from './money';
import { VAT_RATE_PERCENT, type TaxSplit } from './vat';

export interface SplitRow {
  label: string;
  cents: Cents;
  /** A part of the row above it (the professional fee's base and VAT), shown indented. */
  part?: boolean;
  /** The total, shown strongest. */
  total?: boolean;
}

/**
 * A total as the invoice reads it (DECISIONS §12), in the words the visitor reads wherever it is
 * shown (the summary before paying, the receipt, the order page): the official fees passed through,
 * then the professional fee with its base and VAT, then the total, which is what the spec's prices say.
 */
export function splitRows(split: TaxSplit): SplitRow[] {
  return [
    { label: 'Tasas oficiales (suplidos)', cents: split.suplidosCents },
    { label: 'Honorarios profesionales', cents: split.baseCents + split.vatCents },
    { label: 'Base imponible', cents: split.baseCents, part: true },
    { label: `IVA (${VAT_RATE_PERCENT} %)`, cents: split.vatCents, part: true },
    { label: 'Total', cents: split.totalCents, total: true },
  ];
}
