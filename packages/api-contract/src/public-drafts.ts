import * as z from 'zod';

/** `GET /api/borradores/{token}`: a draft kept on the server, as its link hands it back (ADR 019). */
export const keptDraft = z.object({
  flow: z.string(),
  ruta: z.string(),
  paso: z.string(),
  datos: z.record(z.string(), z.unknown()),
  archivos: z.array(z.object({ nombre: z.string(), tipo: z.string(), tamano: z.number().int(), url: z.string() })),
  caduca: z.string(),
});
export type KeptDraft = z.infer<typeof keptDraft>;
