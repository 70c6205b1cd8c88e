import { serviceById } from '@shop/settings/services';
import { fetchCataloguePrice } from '../../api/catalogue';
import { serverContextOf } from '../../ssr-data';
import { hasFlow } from '../serviceRoutes';

/** The services of the home's two cards, national and European (spec-1 §2.2). */
export const HERO_SERVICES = ['marca-nacional', 'marca-europea'] as const;
export type HeroServiceId = (typeof HERO_SERVICES)[number];

/** Each card's 'Desde' figure in cents; a card missing here shows the spec's seed figure. */
export type HeroPrices = Partial<Record<HeroServiceId, number>>;

/**
 * The home route's loader: the cards' figures from the catalogue when their order flow is live
 * (DECISIONS §1). The server reads them as GET /api/products answers them, the browser asks that
 * API; a figure that cannot be read is left out, never an error.
 */
export async function heroPrices(context: unknown): Promise<HeroPrices> {
  const server = serverContextOf(context);
  const figures = await Promise.all(
    HERO_SERVICES.map(async (id) => {
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
