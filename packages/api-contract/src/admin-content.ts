import * as z from 'zod';
import { isoDate } from './common';

/** A news article as the back office edits it. */
export const article = z.object({
  id: z.number().int(),
  titulo: z.string(),
  slug: z.string(),
  resumen: z.string(),
  contenido: z.string(),
  formato: z.enum(['markdown', 'html']),
  imagen: z.string().nullable(),
  destacada: z.boolean(),
  publicada: z.boolean(),
  keywords: z.array(z.string()),
  autor: z.string().nullable(),
  fecha: isoDate,
  actualizada: isoDate,
});
export type Article = z.infer<typeof article>;

/** A saved article; `direccionOcupada`: the address asked for, which another article had (it was saved with -2, -3...). */
export const savedArticle = article.extend({ direccionOcupada: z.string().nullable() });
export type SavedArticle = z.infer<typeof savedArticle>;

/** `GET /api/admin/subscribers`: a newsletter subscriber. */
export const subscriber = z.object({ id: z.number().int(), email: z.string(), alta: isoDate, estado: z.string() });
export type Subscriber = z.infer<typeof subscriber>;
