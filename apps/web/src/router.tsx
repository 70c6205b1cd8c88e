import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { Layout } from './site/Layout';
import { siteRoutes } from './site/routes';
import { flowRoutes } from './wizard/routes';
import { NotFound } from './pages/NotFound';
import { PageLoading } from './pages/PageLoading';
import { preload } from './ssr-data';
import { nextTask } from './nextTask';

/** The route table: site pages, one route per flow path from the registry, then the 404. */
export const routes: RouteObject[] = [
  // The back office (issue 10): outside the site's layout, its code and styles loaded only here.
  { path: '/admin/*', HydrateFallback: PageLoading, lazy: async () => ({ Component: (await import('./admin/AdminApp')).AdminApp }) },
  {
    Component: Layout,
    // The first load of a lazy route waits for its code and data: a quiet placeholder meanwhile.
    HydrateFallback: PageLoading,
    // The header's menu comes with the first page the server renders, and is kept for the visit:
    // navigations (a new news page, a form sent) never read it again.
    loader: ({ context }) => preload(context, (server) => server.navbar()),
    shouldRevalidate: () => false,
    children: [
      ...siteRoutes,
      ...flowRoutes,
      { path: '/pago/ok', lazy: async () => ({ Component: (await import('./pages/PaymentResult')).PaymentOk }) },
      { path: '/pago/ko', lazy: async () => ({ Component: (await import('./pages/PaymentResult')).PaymentKo }) },
      { path: '/pedido/:referencia', lazy: async () => ({ Component: (await import('./pages/OrderPage')).OrderPage }) },
      { path: '*', Component: NotFound },
    ],
  },
];

/**
 * The browser's router. Over a page the server rendered, the matched routes' code is loaded first
 * and the server's loader data reused, so hydration renders exactly the server's HTML (React
 * Router's "lazy routes with SSR").
 */
export async function createRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    // Matching, loading the route's code and making the router each take a task (issue 12: TBT).
    await nextTask();
    await Promise.all(
      lazyMatches.map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
    );
    await nextTask();
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
