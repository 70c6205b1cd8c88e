import { useEffect } from 'react';

/** Whether a page shown again is one left on its way to the payment gateway, from the browser's memory. */
export const reopensFromCache = (persisted: boolean, state: unknown): boolean => persisted && state === 'payment';

/**
 * Back from the payment page may bring this page back from the browser's memory as it was left:
 * on its way to the gateway, the overlay up and nothing to press. It opens again from its draft
 * (the step and the order it left from).
 */
export function useReopenFromCache(actor: { getSnapshot: () => { value: unknown } }): void {
  useEffect(() => {
    const reopen = (event: PageTransitionEvent) => {
      if (reopensFromCache(event.persisted, actor.getSnapshot().value)) window.location.reload();
    };
    window.addEventListener('pageshow', reopen);
    return () => window.removeEventListener('pageshow', reopen);
  }, [actor]);
}
