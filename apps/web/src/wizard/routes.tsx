import type { RouteObject } from 'react-router';
import { flowRegistry } from '@shop/flows';
import { withFallback } from '@shop/money';
import { fetchPrices } from '../api/products';
import { serverContextOf } from '../ssr-data';

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
      const [{ FlowPage }, flow] = await Promise.all([import('./FlowPage'), entry.load()]);
      return {
        Component: () => <FlowPage flow={flow} />,
        loader: async ({ context }) => {
          const server = serverContextOf(context);
          const prices = server ? withFallback(flow.catalogue, await server.pricesOf(flow.id)) : await fetchPrices(flow);
          return { prices, path };
        },
      };
    },
  })),
);
