import { informationServices, serviceGroups, type ServiceGroupId, type ServiceInfo } from '@shop/settings/services';
import { siteRedirects } from '@shop/settings/routes';
import { flowRegistry } from './index';

export { serviceGroups };
export type { ServiceGroupId, ServiceInfo };

/**
 * Every service the consultancy sells, in the menu's and the footer's order: those of the order
 * flows, from their manifests, then those with an information page only (@shop/settings). The menu
 * seed, the footer, the router's information pages, the home's cards and the contact form's
 * subject read this list (docs/decisions/020-one-manifest-per-flow.md).
 */
export const services: readonly ServiceInfo[] = [
  ...flowRegistry.flatMap(({ manifest }) =>
    manifest.services.map(({ id, routes, title, ...entry }): ServiceInfo => ({
      id: id ?? manifest.id,
      flowId: manifest.id,
      routes: routes ?? manifest.routes,
      title: title ?? manifest.title,
      ...entry,
    })),
  ),
  ...informationServices,
];

/** The services of one footer group, in list order. */
export const servicesInGroup = (group: ServiceGroupId): ServiceInfo[] => services.filter((service) => service.group === group);

export const serviceById = (id: string): ServiceInfo | undefined => services.find((service) => service.id === id);
export const serviceByPath = (path: string): ServiceInfo | undefined => services.find((service) => service.routes.includes(path));

/**
 * Every short path and where it leads (DECISIONS §2): the flows' (their manifests' `shortPaths`,
 * to the canonical route), then the site's own (@shop/settings). The server answers them with a
 * permanent redirect; the web app redirects the same way on client-side navigation.
 */
export const redirects: Readonly<Record<string, string>> = {
  ...Object.fromEntries(flowRegistry.flatMap(({ manifest }) => (manifest.shortPaths ?? []).map((path) => [path, manifest.routes[0] ?? '/']))),
  ...siteRedirects,
};

/** The footer's path for a screen (spec-1 §2.1 lists the short ones): its short path where it has one. */
export const footerPathOf = (path: string): string => Object.keys(redirects).find((short) => redirects[short] === path) ?? path;
