import { describe, expect, it } from 'vitest';
import { priceChangedBy } from './useOrderSaving';

describe("a save's price", () => {
  it('tells a figure the server charges otherwise than the page showed, once', () => {
    expect(priceChangedBy(19_900, 19_900, undefined, false)).toBe(false);
    expect(priceChangedBy(21_900, 19_900, undefined, false)).toBe(true);
    // The visitor has been shown the server's figure: pressing again pays it.
    expect(priceChangedBy(21_900, 19_900, 21_900, false)).toBe(false);
  });

  it('says nothing of a quote request, which has no figure', () => {
    expect(priceChangedBy(0, 19_900, undefined, true)).toBe(false);
  });
});
