import * as z from 'zod';
import { isoDate } from './common';
import { deadline } from './admin-rights';

/** `GET /api/admin/clientes`: a client's file (ADR 012), found by e-mail or NIF. */
export const clientFile = z.object({
  busqueda: z.object({ email: z.string().optional(), nif: z.string().optional() }),
  nombre: z.string(),
  pedidos: z.array(
    z.object({
      numero: z.string(),
      servicio: z.string(),
      fecha: isoDate,
      estado: z.string(),
      estadoTexto: z.string(),
      total: z.string(),
      email: z.string(),
    }),
  ),
  facturas: z.array(z.object({ numero: z.string(), tipo: z.string(), pedido: z.string(), fecha: z.string(), total: z.string() })),
  mensajes: z.array(z.object({ id: z.number().int(), fecha: isoDate, nombre: z.string(), mensaje: z.string(), estado: z.string() })),
  plazos: z.array(deadline.extend({ pedido: z.string(), servicio: z.string() })),
});
export type ClientFile = z.infer<typeof clientFile>;
