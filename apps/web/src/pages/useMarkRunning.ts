import { useEffect } from 'react';

/**
 * Marks the page as running (hydrated over the server's HTML, or drawn in the browser): the e2e
 * suite waits for it before acting, as a visitor's first clicks need the code too.
 */
export function useMarkRunning() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
