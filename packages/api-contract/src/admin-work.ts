import * as z from 'zod';
import { isoDate } from './common';

/** The day-to-day work on an order (ADR 012): counts, assignment, undo, documents, contact messages. */

/** `GET /api/admin/orders/counts`: how many orders each view of the list holds. */
export const orderCounts = z.object({
  porAtender: z.number().int(),
  todos: z.number().int(),
  estados: z.array(z.object({ estado: z.string(), texto: z.string(), total: z.number().int() })),
});
export type OrderCounts = z.infer<typeof orderCounts>;

const member = z.object({ id: z.number().int(), email: z.string() });

/** A document staff attached to an order for the client. */
export const documentRow = z.object({
  id: z.number().int(),
  titulo: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  bytes: z.number().int(),
  fecha: isoDate,
  autor: z.string(),
});

/** The order screen's work panel. */
export const orderWork = z.object({
  asignado: member.nullable(),
  equipo: z.array(member),
  /** The staff move an admin may undo: back from `desde` to `hacia`; `avisado`, whether the client is mailed the correction. */
  deshacer: z.object({ desde: z.string(), desdeTexto: z.string(), hacia: z.string(), haciaTexto: z.string(), avisado: z.boolean() }).nullable(),
  puedeDeshacer: z.boolean(),
  documentos: z.array(documentRow),
});
export type OrderWork = z.infer<typeof orderWork>;

export const MESSAGE_STATES = ['new', 'handled'] as const;

/** A message sent with the site's contact form, and staff's answers to it. */
export const contactMessage = z.object({
  id: z.number().int(),
  fecha: isoDate,
  nombre: z.string(),
  email: z.string(),
  mensaje: z.string(),
  estado: z.enum(MESSAGE_STATES),
  atendidoPor: z.string().nullable(),
  atendidoEl: isoDate.nullable(),
  respuestas: z.array(z.object({ autor: z.string(), texto: z.string(), fecha: isoDate })),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** `GET /api/admin/messages`. */
export const contactMessages = z.object({ mensajes: z.array(contactMessage), nuevos: z.number().int(), atendidos: z.number().int() });
export type ContactMessages = z.infer<typeof contactMessages>;
