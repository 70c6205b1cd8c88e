import * as z from 'zod';
import { isoDate } from './common';

/** `GET /api/admin/staff`: a staff account (docs/decisions/007); `rol` as stored ('admin' or 'staff'). */
export const staffMember = z.object({ id: z.number().int(), email: z.string(), rol: z.string(), activa: z.boolean(), conClave: z.boolean(), alta: isoDate });
export type StaffMember = z.infer<typeof staffMember>;

/** `GET /api/admin/audit`: a record of the audit log, with its before and after in words. */
export const auditRow = z.object({
  id: z.number().int(),
  quien: z.string(),
  accion: z.string(),
  objeto: z.string(),
  /** `objeto` in words: a price by its catalogue label, not its keys. */
  objetoTexto: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
  antesTexto: z.string(),
  despuesTexto: z.string(),
  /** Saved as it was (a price saved unchanged): nothing changed. */
  sinCambios: z.boolean(),
  fecha: isoDate,
});
export type AuditRow = z.infer<typeof auditRow>;
