import * as z from 'zod';
import { isoDate } from './common';

/** What the gateway did with a refund: asked and waiting, done, refused, unreachable, or not asked (no gateway). */
export const REFUND_GATEWAY_STATES = ['pendiente', 'hecho', 'rechazado', 'sin_respuesta', 'manual'] as const;

const refundRow = z.object({
  id: z.number().int(),
  importe: z.string(),
  centimos: z.number().int(),
  motivo: z.string(),
  factura: z.string().nullable(),
  pasarela: z.enum(REFUND_GATEWAY_STATES),
  pasarelaTexto: z.string(),
  codigo: z.string().nullable(),
  autor: z.string(),
  fecha: isoDate,
});

/** `GET /api/admin/orders/{numero}/refunds`: an order's refunds and what is left to refund (ADR 012). */
export const refundData = z.object({
  reembolsable: z.boolean(),
  pagadoCentimos: z.number().int(),
  reembolsadoCentimos: z.number().int(),
  disponibleCentimos: z.number().int(),
  /** The gateway asked to return the money ('redsys'), or null: refunds are made in the bank's portal. */
  pasarela: z.string().nullable(),
  reembolsos: z.array(refundRow),
  puedeReembolsar: z.boolean(),
});
export type RefundData = z.infer<typeof refundData>;
