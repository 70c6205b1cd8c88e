/** Money is integer euro cents everywhere in code (DECISIONS §1). */
export type Cents = number;

export const euros = (amount: number): Cents => Math.round(amount * 100);

/**
 * es-ES EUR: `150,00 €`, `1140,00 €` (no grouping of four digits), `12.345,00 €`, as Intl writes it but
 * without Intl: a page's first Intl formatter loads the ICU data, tens of milliseconds of a phone's
 * main thread on every first visit (ADR 008: TBT), and a price is on nearly every page. The money
 * test checks this against Intl over a wide range of amounts. A plain space before €, as in the spec.
 */
export function formatEur(cents: Cents): string {
  // DECISIONS §9 writes the PYME reduction '−509,33 €': the minus sign, not Intl's hyphen.
  const sign = cents < 0 ? '\u2212' : '';
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100));
  const fraction = String(whole % 100).padStart(2, '0');
  // Spanish groups thousands only from five digits on (CLDR's minimum grouping digits of 2).
  const grouped = euros.length < 5 ? euros : euros.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${grouped},${fraction} €`;
}

/**
 * The surcharge of spec-1 §2.7 type tiles, '+ 120,00 €': the spec writes '+ X.XX €', but
 * DECISIONS §8 has every price in the `150,00 €` form, as the total beside the tiles reads.
 */
export function formatSurcharge(cents: Cents): string {
  return `+ ${formatEur(cents)}`;
}
