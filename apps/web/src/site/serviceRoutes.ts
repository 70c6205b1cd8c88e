import { flowRegistry } from '@shop/flows';
import { services } from '@shop/settings/services';

/** Paths an order flow answers: its page wins over the information page. */
const flowPaths = new Set(flowRegistry.flatMap((entry) => entry.routes));

/**
 * Service information pages: every route of the service list that no flow answers yet, so adding a
 * flow to the registry replaces its page with no edit here.
 */
export const serviceInfoPaths: readonly string[] = services.flatMap((service) => service.routes.filter((route) => !flowPaths.has(route)));

/** Whether a flow of the registry is live (its catalogue can be asked for prices). */
export const hasFlow = (flowId: string): boolean => flowRegistry.some((entry) => entry.id === flowId);
