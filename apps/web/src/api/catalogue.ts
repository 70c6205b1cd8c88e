import { http } from './client';
import { apiPaths } from './paths';

/**
 * One figure of a flow's catalogue (DECISIONS §1), e.g. the 'basic' plan for the home's
 * 'Desde' prices; undefined when it cannot be read, so the caller shows the seed figure.
 */
export async function fetchCataloguePrice(flowId: string, key: string): Promise<number | undefined> {
  try {
    const rows = await (await http()).get(apiPaths.products(flowId)).json<{ clave: string; precio_centimos: number }[]>();
    return rows.find((row) => row.clave === key)?.precio_centimos;
  } catch {
    return undefined;
  }
}
