import * as z from 'zod';

/** `GET /api/products/{flowId}`: one row of a flow's price catalogue (DECISIONS §1). */
export const productRow = z.object({
  clave: z.string(),
  nombre: z.string(),
  titulo: z.string(),
  es_padre: z.boolean(),
  precio: z.number(),
  precio_centimos: z.number().int(),
  /** Of the price, the official fees passed through (suplidos, DECISIONS §12). */
  suplidos_centimos: z.number().int(),
});
export type ProductRow = z.infer<typeof productRow>;
