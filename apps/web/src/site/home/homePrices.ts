import { serviceById } from '@shop/settings/services';
import { fetchCataloguePrice } from '../../api/catalogue';
import { serverContextOf } from '../../ssr-data';
import { hasFlow } from '../serviceRoutes';

/** The services of the home's two cards, national and European (spec-1 §2.2). */
export const HERO_SERVICES = ['marca-nacional', 'marca-europea'] as const;
export type HeroServiceId = (typeof HERO_SERVICES)[number];

/** The six specialty cards (spec-1 §2.2), in their order. */
export const SPECIALTY_SERVICES = [
  'marca-internacional',
  'patentes',
  'diseno-industrial',
  'modelo-utilidad',
  'recuperacion-dominios',
  'derechos-autor',
] as const;
export type SpecialtyServiceId = (typeof SPECIALTY_SERVICES)[number];

/** Each card's figure in cents; a card missing here (a quote, or a figure not read) shows the spec's seed figure. */
export type HomePrices = Partial<Record<HeroServiceId | SpecialtyServiceId, number>>;

/**
 * The home route's loader: every card's figure from the catalogue when its order flow is live
 * (DECISIONS §1), the hero's and the specialties'. The server reads them as GET /api/products
 * answers them, the browser asks that API; a figure that cannot be read is left out, never an error.
 */
export async function homePrices(context: unknown): Promise<HomePrices> {
  const server = serverContextOf(context);
  const figures = await Promise.all(
    [...HERO_SERVICES, ...SPECIALTY_SERVICES].map(async (id) => {
      const service = serviceById(id);
      if (!service?.catalogueKey || !hasFlow(service.flowId)) return [id, undefined] as const;
      const { flowId, catalogueKey } = service;
      const cents = server
        ? await server.pricesOf(flowId).then(
            (prices) => prices?.[catalogueKey],
            () => undefined,
          )
        : await fetchCataloguePrice(flowId, catalogueKey);
      return [id, cents] as const;
    }),
  );
  return Object.fromEntries(figures.filter(([, cents]) => cents !== undefined));
}
