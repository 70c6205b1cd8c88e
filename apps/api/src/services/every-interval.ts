/** A background job started by `everyInterval`. */
export interface IntervalJob {
  /**
   * A run after `delayMs` rather than at the next interval: the delay lets the caller's transaction
   * commit first. A nudge during a run also runs the job once more after it, since what the nudge
   * was about may have missed that run.
   */
  nudge(delayMs: number): void;
  /** No further run; resolves once the run under way, if any, has ended (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once and then every `intervalMs`, never twice at the same time: a tick that comes
 * while a run is under way is skipped, so a slow database only delays the next run. A failed run
 * goes to `onError` and the next tick runs as usual. The timers do not keep the process alive.
 */
export function everyInterval(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): IntervalJob {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let nudgedWhileRunning = false;
  let nudged: NodeJS.Timeout | undefined;

  const tick = () => {
    if (stopped) return;
    running ??= run()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (nudgedWhileRunning) {
          nudgedWhileRunning = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();

  return {
    nudge(delayMs) {
      if (stopped) return;
      if (running) nudgedWhileRunning = true;
      if (nudged) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        tick();
      }, delayMs);
      nudged.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(nudged);
      await running;
    },
  };
}
