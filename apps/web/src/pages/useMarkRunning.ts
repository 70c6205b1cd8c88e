import { useEffect } from 'react';

/**
 * Marks the page as running (hydrated over the server's HTML, or drawn in the browser): the e2e
 * suite waits for it before acting, as a visitor's first clicks need the code too. /boot.js hears
 * it too, and replays a click the visitor made before (its children's effects, which ran first,
 * have handed over what was typed: earlyInput.ts).
 */
export function useMarkRunning() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event('shop:hydrated'));
  }, []);
}
