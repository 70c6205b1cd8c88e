import { withFallback, type PriceTable } from '@shop/money';
import type { AnyFlow } from '@shop/flow-kit';
import { http } from './client';
import { apiPaths } from './paths';

interface ProductRow {
  clave: string;
  precio_centimos: number;
}

/**
 * The flow's prices from the server's catalogue (DECISIONS §1); when it cannot be read the flow's
 * seed figures apply, and the server prices the order itself anyway.
 */
export async function fetchPrices(flow: AnyFlow): Promise<PriceTable> {
  if (flow.catalogue.length === 0) return {};
  try {
    const rows = await (await http()).get(apiPaths.products(flow.id)).json<ProductRow[]>();
    return withFallback(flow.catalogue, Object.fromEntries(rows.map((row) => [row.clave, row.precio_centimos])));
  } catch (error) {
    console.warn('No se pudieron leer los precios; se usan los precios de referencia.', error);
    return withFallback(flow.catalogue, undefined);
  }
}
