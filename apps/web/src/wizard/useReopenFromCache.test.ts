import { describe, expect, it } from 'vitest';
import { reopensFromCache } from './useReopenFromCache';

describe("a page the browser's memory brings back", () => {
  it('opens again only when it was left on its way to the payment gateway', () => {
    expect(reopensFromCache(true, 'payment')).toBe(true);
    expect(reopensFromCache(false, 'payment')).toBe(false);
    expect(reopensFromCache(true, 'plans')).toBe(false);
  });
});
