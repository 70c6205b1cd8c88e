import type { Page } from '@playwright/test';

/**
 * Records the JSON bodies the app posts to `pathSuffix`. Chromium does not report the body of a
 * fetch made from a `Request` object (as ky does) to Playwright, so the page's fetch is wrapped.
 */
export async function recordPosts(page: Page, pathSuffix: string): Promise<() => Promise<unknown[]>> {
  await page.addInitScript((suffix) => {
    const posted: unknown[] = [];
    (window as unknown as { __posted: unknown[] }).__posted = posted;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith(suffix)) {
        const text = await request.clone().text();
        try {
          posted.push(JSON.parse(text));
        } catch {
          posted.push(text);
        }
      }
      return original(input, init);
    };
  }, pathSuffix);
  return () => page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted ?? []);
}
