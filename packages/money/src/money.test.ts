import { describe, expect, it } from 'vitest';
import { euros, formatEur, formatSurcharge } from './money';
import { priceOf, quoteOf, withFallback } from './catalogue';

describe('formatEur', () => {
  it.each([
    [15000, '150,00 €'],
    [114000, '1140,00 €'],
    [1234500, '12.345,00 €'],
    [71900, '719,00 €'],
    [0, '0,00 €'],
    [50933, '509,33 €'],
  ])('%i cents reads %s', (cents, text) => expect(formatEur(cents)).toBe(text));

  it('writes every amount as Intl es-ES does, with a plain space', () => {
    const intl = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    const amounts = [-1234567, -100, -1, 1, 5, 99, 100, 101, 999999, 1000000, 123456789, 98765432100];
    for (let cents = 0; cents < 2_000_000; cents += 997) amounts.push(cents);
    for (const cents of amounts)
      expect(formatEur(cents)).toBe(
        intl
          .format(cents / 100)
          .replace(/\u00a0|\u202f/g, ' ')
          .replace('-', '\u2212'),
      );
  });
});

describe('money helpers', () => {
  it('converts euros to integer cents', () => expect(euros(509.33)).toBe(50933));
  it('formats surcharges as every other price (DECISIONS §8), not as the spec’s +X.XX', () => {
    expect(formatSurcharge(12000)).toBe('+ 120,00 €');
    expect(formatSurcharge(0)).toBe('+ 0,00 €');
  });
  it('prefers stored catalogue figures over the seed and falls back per key', () => {
    const seed = [
      { key: 'basic', label: 'Plan Básico', cents: 19900 },
      { key: 'premium', label: 'Plan Premium', cents: 29900 },
    ];
    expect(withFallback(seed, { basic: 20900 })).toEqual({ basic: 20900, premium: 29900 });
    expect(withFallback(seed, undefined)).toEqual({ basic: 19900, premium: 29900 });
  });
  it('refuses to price with a missing figure', () => expect(() => priceOf({}, 'basic')).toThrow(/basic/));
  it('sums quote lines', () =>
    expect(
      quoteOf([
        { label: 'a', cents: 1 },
        { label: 'b', cents: 2 },
      ]).totalCents,
    ).toBe(3));
});
