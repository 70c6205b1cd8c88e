import { useEffect } from 'react';

/**
 * Marks the page as running (hydrated over the server's HTML, or drawn in the browser): the e2e
 * suite waits for it before acting, as a visitor's first clicks need the code too. /boot.js hears
 * it too, and replays a click the visitor made before (its children's effects, which ran first,
 * have handed over what was typed: earlyInput.ts). A page sent without code is marked by /shell.js
 * instead (ADR 021).
 */
export function useMarkRunning() {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event('shop:hydrated'));
  }, []);
}
