import { asc, eq, inArray } from 'drizzle-orm';
import { formatEur } from '@shop/money';
import { loadFlow } from '@shop/flows';
import { serviceGroups, services, type ServiceInfo } from '@shop/flows/services';
import type { NavbarData, NavItem, NavService } from '@shop/settings/site-api';
import type { Db } from '../db/client';
import { catalogue } from '../db/schema';
import { catalogueOwnerOf } from '../services/catalogue';
import { navColumns, navItems, navServices } from './schema';

const QUOTE = 'Presupuesto a medida';

/**
 * The seeded figure: for a service of an order flow, its catalogue entry's seed in the flow's
 * definition (docs/decisions/020-one-manifest-per-flow.md); for one without, the figure it states.
 */
async function priceText(service: ServiceInfo): Promise<string> {
  const { price } = service;
  if (!price) return QUOTE;
  const cents = 'cents' in price ? price.cents : (await loadFlow(service.flowId ?? ''))?.catalogue.find((entry) => entry.key === price.key)?.cents;
  return cents === undefined ? QUOTE : `${price.from ? 'Desde ' : ''}${formatEur(cents)}`;
}

const LINKS = [
  { id: 'noticias', label: 'Noticias', href: '/noticias' },
  { id: 'faqs', label: 'Preguntas frecuentes', href: '/faqs' },
  { id: 'nosotros', label: 'Nosotros', href: '/about' },
  { id: 'contacto', label: 'Contacto', href: '/contacto' },
];

/**
 * Seeds the menu with every service, grouped as the footer groups them (spec-1 §2.1), idempotently:
 * rows staff have edited or hidden stay as they are.
 */
export async function seedNavbar(db: Db): Promise<void> {
  const items = [
    ...serviceGroups.map((group, index) => ({ id: group.id, position: index, type: 'dropdown' as const, label: group.title, href: null })),
    ...LINKS.map((link, index) => ({ ...link, position: serviceGroups.length + index, type: 'link' as const })),
  ];
  await db.insert(navItems).values(items).onConflictDoNothing();
  const columns = serviceGroups.flatMap((group) =>
    (group.columns ?? []).map((column, index) => ({ id: `${group.id}-${column.id}`, itemId: group.id, position: index, title: column.title })),
  );
  if (columns.length > 0) await db.insert(navColumns).values(columns).onConflictDoNothing();
  const rows = await Promise.all(
    services.map(async (service, index) => {
      const group = serviceGroups.find((candidate) => candidate.id === service.group);
      const priceKey = service.price && 'key' in service.price ? service.price.key : null;
      return {
        id: service.id,
        itemId: service.group,
        columnId: group?.columns && service.column ? `${service.group}-${service.column}` : null,
        position: index,
        title: service.title,
        href: service.routes[0] ?? '/',
        description: service.summary,
        priceText: await priceText(service),
        priceFrom: service.price?.from ?? false,
        flowId: priceKey === null ? null : (service.flowId ?? null),
        priceKey,
      };
    }),
  );
  await db.insert(navServices).values(rows).onConflictDoNothing();
}

/** The stored menu; a service priced by an order flow shows the catalogue's figure (DECISIONS §1). */
export async function readNavbar(db: Db): Promise<NavbarData> {
  const items = await db.select().from(navItems).where(eq(navItems.visible, true)).orderBy(asc(navItems.position));
  const columns = await db.select().from(navColumns).orderBy(asc(navColumns.position));
  const serviceRows = await db.select().from(navServices).orderBy(asc(navServices.position));
  const flowIds = [...new Set(serviceRows.flatMap((row) => (row.flowId ? [row.flowId] : [])))];
  // A flow priced by another's figures (the trade name by the national mark's) shows those.
  const owners = new Map(await Promise.all(flowIds.map(async (flowId) => [flowId, await catalogueOwnerOf(flowId)] as const)));
  const ownerIds = [...new Set(owners.values())];
  const prices = ownerIds.length > 0 ? await db.select().from(catalogue).where(inArray(catalogue.flowId, ownerIds)) : [];
  const priceOf = new Map(prices.map((row) => [`${row.flowId}/${row.key}`, row.cents]));

  const toService = (row: (typeof serviceRows)[number]): NavService => {
    const cents = row.flowId && row.priceKey ? priceOf.get(`${owners.get(row.flowId)}/${row.priceKey}`) : undefined;
    const price = cents !== undefined ? `${row.priceFrom ? 'Desde ' : ''}${formatEur(cents)}` : row.priceText;
    return {
      id: row.id,
      title: row.title,
      href: row.href,
      ...(row.description ? { description: row.description } : {}),
      ...(price ? { price } : {}),
    };
  };

  const menu: NavItem[] = items.map((item): NavItem => {
    if (item.type === 'link') return { id: item.id, type: 'link', label: item.label, href: item.href ?? '/' };
    const own = serviceRows.filter((row) => row.itemId === item.id);
    const itemColumns = columns.filter((column) => column.itemId === item.id);
    if (itemColumns.length === 0) return { id: item.id, type: 'dropdown', label: item.label, services: own.map(toService) };
    return {
      id: item.id,
      type: 'dropdown',
      label: item.label,
      columns: itemColumns
        .map((column) => ({ id: column.id, title: column.title, services: own.filter((row) => row.columnId === column.id).map(toService) }))
        .filter((column) => column.services.length > 0),
    };
  });
  return { menu };
}
