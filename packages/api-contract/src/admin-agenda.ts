import * as z from 'zod';

/** A coming deadline of a client's right, as the agenda lists it (DECISIONS §13). */
export const agendaEntry = z.object({
  fecha: z.string(),
  desde: z.string(),
  recargoHasta: z.string().nullable(),
  enGracia: z.boolean(),
  tipo: z.string(),
  plazo: z.string(),
  articulo: z.string(),
  derecho: z.string(),
  numeroOficina: z.string(),
  nombre: z.string(),
  cliente: z.string(),
  email: z.string(),
  pedido: z.string(),
  recordatorios: z.enum(['activos', 'parados']),
});
export type AgendaEntry = z.infer<typeof agendaEntry>;

/** `GET /api/admin/deadlines`: from the office's today until `hasta`. */
export const agenda = z.object({ hoy: z.string(), hasta: z.string(), plazos: z.array(agendaEntry) });
export type Agenda = z.infer<typeof agenda>;
