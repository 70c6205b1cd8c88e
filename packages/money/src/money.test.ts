import { describe, expect, it } from 'vitest';
import { euros, formatEur, formatSurcharge } from './money';
import { addAmounts, priced, priceOf, quoteOf, withFallback } from './catalogue';

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
      { key: 'basic', label: 'Plan Básico', cents: 19900, suplidosCents: 12788 },
      { key: 'premium', label: 'Plan Premium', cents: 29900, suplidosCents: 12788 },
    ];
    expect(withFallback(seed, { basic: 20900, 'suplidos:premium': 13000 })).toEqual({
      basic: 20900,
      'suplidos:basic': 12788,
      premium: 29900,
      'suplidos:premium': 13000,
    });
    expect(withFallback(seed, undefined)).toEqual({ basic: 19900, 'suplidos:basic': 12788, premium: 29900, 'suplidos:premium': 12788 });
  });
  it('never lets the official fees of an entry pass its price (DECISIONS §12)', () => {
    const seed = [{ key: 'base', label: 'Registro', cents: 19900, suplidosCents: 12788 }];
    expect(withFallback(seed, { base: 10000 })).toEqual({ base: 10000, 'suplidos:base': 10000 });
  });
  it('prices a line with its official fees, times a count, a reduction negative in both', () => {
    const prices = { additionalClass: 15000, 'suplidos:additionalClass': 8284, pyme: 50933, 'suplidos:pyme': 50933, logo: 6000, 'suplidos:logo': 0 };
    expect(priced(prices, 'additionalClass', 3)).toEqual({ cents: 45000, suplidosCents: 24852 });
    expect(priced(prices, 'pyme', -1)).toEqual({ cents: -50933, suplidosCents: -50933 });
    expect(Object.is(priced(prices, 'logo', -1).suplidosCents, 0)).toBe(true);
    expect(addAmounts(priced(prices, 'additionalClass'), priced(prices, 'logo'))).toEqual({ cents: 21000, suplidosCents: 8284 });
    expect(() => priced({ base: 100 }, 'base')).toThrow(/base/);
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
