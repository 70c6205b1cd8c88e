import * as z from 'zod';

/** A news item (spec-2 §3.4); the list leaves out the body. */
export const newsItem = z.object({
  id: z.number().int(),
  titulo: z.string(),
  resumen: z.string(),
  imagen: z.string().nullable(),
  destacada: z.boolean(),
  seo: z.object({ url: z.string(), keywords: z.array(z.string()) }),
  autor: z.string().nullable(),
  fecha: z.string(),
  /** Sanitised HTML; only the article call carries it. */
  contenido: z.string().optional(),
});
export type NewsItem = z.infer<typeof newsItem>;
