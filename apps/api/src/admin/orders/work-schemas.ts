import * as z from 'zod';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { refusals } from '../../routes/api-schemas';
import { orderFilters } from './schemas';
import * as answers from '@shop/api-contract';

/**
 * The schemas of the back office's day-to-day work (ADR 012): assignment, undo, documents,
 * counts. Spanish messages, as in schemas.ts.
 */

const guarded = (...codes: number[]) => refusals(400, 401, 403, ...codes);
const id = z.coerce.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').positive('Debe ser un número positivo.');
const numero = z.object({ numero: z.string().max(40) });
const { documentRow } = answers;

export const orderCounts = {
  querystring: orderFilters,
  response: {
    200: answers.orderCounts,
    ...guarded(),
  },
};

export const orderWork = {
  params: numero,
  response: {
    200: answers.orderWork,
    ...guarded(404),
  },
};

export const assignOrder = {
  params: numero,
  body: z.object({ miembro: z.number({ error: 'Elige a quién asignarlo.' }).int().positive().nullable() }),
  response: { 200: z.object({ ok: z.boolean(), asignado: z.string().nullable() }), ...guarded(404) },
};

export const undoStatus = {
  params: numero,
  body: z.object({
    motivo: z
      .string({ error: 'Explica por qué se deshace.' })
      .trim()
      .min(1, 'Explica por qué se deshace.')
      .max(NOTE_MAX, `El motivo es demasiado largo (máximo ${NOTE_MAX} caracteres).`),
  }),
  response: { 200: z.object({ ok: z.boolean(), estado: z.string(), avisado: z.boolean() }), ...guarded(404, 409) },
};

/** A document arrives as multipart (`titulo`, `archivo`), read by services/order-documents.ts. */
export const addDocument = {
  params: numero,
  response: { 200: z.object({ ok: z.boolean(), documento: documentRow, avisado: z.boolean() }), ...guarded(404, 413, 415) },
};

/** A document's download: streamed, so only its refusals have a schema. */
export const orderDocument = { params: numero.extend({ documentId: id }), response: guarded(404) };

/** The client's download, by the order's reference: public, only its refusal has a schema. */
export const clientDocument = { params: z.object({ referencia: z.string().max(200), documentId: z.string().max(20) }), response: refusals(404) };
