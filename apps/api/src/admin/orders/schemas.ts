import * as z from 'zod';
import * as answers from '@shop/api-contract';
import { cents, guarded, id, message, note, numero, ok, okWith } from '../schema-kit';
import { isCalendarDate } from '../office-time';
import { ORDER_SORTS } from './filters';

/** The orders area's routes (schema-kit.ts says how these schemas are used). */

export const meta = {
  response: {
    200: answers.adminMeta,
    ...guarded(),
  },
};

/** A day of the filters: empty (any) or a real day as the date input sends it ('2026-13-45' crashed the CSV). */
const officeDay = z.string().refine((text) => text === '' || isCalendarDate(text), { message: 'Fecha no válida: usa el formato AAAA-MM-DD.' });

/**
 * The order list's filters, as the search form sends them (empty strings are "any"); `estado` may
 * also be 'todos' (every state but drafts) or 'cualquiera', and left out, the list is what needs
 * action (orders/filters.ts). `asignado=yo`: the caller's own orders ('Mis asuntos').
 */
export const orderFilters = z
  .object({
    estado: z.string().max(40).optional(),
    asignado: z.enum(['yo'], 'Solo se admite «yo».').optional(),
    servicio: z.string().max(80).optional(),
    desde: officeDay.optional(),
    hasta: officeDay.optional(),
    q: z.string().max(200).optional(),
    pagina: z.string().max(10).optional(),
    orden: z.enum(ORDER_SORTS).optional(),
    sentido: z.enum(['asc', 'desc']).optional(),
  })
  // A reversed range matches nothing: said, rather than answered with 0 orders.
  .refine(({ desde, hasta }) => !desde || !hasta || desde <= hasta, {
    path: ['hasta'],
    message: 'Las fechas están al revés: «Hasta» es anterior a «Desde».',
  });

export const orderList = {
  querystring: orderFilters,
  response: { 200: answers.orderList, ...guarded() },
};

/** A CSV download: streamed, so only its refusals have a schema. */
export const orderCsv = { querystring: orderFilters, response: guarded() };

export const orderDetail = {
  params: numero,
  response: {
    200: answers.orderDetail,
    ...guarded(404),
  },
};

/** An order's file: streamed from storage, so only its refusals have a schema. */
export const orderFile = { params: numero.extend({ fileId: id }), response: guarded(404) };

export const orderStatus = {
  params: numero,
  body: z.object({ estado: z.string().max(40), nota: note.optional() }),
  response: { 200: ok, ...guarded(404, 409) },
};

export const orderNote = { params: numero, body: z.object({ texto: note.min(1, 'Escribe la nota.') }), response: { 200: ok, ...guarded(404) } };

export const orderQuote = {
  params: numero,
  body: z.object({ centimos: cents.min(1, 'El presupuesto debe tener un importe.'), mensaje: message }),
  response: { 200: okWith({ total: z.string() }), ...guarded(404, 409) },
};
