import * as z from 'zod';
import { isoDate } from './common';
import { rightDetail } from './admin-rights';

/** `GET /api/admin/meta`: the services and states the order list filters by. */
export const adminMeta = z.object({
  servicios: z.array(z.object({ id: z.string(), titulo: z.string() })),
  estados: z.array(z.object({ id: z.string(), texto: z.string() })),
});
export type AdminMeta = z.infer<typeof adminMeta>;

/** A row of the back office's order list (and of its CSV). */
export const orderListItem = z.object({
  numero: z.string(),
  fecha: isoDate,
  servicio: z.string(),
  flow: z.string(),
  cliente: z.string(),
  email: z.string(),
  marca: z.string(),
  estado: z.string(),
  estadoTexto: z.string(),
  total: z.string(),
  totalCentimos: z.number().int(),
  /** DECISIONS §7: made without the site's bot check (a direct API client, or a robot). */
  sinComprobacionAntirrobot: z.boolean(),
});
export type OrderItem = z.infer<typeof orderListItem>;

/** `GET /api/admin/orders`: one page of the list. */
export const orderList = z.object({ items: z.array(orderListItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type OrderList = z.infer<typeof orderList>;

/** `GET /api/admin/orders/:numero`: any order of any flow, in its flow's own labels (DECISIONS §11). */
export const orderDetail = z.object({
  numero: z.string(),
  servicio: z.string(),
  flow: z.string(),
  flowTitulo: z.string(),
  fecha: isoDate,
  estado: z.string(),
  estadoTexto: z.string(),
  total: z.string(),
  sinComprobacionAntirrobot: z.boolean(),
  lineas: z.array(z.object({ concepto: z.string(), importe: z.string() })),
  datos: z.array(z.object({ label: z.string(), value: z.string() })),
  archivos: z.array(z.object({ id: z.number().int(), nombre: z.string(), tipo: z.string(), bytes: z.number().int(), sha256: z.string() })),
  /** DECISIONS §11: when privacy and terms were accepted, and which version of the conditions. */
  aceptaciones: z.object({ privacidad: z.string().nullable(), condiciones: z.string().nullable(), versionCondiciones: z.string().nullable() }),
  historial: z.array(z.object({ estado: z.string(), estadoTexto: z.string(), nota: z.string(), fecha: isoDate })),
  notas: z.array(z.object({ autor: z.string(), texto: z.string(), fecha: isoDate })),
  /** Every payment page opened for it (the gateway's number: what a refund needs). */
  pagos: z.array(
    z.object({
      numero: z.string(),
      pasarela: z.string(),
      importe: z.string(),
      estado: z.string(),
      estadoTexto: z.string(),
      codigo: z.string().nullable(),
      fecha: isoDate,
    }),
  ),
  /** The states staff may move it to (the order lifecycle's TRANSITIONS). */
  transiciones: z.array(z.object({ estado: z.string(), texto: z.string() })),
  presupuesto: z.object({
    esPresupuesto: z.boolean(),
    respondible: z.boolean(),
    importe: z.string().nullable(),
    pendiente: z.boolean(),
    /** The message sent to the client with the price. */
    mensaje: z.string(),
    incluye: z.string(),
  }),
  pagable: z.boolean(),
  enlacePedido: z.string(),
  enlacePago: z.string(),
  // DECISIONS §13: the order's right, the office's facts and the deadlines (admin-rights.ts).
  ...rightDetail,
});
export type OrderDetail = z.infer<typeof orderDetail>;
