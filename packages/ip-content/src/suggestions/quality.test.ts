import { describe, expect, it } from 'vitest';
import { benchCases, measure } from '../../bench/measure';
import { suggestClasses } from '../class-suggestions';

// The aim (top-3 ≥ 95 %, top-1 ≥ 80 %) over the benchmark's hand-written descriptions; `npm run bench -- classes` prints the figures and the misses.
describe('suggestion quality', () => {
  it('finds an accepted class first for 80 % of real descriptions, and in the top three for 95 %', () => {
    expect(benchCases.length).toBeGreaterThanOrEqual(200);
    const quality = measure((text) => suggestClasses(text));
    expect(quality.top3).toBeGreaterThanOrEqual(0.95);
    expect(quality.top1).toBeGreaterThanOrEqual(0.8);
  });
});
