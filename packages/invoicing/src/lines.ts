import { splitVat, VAT_RATE_PERCENT, type TaxSplit } from '@shop/money';

/** A price line as the order stores it (VAT included; `suplidosCents` of it are official fees). */
export interface PriceLine {
  label: string;
  cents: number;
  suplidosCents?: number | undefined;
}

/** A line as the invoice prints it: what was paid, the official fees in it, and the fee's base and VAT. */
export interface InvoiceLine {
  concepto: string;
  importeCents: number;
  suplidosCents: number;
  baseCents: number;
  ivaCents: number;
}

export interface InvoiceBody {
  lines: InvoiceLine[];
  totals: TaxSplit;
  vatRatePercent: number;
}

/**
 * The invoice's lines and totals (DECISIONS §12, RD 1619/2012 art. 6.1.f: each line's price
 * before tax; LIVA art. 78.Tres.3: suplidos outside the base). The totals are `splitVat`'s, worked
 * out once on the whole; each line's base is its share of that base, the rounding cents handed
 * out largest remainder first, so the lines always add up to the totals printed under them.
 */
export function invoiceBodyOf(priceLines: readonly PriceLine[]): InvoiceBody {
  const sign = priceLines.reduce((sum, line) => sum + line.cents, 0) < 0 ? -1 : 1;
  // Worked on magnitudes so a corrective invoice rounds exactly as the invoice it mirrors.
  const lines = priceLines.map((line) => ({ ...line, cents: sign * line.cents, suplidosCents: sign * (line.suplidosCents ?? 0) }));
  const totals = splitVat(lines);
  const fees = lines.map((line) => line.cents - line.suplidosCents);
  const ideal = fees.map((fee) => (fee * 100) / (100 + VAT_RATE_PERCENT));
  const bases = ideal.map(Math.floor);
  let left = totals.baseCents - bases.reduce((sum, base) => sum + base, 0);
  const byRemainder = ideal.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (let turn = 0; left !== 0 && byRemainder.length > 0; turn++) {
    const { index } = byRemainder[turn % byRemainder.length]!;
    bases[index]! += Math.sign(left);
    left -= Math.sign(left);
  }
  const signed = (cents: number) => (cents === 0 ? 0 : sign * cents);
  return {
    lines: lines.map((line, index) => ({
      concepto: line.label,
      importeCents: signed(line.cents),
      suplidosCents: signed(line.suplidosCents),
      baseCents: signed(bases[index]!),
      ivaCents: signed(fees[index]! - bases[index]!),
    })),
    totals: {
      suplidosCents: signed(totals.suplidosCents),
      baseCents: signed(totals.baseCents),
      vatCents: signed(totals.vatCents),
      totalCents: signed(totals.totalCents),
    },
    vatRatePercent: VAT_RATE_PERCENT,
  };
}

/**
 * The one line of a corrective invoice that gives back `amountCents` of an invoice (RD 1619/2012
 * art. 15, 'rectificación por diferencias'): negative, with the official fees in the same share
 * as in the invoice corrected.
 */
export function refundLine(original: { suplidosCents: number; totalCents: number }, amountCents: number, concepto: string): PriceLine {
  const suplidos = original.totalCents === 0 ? 0 : Math.round((original.suplidosCents * amountCents) / original.totalCents);
  return { label: concepto, cents: -amountCents, suplidosCents: -suplidos };
}
