import type { Cents } from './money';

/**
 * A flow's prices, by key ('basic', 'premium', 'additionalClass', 'type:tridimensional', 'base'...).
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
}

/** Seed figures win only where the stored catalogue has no entry for a key. */
export function withFallback(seed: readonly CatalogueEntry[], stored: PriceTable | undefined): PriceTable {
  const table: Record<string, Cents> = {};
  for (const entry of seed) table[entry.key] = stored?.[entry.key] ?? entry.cents;
  return table;
}

/** Looks a key up, failing loudly: a price formula must never price with a missing figure. */
export function priceOf(table: PriceTable, key: string): Cents {
  const cents = table[key];
  if (cents === undefined) throw new Error(`Missing catalogue price '${key}'`);
  return cents;
}

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
