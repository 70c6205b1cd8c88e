import { afterEach, describe, expect, it, vi } from 'vitest';
import { countLoading, whenIdle } from './useWidgetLoading';

describe("the step's widgets loading", () => {
  it('counts each start and each end, so the button waits until the last has loaded', () => {
    const told = [true, true, false, true, false, false];
    const counts = told.reduce<number[]>((all, pending) => [...all, countLoading(all.at(-1) ?? 0, pending)], []);
    expect(counts).toEqual([1, 2, 1, 2, 1, 0]);
  });
});

describe("the later steps' preparing", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, with a deadline, so the touch that started it is answered first', () => {
    const asked: { timeout?: number }[] = [];
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout?: number }) => {
      idle = callback;
      asked.push(options);
      return 1;
    });
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(asked).toEqual([{ timeout: 1000 }]);
    idle?.();
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits a while where the browser cannot say when it is idle (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledOnce();
  });
});
