import { describe, expect, it } from 'vitest';
import { countLoading } from './useWidgetLoading';

describe("the step's widgets loading", () => {
  it('counts each start and each end, so the button waits until the last has loaded', () => {
    const told = [true, true, false, true, false, false];
    const counts = told.reduce<number[]>((all, pending) => [...all, countLoading(all.at(-1) ?? 0, pending)], []);
    expect(counts).toEqual([1, 2, 1, 2, 1, 0]);
  });
});
