import * as z from 'zod';

/** `GET /api/order?trans=`: the state of an order, for whoever holds its reference. */
export const orderStatus = z.object({
  numero: z.string(),
  producto: z.string(),
  estado: z.string(),
  total: z.number().int(),
  /** Paid, or moved on by staff after payment. */
  pagado: z.boolean(),
  /** The visitor may (still or again) pay it. */
  pagable: z.boolean(),
});
export type OrderStatus = z.infer<typeof orderStatus>;
