import type { Page } from '@playwright/test';

/**
 * The bodies of the POSTs to a path, as the browser's network layer carried them (what DevTools
 * and `request.postData()` show): a body sent as a stream would be missing here (null).
 */
export async function recordPosts(page: Page, pathSuffix: string): Promise<() => Promise<unknown[]>> {
  const posted: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith(pathSuffix)) return;
    const text = request.postData();
    try {
      posted.push(text === null ? null : JSON.parse(text));
    } catch {
      posted.push(text);
    }
  });
  return async () => posted;
}

/**
 * The page at `path` as it comes when the server could not render it (apps/api/src/routes/web.ts
 * then sends the empty page): the app starts in the browser and fetches its data itself, as the
 * header's menu does, and draws the whole layout, whose links then navigate in the app. Only the
 * document is changed; the API answers as always. `path` must be a page sent with code (not a
 * content page, ADR 021), whose code then starts over the empty page.
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

/** The pages the browser loads as new documents from now on: none while the app navigates itself. */
export function documentsRequested(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}
