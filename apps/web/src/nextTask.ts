interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser run what waits (input, paint) before going on: the steps that start a page
 * (the entry's code, the route's code, the router, hydration) each end their task here, so a phone
 * sees several short tasks instead of one long one (ADR 008: TBT). `scheduler.yield()` keeps the
 * continuation ahead of other queued work where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
