import type { FastifyInstance } from 'fastify';
import { loadAllFlows, loadFlow } from '@shop/flows';
import { priceOf, suplidosKey } from '@shop/money';
import * as schemas from './api-schemas';
import { Refusal } from '../services/order-intake';

/** spec-1 §7.3: a flow's prices, as the catalogue holds them now (seed figures where unset). */
export async function productRoutes(app: FastifyInstance) {
  app.get<{ Params: { flowId: string } }>('/api/products/:flowId', { schema: schemas.products }, async (request) => {
    const flow = await loadFlow(request.params.flowId);
    if (!flow) throw new Refusal(404, 'El servicio solicitado no existe.');
    const prices = await app.catalogue.prices(flow);
    // spec-1 §7.3's fields (nombre, titulo, precio, es_padre), and the catalogue's key and cents,
    // with the official fees of the price (DECISIONS §12) for the browser's breakdown.
    return flow.catalogue.map((entry) => ({
      clave: entry.key,
      nombre: entry.product?.nombre ?? entry.label,
      titulo: entry.product?.titulo ?? entry.label,
      es_padre: entry.product?.esPadre ?? false,
      precio: (prices[entry.key] ?? entry.cents) / 100,
      precio_centimos: prices[entry.key] ?? entry.cents,
      suplidos_centimos: prices[suplidosKey(entry.key)] ?? entry.suplidosCents,
    }));
  });

  // spec-2 §7.2, DECISIONS §1: the public price endpoints a flow declares (renovation's
  // `precio-renovacion-marca-*`), each answering one catalogue figure. A repeated name fails at start.
  for (const flow of await loadAllFlows()) {
    for (const [name, key] of Object.entries(flow.publicPrices ?? {})) {
      app.get(`/api/${name}`, { schema: schemas.publicPrice }, async () => {
        const cents = priceOf(await app.catalogue.prices(flow), key);
        return { precio: cents / 100, precio_centimos: cents };
      });
    }
  }
}
