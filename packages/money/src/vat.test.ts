import { describe, expect, it } from 'vitest';
import { splitVat } from './vat';

describe('splitVat', () => {
  it('splits a VAT-inclusive fee with official fees passed through', () => {
    // 199 € of which 150,32 € OEPM fee: 48,68 € of fee with VAT = 40,23 € base + 8,45 € VAT.
    expect(splitVat([{ cents: 19900, suplidosCents: 15032 }])).toEqual({ suplidosCents: 15032, baseCents: 4023, vatCents: 845, totalCents: 19900 });
    expect(splitVat([{ cents: 12100 }])).toEqual({ suplidosCents: 0, baseCents: 10000, vatCents: 2100, totalCents: 12100 });
  });

  it('never loses a cent, whatever the lines', () => {
    for (let total = 0; total <= 5000; total += 7) {
      for (const suplidos of [0, 1, Math.floor(total / 3), total]) {
        const split = splitVat([
          { cents: total, suplidosCents: suplidos },
          { cents: 1, suplidosCents: 0 },
        ]);
        expect(split.suplidosCents + split.baseCents + split.vatCents).toBe(split.totalCents);
        expect(Math.abs(split.vatCents - Math.round((split.baseCents * 21) / 100))).toBeLessThanOrEqual(1);
      }
    }
  });
});
