/** Money is integer euro cents everywhere in code (DECISIONS §1). */
export type Cents = number;

export const euros = (amount: number): Cents => Math.round(amount * 100);

const eurFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** es-ES EUR: `150,00 €`, `1140,00 €` (no grouping of four digits), `12.345,00 €`. */
export function formatEur(cents: Cents): string {
  // Intl uses a narrow no-break space before €; a plain space reads the same and matches the spec's text.
  return eurFormat.format(cents / 100).replace(/\u00a0|\u202f/g, ' ');
}

/** The surcharge form of spec-1 §2.7 type tiles: '+ 120.00 €'. */
export function formatSurcharge(cents: Cents): string {
  return `+ ${(cents / 100).toFixed(2)} €`;
}
