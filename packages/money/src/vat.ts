import type { Cents } from './money';

/** Spain's general VAT rate (Ley 37/1992 art. 90), the one every professional fee of the shop bears. */
export const VAT_RATE_PERCENT = 21;

/** A total as an invoice reads it (DECISIONS §12): official fees passed through, then the fee's base and VAT. */
export interface TaxSplit {
  /** Official fees paid in the client's name (OEPM, EUIPO, WIPO): suplidos, outside the VAT base (LIVA art. 78.Tres.3). */
  suplidosCents: Cents;
  /** The professional fee before VAT. */
  baseCents: Cents;
  /** VAT at VAT_RATE_PERCENT on the base. */
  vatCents: Cents;
  /** What the client pays: suplidos + base + VAT, to the cent. */
  totalCents: Cents;
}

/**
 * Splits VAT-inclusive lines (the spec's prices are what the client pays) into suplidos, base and VAT.
 * The base is worked out once, on the sum of the professional fees, and VAT is the rest, so the three
 * parts always add up to the total: no rounding cent is lost or invented, whatever the lines.
 */
export function splitVat(lines: readonly { cents: Cents; suplidosCents?: Cents | undefined }[]): TaxSplit {
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const suplidosCents = lines.reduce((sum, line) => sum + (line.suplidosCents ?? 0), 0);
  const feesCents = totalCents - suplidosCents;
  const baseCents = Math.round((feesCents * 100) / (100 + VAT_RATE_PERCENT));
  return { suplidosCents, baseCents, vatCents: feesCents - baseCents, totalCents };
}
