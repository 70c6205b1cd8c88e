import * as z from 'zod';

/** An instant as the API writes it: ISO 8601 in UTC; the screens show it on the office's clock. */
export const isoDate = z.string().describe('Fecha ISO 8601');

export const ok = z.object({ ok: z.boolean() });

export const okWith = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ ok: z.boolean(), ...shape });

/** A staff member's role (docs/decisions/007). */
export const role = z.enum(['admin', 'staff'], 'Elige un rol.');
