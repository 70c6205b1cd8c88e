import { describe, expect, it, vi } from 'vitest';
import { DOUBLE_CLICK_MS, isRepeatPress, swallowSecondClick } from './useSubmitGuard';

describe('the submit guard', () => {
  it('takes a press after the rest, never the second of a double click', () => {
    expect(isRepeatPress(Number.NEGATIVE_INFINITY, 0)).toBe(false);
    expect(isRepeatPress(1000, 1000 + DOUBLE_CLICK_MS - 1)).toBe(true);
    expect(isRepeatPress(1000, 1000 + DOUBLE_CLICK_MS)).toBe(false);
  });

  it('swallows the second click of a double click, wherever it lands, and lets single clicks through', () => {
    const click = (detail: number) => ({ detail, preventDefault: vi.fn(), stopPropagation: vi.fn() });
    const single = click(1);
    swallowSecondClick(single);
    expect(single.preventDefault).not.toHaveBeenCalled();
    const second = click(2);
    swallowSecondClick(second);
    expect(second.preventDefault).toHaveBeenCalled();
    expect(second.stopPropagation).toHaveBeenCalled();
  });
});
