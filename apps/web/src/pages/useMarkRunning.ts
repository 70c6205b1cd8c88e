import { useEffect } from 'react';

const running = new Set<string>();
let expected = 1;

/** How many roots the page starts (main.tsx: the page's content and the newsletter form, ADR 021). */
export function expectRoots(count: number) {
  expected = count;
}

/**
 * Marks the page as running (hydrated over the server's HTML, or drawn in the browser) once each of
 * its roots has: the e2e suite waits for it before acting, as a visitor's first clicks need the code
 * too. /boot.js hears it too, and replays a click the visitor made before (its children's effects,
 * which ran first, have handed over what was typed: earlyInput.ts).
 */
export function useMarkRunning(root = 'page') {
  useEffect(() => {
    running.add(root);
    if (running.size < expected || document.documentElement.dataset.hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event('shop:hydrated'));
  }, [root]);
}
