import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { siteRoutes } from './site/routes';
import { flowRoutes } from './wizard/routes';
import { NotFound } from './pages/NotFound';
import { PageLoading } from './pages/PageLoading';
import { NO_CODE, preload, type HydrationHandle, type PageHydration } from './ssr-data';
import { nextTask } from './nextTask';

const SITE = 'site';

/**
 * Each route's id is its path (the site's layout is 'site', the home 'home'): the server's loader
 * data is keyed by route id, and the browser starts from a smaller table holding only the page's
 * own routes (createRouter), whose ids must still be the server's.
 */
function identified(table: RouteObject[]): RouteObject[] {
  for (const route of table) {
    route.id ??= route.index ? 'home' : (route.path ?? SITE);
    if (route.children) identified(route.children);
  }
  return table;
}

/** The route table: site pages, one route per flow path from the registry, then the 404. */
export const routes: RouteObject[] = identified([
  // The back office (ADR 007): outside the site's layout, its code and styles loaded only here.
  { path: '/admin/*', HydrateFallback: PageLoading, lazy: async () => ({ Component: (await import('./admin/AdminApp')).AdminApp }) },
  {
    // The whole layout (header, footer) is drawn by the browser only where the server could not
    // render the page: loaded then, so a hydrated page's code leaves it out (ADR 021).
    lazy: async () => ({ Component: (await import('./site/Layout')).Layout }),
    // The first load of a lazy route waits for its code and data: a quiet placeholder meanwhile.
    HydrateFallback: PageLoading,
    // The header's menu comes with the first page the server renders, and is kept for the visit:
    // navigations (a new news page, a form sent) never read it again.
    loader: ({ context }) => preload(context, (server) => server.navbar()),
    shouldRevalidate: () => false,
    children: [
      ...siteRoutes,
      ...flowRoutes,
      {
        path: '/pago/ok',
        lazy: async () => {
          const page = await import('./pages/PaymentResult');
          return { Component: page.PaymentOk, loader: page.paymentResultLoader };
        },
      },
      {
        path: '/pago/ko',
        lazy: async () => {
          const page = await import('./pages/PaymentResult');
          return { Component: page.PaymentKo, loader: page.paymentResultLoader };
        },
      },
      {
        path: '/pedido/:referencia',
        lazy: async () => {
          const page = await import('./pages/OrderPage');
          return { Component: page.OrderPage, loader: page.orderPageLoader };
        },
      },
      // The 404 works as its HTML: sent without code (ADR 021).
      { path: '*', Component: NotFound, handle: NO_CODE },
    ],
  },
]);

/** The branch of the table the server matched: those routes only, children pruned likewise. */
function matchedBranch(table: RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return table
    .filter((route) => ids.has(route.id!))
    .map((route) => (route.children ? { ...route, children: matchedBranch(route.children, ids) } : route) as RouteObject);
}

/**
 * Every route the first table left out, handed to the router at the first navigation that needs
 * them (React Router's lazy route discovery); routes it already has are not added twice.
 */
function patchAllRoutes({ patch }: { patch: (routeId: string | null, children: RouteObject[]) => void }) {
  patch(null, routes);
  patch(SITE, routes.find((route) => route.id === SITE)!.children!);
}

/**
 * The browser's router. Over a page the server rendered, the matched routes' code is loaded first
 * and the server's loader data reused, so hydration renders exactly the server's HTML (React
 * Router's "lazy routes with SSR"). The router starts with only the routes the server matched: with
 * the whole table (59 routes), ranking and matching every path took 10–20 ms of a phone's main
 * thread, twice, before the page could answer a tap (ADR 008: TBT). The rest join on the first
 * navigation.
 */
export async function createRouter(hydrationData?: PageHydration, siteLayout?: ComponentType) {
  const table = hydrationData?.matched ? matchedBranch(routes, new Set(hydrationData.matched)) : routes;
  // Hydrating an island (ADR 021): the site's layout is the page's content alone (the copy's, not the table's).
  const site = table !== routes && siteLayout ? table.find((route) => route.id === SITE) : undefined;
  if (site) Object.assign(site, { Component: siteLayout, lazy: undefined });
  if (hydrationData) {
    const lazyMatches = matchRoutes(table, window.location)?.filter((match) => match.route.lazy) ?? [];
    // Matching, loading the route's code and making the router each take a task (ADR 008: TBT).
    await nextTask();
    await Promise.all(
      lazyMatches.map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Partial<RouteObject>>;
        const loaded = await lazy();
        Object.assign(match.route, { ...loaded, lazy: undefined });
        // Wanted, not required: a part that failed to load suspends instead and shows its failure.
        await (loaded.handle as HydrationHandle | undefined)?.beforeHydration?.().catch(() => undefined);
      }),
    );
    await nextTask();
  }
  return createBrowserRouter(table, hydrationData ? { hydrationData, patchRoutesOnNavigation: patchAllRoutes } : {});
}
