import type { RouteObject } from 'react-router';
import { flowRegistry } from '@shop/flows';
import { withFallback } from '@shop/money';
import { fetchPrices } from '../api/products';
import { serverContextOf, type HydrationHandle, type PageHandle } from '../ssr-data';
import { nextTask } from '../nextTask';
import { prefillFromAddress } from './prefill';
import { openKeptDraft } from './serverDraft';
import { renewalWatchKindsOf } from '@shop/flows/parts/renewal-watch-pages';

/**
 * One route per flow path, straight from the registry: the flow's code and the wizard load only
 * when the route is visited, and adding a flow needs no edit here. The definition loads with the
 * route's code (not in its loader) so a page the server rendered hydrates with it already there;
 * the loader's data stays plain JSON (prices and path) for the server to hand over.
 */
export const flowRoutes: RouteObject[] = flowRegistry.flatMap((entry) =>
  entry.routes.map((path): RouteObject => ({
    path,
    lazy: async () => {
      // Both downloads start at once, but Vite's preloading of each one's chunks (a link element
      // per chunk) runs in a task of its own: together they made one long task (ADR 008: TBT).
      const page = import('./FlowPage');
      void page.catch(() => undefined); // awaited below; a failure meanwhile is not "unhandled"
      await nextTask();
      const flow = await entry.load();
      const { FlowPage, RenewalWatchForm, preloadWidgetsOf, initialDataOf } = await page;
      // The renewal pages' watch form is part of what the server rendered and the page shows at once.
      if (renewalWatchKindsOf(path)) await RenewalWatchForm.preload();
      return {
        Component: () => <FlowPage flow={flow} />,
        // The first step's fields the server's page shows hydrate with it (ADR 008); a step the
        // server answered is sent without code (ADR 021), so no other step hydrates.
        // A first step is a form the server answers: its code waits for the visitor (ADR 021).
        handle: {
          codeOnIntent: true,
          beforeHydration: () => {
            prefillFromAddress(flow, path, window.location.search);
            // A saved draft's link: its data and files are in this tab before the wizard looks for a draft.
            return Promise.all([openKeptDraft(flow, path, window.location.search), preloadWidgetsOf(flow, flow.steps[0]!, initialDataOf(flow, path))]);
          },
        } satisfies HydrationHandle & PageHandle,
        // A step of the form is an entry of the browser's history at the same address
        // (useStepHistory.ts): moving between them reads nothing again.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate,
        loader: async ({ context, request }) => {
          const server = serverContextOf(context);
          // In the browser (a link followed inside the site): the address's values into the draft.
          if (!server) prefillFromAddress(flow, path, new URL(request.url).search);
          if (!server) await openKeptDraft(flow, path, new URL(request.url).search);
          const prices = server ? withFallback(flow.catalogue, await server.pricesOf(flow.id)) : await fetchPrices(flow);
          // A step the server answered (its form sent by the browser itself, ADR 021): the page shows it.
          return { prices, path, ...(server?.stepForm ? { serverStep: server.stepForm } : {}) };
        },
      };
    },
  })),
);
