import { loadFlow } from '@shop/flows';
import { serviceById } from '@shop/flows/services';
import { fetchCataloguePrice } from '../../api/catalogue';
import { serverContextOf } from '../../ssr-data';

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

/** Each card's figure in cents; a card missing here is a quote, or a figure that could not be read at all. */
export type HomePrices = Partial<Record<HeroServiceId | SpecialtyServiceId, number>>;

/**
 * The home route's loader: every card's figure from the catalogue (DECISIONS §1), the hero's and
 * the specialties', each at the catalogue entry its flow's manifest names. The server reads them as
 * GET /api/products answers them; the browser asks that API and, when it cannot, takes the flow's
 * seed figure from its definition (docs/decisions/020-one-manifest-per-flow.md). Never an error.
 */
export async function homePrices(context: unknown): Promise<HomePrices> {
  const server = serverContextOf(context);
  const figures = await Promise.all(
    [...HERO_SERVICES, ...SPECIALTY_SERVICES].map(async (id) => {
      const service = serviceById(id);
      const key = service?.price && 'key' in service.price ? service.price.key : undefined;
      if (!service?.flowId || key === undefined) return [id, undefined] as const;
      const { flowId } = service;
      const cents = server
        ? await server.pricesOf(flowId).then(
            (prices) => prices?.[key],
            () => undefined,
          )
        : await fetchCataloguePrice(flowId, key);
      return [id, cents ?? (await seedFigure(flowId, key))] as const;
    }),
  );
  return Object.fromEntries(figures.filter(([, cents]) => cents !== undefined));
}

/** The figure the flow's catalogue is seeded with, read from its definition (loaded on demand). */
async function seedFigure(flowId: string, key: string): Promise<number | undefined> {
  try {
    return (await loadFlow(flowId))?.catalogue.find((entry) => entry.key === key)?.cents;
  } catch {
    return undefined;
  }
}
