import type { RightDeclaration } from '@shop/deadlines';
import type { AnyFlow } from '@shop/flow-kit';
import type { ServiceGroupId, ServiceIcon, ServicePrice } from '@shop/settings/services';

/**
 * What the site knows of a service before its flow's code loads: its place in the menu and the
 * footer, the sentence of its card, its icon and where its 'Desde' figure is read
 * (docs/decisions/020-one-manifest-per-flow.md). Most flows sell one service and leave `id`,
 * `routes` and `title` to the flow's; the renovation sells two, one route each.
 */
export interface ServiceEntry {
  id?: string;
  routes?: readonly string[];
  title?: string;
  group: ServiceGroupId;
  /** The menu column inside the group, when the group has columns. */
  column?: string;
  /** One sentence: the menu's description, the card text and an information page's description. */
  summary: string;
  icon?: ServiceIcon;
  /** The catalogue entry whose figure the menu and the home show; absent for quote requests. */
  price?: Extract<ServicePrice, { key: string }>;
}

/**
 * A flow's identity, written once: the registry, the router, the menu, the footer, the server's
 * page table and the home's prices read it eagerly; the definition (steps, catalogue, price
 * formula) takes its id, routes, title and right from it and loads only on its route.
 */
export interface FlowManifest<D = unknown> {
  id: string;
  /** Canonical route first, then its aliases (spec-2 §2.1). */
  routes: readonly string[];
  /** The footer's short paths (spec-1 §2.1), each a permanent redirect to the canonical route (DECISIONS §2). */
  shortPaths?: readonly string[];
  /** The page heading and the `<title>`. */
  title: string;
  services: readonly ServiceEntry[];
  /** The right an order files or renews (DECISIONS §13), or a function of the order's data where its choices decide. */
  right?: RightDeclaration | ((data: D) => RightDeclaration | undefined);
  /** The definition's module, fetched on first use (its code is the heavy part). */
  load: () => Promise<{ default: AnyFlow }>;
}

/** The part of a definition its manifest holds: `defineFlow({ ...identityOf(manifest), steps, ... })`. */
export const identityOf = <D>({ id, routes, title, right }: FlowManifest<D>) => ({ id, routes, title, ...(right === undefined ? {} : { right }) });

/** The sentence of a flow's (first) service, for a definition whose page description says the same. */
export const summaryOf = <D>(manifest: FlowManifest<D>): string => manifest.services[0]?.summary ?? manifest.title;
