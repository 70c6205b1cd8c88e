import * as z from 'zod';
import { ok, okWith, role } from '@shop/api-contract';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { refusals } from '../routes/api-schemas';

/**
 * What the back office's schemas share (docs/decisions/007): each area's `schemas.ts` describes its
 * routes as zod schemas. Fastify validates params, query and body with them before a handler runs,
 * answering a Spanish 400 with a message per field, and serialises each answer through them; the
 * answers' shapes live in @shop/api-contract, whose types the web app reads. Hidden from the public
 * OpenAPI document.
 *
 * Every route may also answer the guard's refusals: 401 without a session, 403 for a role or CSRF
 * token it lacks.
 */
export const guarded = (...codes: number[]) => refusals(400, 401, 403, ...codes);
export { ok, okWith, refusals, role };

/** A row's number in an address, its refusals in Spanish (zod's own name the type: 'int'). */
export const id = z.coerce.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').positive('Debe ser un número positivo.');

// The limits are said, so staff know how much to cut.
export const note = z.string().trim().max(NOTE_MAX, `La nota es demasiado larga (máximo ${NOTE_MAX} caracteres).`);
export const message = z.string().trim().max(NOTE_MAX, `El mensaje es demasiado largo (máximo ${NOTE_MAX} caracteres).`);
export const cents = z
  .number({ error: 'Indica un importe.' })
  .int('Indica el importe en céntimos.')
  .min(0, 'El importe no puede ser negativo.')
  .max(100_000_000, 'El importe es demasiado alto (máximo 1.000.000,00 €).');

/** An order in an address: its short number (docs/decisions/007). */
export const numero = z.object({ numero: z.string().max(40) });
