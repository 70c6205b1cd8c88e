import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyInterval, type IntervalJob } from './every-interval';

/** A job whose runs end only when the test says so, counting how many started. */
function controlledRuns() {
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  /** Ends the oldest run still under way, then lets its callbacks settle. */
  const end = async (error?: unknown) => {
    const current = pending.shift();
    if (error === undefined) current?.resolve();
    else current?.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, end };
}

describe('everyInterval', () => {
  let job: IntervalJob | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Not awaited: a test may leave a run that never ends; stopping clears the timers.
    void job?.stop();
    job = undefined;
    vi.useRealTimers();
  });

  it('runs at once, then once per interval', async () => {
    const { run, end } = controlledRuns();
    job = everyInterval(run, 1000, vi.fn());
    expect(run).toHaveBeenCalledTimes(1);
    await end();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never runs twice at the same time: a tick during a run is skipped', async () => {
    const { run, end } = controlledRuns();
    job = everyInterval(run, 1000, vi.fn());
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    await end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('tells onError of a failed run and runs again at the next tick', async () => {
    const { run, end } = controlledRuns();
    const onError = vi.fn();
    job = everyInterval(run, 1000, onError);
    const outage = new Error('database unreachable');
    await end(outage);
    expect(onError).toHaveBeenCalledWith(outage);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stop waits for the run under way and starts no other', async () => {
    const { run, end } = controlledRuns();
    job = everyInterval(run, 1000, vi.fn());
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await end();
    await stopping;
    expect(stopped).toBe(true);
    job.nudge(10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a nudge runs the job after its delay, once however many nudges come', async () => {
    const { run, end } = controlledRuns();
    job = everyInterval(run, 60_000, vi.fn());
    await end();
    job.nudge(50);
    job.nudge(50);
    await vi.advanceTimersByTimeAsync(49);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a nudge during a run runs the job again once that run ends', async () => {
    const { run, end } = controlledRuns();
    job = everyInterval(run, 60_000, vi.fn());
    job.nudge(50);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    await end();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
