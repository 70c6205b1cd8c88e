import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in a component's first render, true once it has been committed in the
 * browser: what only the browser knows (a draft in this tab) or what only works with the page's
 * code running (the wizard's button) waits for it, so hydration matches the server's HTML.
 *
 * The flip is a transition, so React renders what it changes in slices, yielding to the browser. A
 * store (`useSyncExternalStore` with a server snapshot) would flip it as a synchronous update: one
 * uninterrupted render of the whole wizard just after hydration, a long task on a phone (issue 12: TBT).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
