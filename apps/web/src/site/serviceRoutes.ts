import { flowRegistry } from '@shop/flows';
import { informationServices } from '@shop/settings/services';

/** Paths an order flow answers: its page wins over the information page. */
const flowPaths = new Set(flowRegistry.flatMap((entry) => entry.routes));

/**
 * Service information pages: the routes of the services sold without an order flow, so adding a
 * flow for one (its manifest, docs/decisions/020-one-manifest-per-flow.md) replaces its page with no
 * edit here.
 */
export const serviceInfoPaths: readonly string[] = informationServices.flatMap((service) => service.routes.filter((route) => !flowPaths.has(route)));
