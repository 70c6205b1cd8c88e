/**
 * The menu's and the footer's groups (spec-1 §2.1), and the services sold without an order flow:
 * their routes, group, figure and information page (service-pages.ts). A service with an order flow
 * is declared once, in its flow's manifest (flows/*.manifest.ts); the full list, both kinds
 * together, is `services` in flows/services.ts (docs/decisions/020-one-manifest-per-flow.md).
 */

export type ServiceGroupId = 'marcas' | 'invenciones' | 'otros';

export interface ServiceGroup {
  id: ServiceGroupId;
  title: string;
  /** Sub-headings of the menu's columns; a group without columns shows a flat list. */
  columns?: readonly { id: string; title: string }[];
}

/** The footer's groups (spec-1 §2.1), in order; the menu's dropdowns follow them. */
export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: 'marcas',
    title: 'Marcas',
    columns: [
      { id: 'registro', title: 'Registro' },
      { id: 'renovacion', title: 'Renovación' },
    ],
  },
  { id: 'invenciones', title: 'Invenciones' },
  {
    id: 'otros',
    title: 'Otros servicios',
    columns: [
      { id: 'gestion', title: 'Gestión de marcas' },
      { id: 'defensa', title: 'Defensa de marcas' },
      { id: 'anualidades', title: 'Pagos y mantenimiento' },
    ],
  },
];

/** The icons a service's card may carry (the site draws them: apps/web/src/site/ui/icons.tsx). */
export type ServiceIcon = 'globe' | 'bulb' | 'cube' | 'gear' | 'link' | 'copyright';

/**
 * Where a service's figure comes from: its flow's catalogue entry (the catalogue's figure, DECISIONS
 * §1), or, for a service without a flow, the figure itself in integer euro cents. `from` marks the
 * lowest of several ('Desde 199,00 €').
 */
export type ServicePrice = { key: string; from?: boolean } | { cents: number; from?: boolean };

export interface ServiceInfo {
  id: string;
  /** The order flow that sells it; absent for a service with an information page only. */
  flowId?: string;
  /** Canonical route first, then its aliases (spec-2 §2.1). */
  routes: readonly string[];
  group: ServiceGroupId;
  /** The menu column inside the group, when the group has columns. */
  column?: string;
  title: string;
  /** One sentence: the menu's description, the meta description and the card text. */
  summary: string;
  icon?: ServiceIcon;
  /** Absent for quote requests. */
  price?: ServicePrice;
}

/** Services with an information page and no order flow yet; a flow for one replaces its entry here. */
export const informationServices: readonly ServiceInfo[] = [];
