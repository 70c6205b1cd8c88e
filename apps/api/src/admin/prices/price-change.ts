import type { AnyFlow } from '@shop/flow-kit';
import { formatEur, suplidosKey, type CatalogueEntry, type PriceTable } from '@shop/money';
import { Refusal } from '../../services/refusal';

/** A change staff ask for in Precios: the price and, when sent, its official fees (DECISIONS §12). */
export interface PriceChange {
  centimos: number;
  suplidosCentimos?: number | undefined;
}

/** One refusal, its sentence next to the field it is about (the price or its official fees). */
const refuse = (field: 'centimos' | 'suplidosCentimos', message: string): never => {
  throw new Refusal(400, message, { [field]: message });
};

/**
 * The official fees a change leaves the entry with, once it passes what no order may break: a price
 * the spec has above 0 stays above 0 (such an order could never be paid); a reduction stays below
 * what it reduces; official fees lie between 0 and the price (LIVA art. 78.Tres.3: the rest is the
 * professional fee); and a reduction reduces official fees and professional fee each by no more than
 * the reduced entry has of them, so no order's invoice shows a negative part.
 */
export function checkPriceChange(flow: AnyFlow, entry: CatalogueEntry, prices: PriceTable, change: PriceChange): number {
  const cents = change.centimos;
  if (cents === 0 && !entry.reduces && entry.cents > 0) refuse('centimos', 'Este precio no puede ser 0,00 €: un pedido con él no se podría pagar.');
  const priceOf = (key: string) => prices[key] ?? 0;
  const feesOf = (key: string) => prices[suplidosKey(key)] ?? 0;
  const reduced = entry.reduces === undefined ? undefined : flow.catalogue.find((candidate) => candidate.key === entry.reduces);
  const reduction = flow.catalogue.find((candidate) => candidate.reduces === entry.key);
  if (reduced && cents >= priceOf(reduced.key))
    refuse('centimos', `Esta reducción no puede llegar al precio que reduce (${formatEur(priceOf(reduced.key))}): el pedido costaría 0,00 € o menos.`);
  if (reduction && cents <= priceOf(reduction.key))
    refuse('centimos', `Este precio debe ser mayor que su reducción «${reduction.label}» (${formatEur(priceOf(reduction.key))}).`);

  const fees = change.suplidosCentimos ?? feesOf(entry.key);
  // Sent without its fees, a price keeps the stored ones: below them, it is the price that is wrong.
  const feesField = change.suplidosCentimos === undefined ? 'centimos' : 'suplidosCentimos';
  if (fees > cents) {
    if (change.suplidosCentimos === undefined)
      refuse('centimos', `El precio no puede ser menor que sus tasas oficiales (${formatEur(fees)}): cambia también las tasas.`);
    refuse('suplidosCentimos', `Las tasas oficiales no pueden superar el precio (${formatEur(cents)}).`);
  }
  if (reduced) {
    if (fees > feesOf(reduced.key))
      refuse(feesField, `Las tasas oficiales de esta reducción no pueden superar las de «${reduced.label}» (${formatEur(feesOf(reduced.key))}).`);
    if (cents - fees > priceOf(reduced.key) - feesOf(reduced.key))
      refuse(
        feesField,
        `Los honorarios de esta reducción (${formatEur(cents - fees)}) no pueden superar los de «${reduced.label}» (${formatEur(priceOf(reduced.key) - feesOf(reduced.key))}): aumenta sus tasas oficiales.`,
      );
  }
  if (reduction) {
    if (fees < feesOf(reduction.key))
      refuse(feesField, `Las tasas oficiales no pueden ser menores que las de su reducción «${reduction.label}» (${formatEur(feesOf(reduction.key))}).`);
    if (cents - fees < priceOf(reduction.key) - feesOf(reduction.key))
      refuse(
        feesField,
        `Los honorarios (${formatEur(cents - fees)}) no pueden ser menores que los de su reducción «${reduction.label}» (${formatEur(priceOf(reduction.key) - feesOf(reduction.key))}).`,
      );
  }
  return fees;
}
