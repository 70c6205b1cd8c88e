import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './router';
import { HYDRATION_DATA_ID, type PageHandle, type PageHydration } from './ssr-data';
import type * as Entry from '../ssr';

export type { Rendered, ServerContext } from '../ssr';

const handler = createStaticHandler(routes);
const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * A page of the web app rendered on the server (ADR 008): the routes' loaders run with the
 * server's context, the page renders once every lazy part has loaded (so the HTML carries the real
 * content), and the loaders' data travels as a JSON script element the browser's router hydrates
 * from. Built on its own (vite.ssr.config.ts) for the API's web route; never in the browser's code.
 */
export const renderPage: typeof Entry.renderPage = async (url, context) => {
  const result = await handler.query(new Request(url), { requestContext: context });
  if (result instanceof Response) return { kind: 'redirect', status: result.status, location: result.headers.get('location') ?? '/' };
  const router = createStaticRouter(handler.dataRoutes, result);
  const app = (
    <StrictMode>
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </StrictMode>
  );
  const html = await renderToString(app);
  const state: PageHydration = {
    loaderData: result.loaderData,
    actionData: result.actionData,
    errors: result.errors,
    matched: result.matches.map((match) => match.route.id),
  };
  // A page that works as its HTML (its route's handle says so, ADR 021) gets no code, so no data to hydrate from.
  const handle = result.matches.at(-1)?.route.handle as PageHandle | undefined;
  const code = !handle?.noCode;
  if (!code) return { kind: 'page', html, data: '', code };
  const hydration = JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
  const data = `<script type="application/json" id="${HYDRATION_DATA_ID}">${hydration}</script>`;
  return { kind: 'page', html, data, code, ...(handle?.codeOnIntent ? { codeOnIntent: true } : {}) };
};

/** renderToString that waits for lazy components (React.lazy) instead of sending their fallbacks. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      // Large finished parts are otherwise sent apart and moved into place by an inline script,
      // which the Content-Security-Policy blocks: the whole page is written in order instead.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}
