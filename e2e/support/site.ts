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

/**
 * The page at `path` as it comes when the server could not render it (apps/api/src/routes/web.ts
 * then sends the empty page): the app starts in the browser and fetches its data itself, as the
 * header's menu does. Only the document is changed; the API answers as always.
 */
export async function withoutServerRendering(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="datos-iniciales">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body });
    },
  );
}
