import type { Cents } from './money';

/**
 * A flow's prices, by key ('basic', 'premium', 'additionalClass', 'type:tridimensional', 'base'...),
 * and the official-fee part of each under `suplidos:<key>` (DECISIONS §12; read with `priced`).
 * The server's catalogue table overrides the seed figures each flow declares (DECISIONS §1).
 */
export type PriceTable = Readonly<Record<string, Cents>>;

export interface CatalogueEntry {
  key: string;
  label: string;
  cents: Cents;
  /**
   * How spec-1 §7.3's product list names the entry, for clients of that contract: a parent product
   * titled 'Básica' or 'Premium' is a plan, 'Clase Adicional' the class price, 'Tipo Marca' the type
   * named by `nombre`. Unset: `nombre` and `titulo` are the label, not a parent.
   */
  product?: { nombre?: string; titulo: string; esPadre?: boolean };
  /** A reduction of the entry with this key (the PYME line of a patent): it may be 0, never as much as that entry. */
  reduces?: string;
  /**
   * Of `cents`, the official fees paid in the client's name (OEPM, EUIPO, WIPO...): suplidos, outside
   * the VAT base (LIVA art. 78.Tres.3); the rest is the professional fee, VAT included. Catalogue
   * data staff edit when the Budget Law changes the fees (DECISIONS §12); 0 where no office charges.
   * A reduction's is the part of the reduction that is official fees (the PYME line: all of it).
   */
  suplidosCents: Cents;
}

/** Where a price table keeps the official-fee part of the entry `key` (DECISIONS §12), beside its price. */
export const suplidosKey = (key: string): string => `suplidos:${key}`;

/**
 * Seed figures win only where the stored catalogue has no entry for a key; each entry brings its
 * official-fee part under `suplidosKey(key)`, never more than its price (a price lowered below the
 * seed's fees, with no fees stored, must not invoice more fees than it charges).
 */
export function withFallback(seed: readonly CatalogueEntry[], stored: PriceTable | undefined): PriceTable {
  const table: Record<string, Cents> = {};
  for (const entry of seed) {
    const cents = stored?.[entry.key] ?? entry.cents;
    table[entry.key] = cents;
    table[suplidosKey(entry.key)] = Math.max(0, Math.min(cents, stored?.[suplidosKey(entry.key)] ?? entry.suplidosCents));
  }
  return table;
}

/** Looks a key up, failing loudly: a price formula must never price with a missing figure. */
export function priceOf(table: PriceTable, key: string): Cents {
  const cents = table[key];
  if (cents === undefined) throw new Error(`Missing catalogue price '${key}'`);
  return cents;
}

/** A line's amount: what the client pays and, of it, the official fees (DECISIONS §12). */
export interface LineAmount {
  cents: Cents;
  suplidosCents: Cents;
}

/**
 * `times` the catalogue entry `key`, with its official-fee part, for a price line:
 * `{ key: 'base', label, ...priced(prices, 'base') }`; `times` -1 is a reduction (the PYME line, whose
 * official fees are reduced by the same amount). Fails loudly on a missing figure, as priceOf does.
 */
export function priced(table: PriceTable, key: string, times = 1): LineAmount {
  const suplidosCents = table[suplidosKey(key)];
  if (suplidosCents === undefined) throw new Error(`Missing catalogue official fees '${key}'`);
  // `+ 0`: a reduction of a 0 figure is 0, not -0 (which JSON and equality read differently).
  return { cents: times * priceOf(table, key) + 0, suplidosCents: times * suplidosCents + 0 };
}

/** Amounts that make one line (the European mark's first and further additional classes). */
export const addAmounts = (...amounts: readonly LineAmount[]): LineAmount => ({
  cents: amounts.reduce((sum, amount) => sum + amount.cents, 0),
  suplidosCents: amounts.reduce((sum, amount) => sum + amount.suplidosCents, 0),
});

export interface PriceLine {
  /** Stable name of the line where the envelope needs it ('additionalClasses', 'trademarkType'...). */
  key?: string;
  label: string;
  cents: Cents;
  /** Of `cents`, the official fees passed through (suplidos, DECISIONS §12); 0 when unset. */
  suplidosCents?: Cents;
}

export interface Quote {
  totalCents: Cents;
  lines: PriceLine[];
}

export function quoteOf(lines: PriceLine[]): Quote {
  return { totalCents: lines.reduce((sum, line) => sum + line.cents, 0), lines };
}
