import type { RouteObject } from 'react-router';
import { flowRegistry } from '@shop/flows';
import { fetchPrices } from '../api/products';

/**
 * One route per flow path, straight from the registry: the flow's code and the wizard load only
 * when the route is visited, and adding a flow needs no edit here.
 */
export const flowRoutes: RouteObject[] = flowRegistry.flatMap((entry) =>
  entry.routes.map(
    (path): RouteObject => ({
      path,
      lazy: async () => {
        const { FlowPage } = await import('./FlowPage');
        return {
          Component: FlowPage,
          loader: async () => {
            const flow = await entry.load();
            return { flow, prices: await fetchPrices(flow), path };
          },
        };
      },
    }),
  ),
);
