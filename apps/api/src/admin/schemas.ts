import * as z from 'zod';
import { refusals } from '../routes/api-schemas';
import { MIN_PASSWORD, PASSWORD_TOO_SHORT } from './staff';
import { ORDER_SORTS } from './orders';
import { isCalendarDate } from './office-time';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { isNewsImagePath } from '../site/news';
import * as answers from '@shop/api-contract';

/**
 * The back office's routes as zod schemas (ADR 007's API under /api/admin): Fastify validates
 * params, query and body with them before a handler runs, answering a Spanish 400 with a message
 * per field, and serialises each answer through them. The answers' shapes live in @shop/api-contract,
 * whose types the web app reads. Hidden from the public OpenAPI document.
 *
 * Every route may also answer the guard's refusals: 401 without a session, 403 for a role or CSRF
 * token it lacks.
 */

const guarded = (...codes: number[]) => refusals(400, 401, 403, ...codes);
const { ok, okWith, role, signedIn } = answers;
/** A row's number in an address, its refusals in Spanish (zod's own name the type: 'int'). */
const id = z.coerce.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').positive('Debe ser un número positivo.');

const password = z.string().min(MIN_PASSWORD, PASSWORD_TOO_SHORT).max(200, 'La contraseña es demasiado larga.');
// The limits are said, so staff know how much to cut.
const note = z.string().trim().max(NOTE_MAX, `La nota es demasiado larga (máximo ${NOTE_MAX} caracteres).`);
const message = z.string().trim().max(NOTE_MAX, `El mensaje es demasiado largo (máximo ${NOTE_MAX} caracteres).`);
const cents = z
  .number({ error: 'Indica un importe.' })
  .int('Indica el importe en céntimos.')
  .min(0, 'El importe no puede ser negativo.')
  .max(100_000_000, 'El importe es demasiado alto (máximo 1.000.000,00 €).');

// ---- Accounts and sessions ----

export const login = {
  body: z.object({ email: z.string().max(320), password: z.string().max(200) }),
  response: { 200: signedIn, ...refusals(400, 401, 429) },
};

export const setPassword = {
  body: z.object({ token: z.string().min(1).max(200), password }),
  response: { 200: okWith({ message: z.string() }), ...refusals(400, 429) },
};

export const session = { response: { 200: answers.sessionAnswer } };

export const logout = { response: { 200: ok, ...guarded() } };

export const changePassword = {
  body: z.object({ actual: z.string().max(200), nueva: password }),
  response: { 200: okWith({ message: z.string() }), ...guarded() },
};

export const staffCommand = {
  body: z.object({ action: z.enum(['add', 'reset']), email: z.email('Email no válido.'), role: role.optional() }),
  response: { 200: z.object({ link: z.string(), created: z.boolean() }), ...refusals(400, 403, 404) },
};

// ---- Orders ----

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
 * action (admin/orders.ts). `asignado=yo`: the caller's own orders ('Mis asuntos').
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

const numero = z.object({ numero: z.string().max(40) });

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

// ---- Prices ----

export const prices = {
  response: {
    200: z.array(answers.priceGroup),
    ...guarded(),
  },
};

export const setPrice = {
  params: z.object({ flow: z.string().max(80), key: z.string().max(80) }),
  // DECISIONS §12: the official-fee part may come with the price; without it the stored one stays.
  body: z.object({ centimos: cents, suplidosCentimos: cents.optional() }),
  response: { 200: okWith({ importe: z.string(), suplidosImporte: z.string() }), ...guarded(404) },
};

// ---- Staff accounts ----

const staffId = z.object({ id });

export const staffList = {
  response: {
    200: z.array(answers.staffMember),
    ...guarded(),
  },
};

export const addStaff = {
  // `cambiarRol`: the admin confirmed changing the role of an account that already exists.
  body: z.object({ email: z.email('Email no válido.'), rol: role, cambiarRol: z.boolean().optional() }),
  response: { 200: okWith({ enlace: z.string(), nueva: z.boolean() }), ...guarded(409) },
};

export const resetStaff = { params: staffId, response: { 200: okWith({ enlace: z.string() }), ...guarded(404) } };

export const staffActive = { params: staffId, body: z.object({ activa: z.boolean() }), response: { 200: ok, ...guarded(404, 409) } };

export const audit = {
  // `antes`: the id of the oldest row shown, for the page before it; `accesos=no` leaves sign-ins out.
  querystring: z.object({ antes: id.optional(), accesos: z.enum(['si', 'no']).optional() }),
  response: {
    200: z.array(answers.auditRow),
    ...guarded(),
  },
};

// ---- News, messages and subscribers ----

export const articleBody = z.object({
  titulo: z.string().trim().min(1, 'Escribe el título.').max(200, 'El título es demasiado largo.'),
  slug: z.string().trim().max(80).optional(),
  resumen: z.string().trim().min(1, 'Escribe el resumen.').max(500, 'El resumen es demasiado largo.'),
  contenido: z.string().max(200_000, 'El texto es demasiado largo.'),
  // How `contenido` is written: the editor sends Markdown; without it, HTML, as before Markdown.
  formato: z.enum(['markdown', 'html']).optional(),
  // A picture uploaded here (or a seeded article's): never javascript: or data:, nor another site's, which the
  // pages' CSP would not draw and which would tell it of every reader (DECISIONS §6), nor any other path of
  // this site ('/img/../…'), which the page would load as the article's (security audit).
  imagen: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || isNewsImagePath(value), {
      message: 'La imagen debe ser una subida desde aquí.',
    })
    .nullable()
    .optional(),
  destacada: z.boolean().optional(),
  publicada: z.boolean().optional(),
  keywords: z.array(z.string().trim().max(60)).max(20).optional(),
  autor: z.string().trim().max(120).nullable().optional(),
});

const { article, savedArticle } = answers;

const articleId = z.object({ id });

export const newsList = { response: { 200: z.array(article), ...guarded() } };
export const newsArticle = { params: articleId, response: { 200: article, ...guarded(404) } };
export const newsPreview = {
  body: z.object({ contenido: z.string().max(200_000), formato: z.enum(['markdown', 'html']).optional() }),
  response: { 200: z.object({ html: z.string() }), ...guarded() },
};
export const newsCreate = { body: articleBody, response: { 200: savedArticle, ...guarded() } };
export const newsUpdate = { params: articleId, body: articleBody, response: { 200: savedArticle, ...guarded(404) } };
export const newsDelete = { params: articleId, response: { 200: ok, ...guarded(404) } };

/** The picture arrives as the raw body (its type checked by content, not declared here). */
export const newsImage = {
  consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  response: { 200: z.object({ url: z.string() }), ...guarded(413, 415) },
};

export const subscribers = {
  response: { 200: z.array(answers.subscriber), ...guarded() },
};

/** A CSV download: streamed, so only its refusals have a schema. */
export const csv = { response: guarded() };

/** Public: an uploaded news picture, streamed; only its refusal has a schema. */
export const newsMedia = {
  params: z.object({ name: z.string().max(60) }),
  response: refusals(400, 404),
};
