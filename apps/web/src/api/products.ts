import type { ProductRow } from '@shop/api-contract';
import { suplidosKey, withFallback, type PriceTable } from '@shop/money';
import type { AnyFlow } from '@shop/flow-kit';
import { fetchApi, http } from './client';
import { apiPaths } from './paths';

/**
 * The flow's prices from the server's catalogue (DECISIONS §1); when it cannot be read the flow's
 * seed figures apply, and the server prices the order itself anyway.
 */
export async function fetchPrices(flow: AnyFlow): Promise<PriceTable> {
  if (flow.catalogue.length === 0) return {};
  try {
    const rows = await (await http()).get(apiPaths.products(flow.id)).json<ProductRow[]>();
    const stored = rows.flatMap((row) => [
      [row.clave, row.precio_centimos] as const,
      // A server older than the official fees (DECISIONS §12) sends none: the seed's then apply.
      ...(typeof row.suplidos_centimos === 'number' ? [[suplidosKey(row.clave), row.suplidos_centimos] as const] : []),
    ]);
    return withFallback(flow.catalogue, Object.fromEntries(stored));
  } catch (error) {
    console.warn('No se pudieron leer los precios; se usan los precios de referencia.', error);
    return withFallback(flow.catalogue, undefined);
  }
}

/**
 * spec-2 §7.2: a screen whose flow declares public price endpoints (the renovation's
 * `precio-renovacion-marca-*`) reads them when it loads. Their `precio` answers from the same
 * catalogue as the page's table (DECISIONS §1), so a figure staff changed since the page was made
 * shows at once; one that cannot be read keeps the page's figure.
 */
export async function fetchPublicPrices(flow: AnyFlow): Promise<PriceTable> {
  const read = await Promise.all(
    Object.entries(flow.publicPrices ?? {}).map(async ([name, key]) => {
      try {
        // Not through ky: made on every load of such a page, it would bring ky's code with it
        // (ADR 008: the renovation page's first visit went from 142.7 to 147.9 kB with it).
        const answer = (await (await fetchApi(apiPaths.publicPrice(name), {}, 10_000)).json()) as { precio_centimos?: unknown };
        return typeof answer.precio_centimos === 'number' && Number.isInteger(answer.precio_centimos) ? [[key, answer.precio_centimos] as const] : [];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(read.flat());
}
