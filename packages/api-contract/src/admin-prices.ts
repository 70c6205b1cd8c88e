import * as z from 'zod';
import { isoDate } from './common';

/** A catalogue entry as the prices screen edits it (DECISIONS §1, §12). */
export const price = z.object({
  clave: z.string(),
  concepto: z.string(),
  centimos: z.number().int(),
  importe: z.string(),
  /** Of the price, the official fees passed through (suplidos, DECISIONS §12). */
  suplidosCentimos: z.number().int(),
  suplidosImporte: z.string(),
  cambiadoPor: z.string().nullable(),
  cambiadoEl: isoDate.nullable(),
});
export type Price = z.infer<typeof price>;

/** `GET /api/admin/prices`: a service's entries (and the services that share them, in its title). */
export const priceGroup = z.object({ flow: z.string(), titulo: z.string(), precios: z.array(price) });
export type PriceGroup = z.infer<typeof priceGroup>;
