import * as z from 'zod';
import { RIGHT_KINDS } from '@shop/deadlines';

/** One of a right's deadlines as the back office shows it (DECISIONS §13, @shop/deadlines). */
export const deadline = z.object({
  kind: z.string(),
  label: z.string(),
  opensOn: z.string(),
  dueOn: z.string(),
  graceEndsOn: z.string().optional(),
  surcharge: z
    .array(z.object({ percent: z.number(), from: z.string(), until: z.string() }))
    .readonly()
    .optional(),
  article: z.string(),
});
export type Deadline = z.infer<typeof deadline>;

/** The right the order's flow declares, with where it stands today. */
export const rightInfo = z.object({
  tipo: z.enum(RIGHT_KINDS),
  nombre: z.string(),
  accion: z.enum(['registers', 'renews']),
  formatoNumero: z.string(),
  estado: z.string().nullable(),
  estadoTexto: z.string().nullable(),
});
export type RightInfo = z.infer<typeof rightInfo>;

/** The office's facts in force (the latest recording), as the filing form shows them. */
export const filingFacts = z.object({
  officeNumber: z.string(),
  filedOn: z.string(),
  publishedOn: z.string().nullable(),
  grantedOn: z.string().nullable(),
  objectionOn: z.string().nullable(),
  objectionTermEndsOn: z.string().nullable(),
  renewedOn: z.string().nullable(),
  anotadoPor: z.string(),
  anotadoEl: z.string(),
});
export type FilingFacts = z.infer<typeof filingFacts>;

/** What the back office's order detail adds about the order's right (spread into orderDetail). */
export const rightDetail = {
  /** Whether the office's facts can be recorded yet: once the order is paid. */
  anotable: z.boolean(),
  /** Null for a service that files no right. */
  derecho: rightInfo.nullable(),
  /** Null before the first recording. */
  hechos: filingFacts.nullable(),
  deadlines: z.array(deadline),
};
