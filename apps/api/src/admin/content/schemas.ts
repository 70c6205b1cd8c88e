import * as z from 'zod';
import * as answers from '@shop/api-contract';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { isNewsImagePath } from '../../site/news';
import { guarded, id, ok, refusals } from '../schema-kit';

/** The content area's routes: news, subscribers and contact messages (schema-kit.ts says how these schemas are used). */

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

const { article, savedArticle, MESSAGE_STATES } = answers;

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

// ---- Contact messages ----

export const messages = {
  // Without `estado`, every message; new ones first is the screen's choice, not the API's.
  querystring: z.object({ estado: z.enum(MESSAGE_STATES, 'Elige «new» o «handled».').optional() }),
  response: { 200: answers.contactMessages, ...guarded() },
};

const messageId = z.object({ id });

export const answerMessage = {
  params: messageId,
  body: z.object({
    texto: z
      .string({ error: 'Escribe la respuesta.' })
      .trim()
      .min(1, 'Escribe la respuesta.')
      .max(NOTE_MAX, `La respuesta es demasiado larga (máximo ${NOTE_MAX} caracteres).`),
  }),
  response: { 200: z.object({ ok: z.boolean() }), ...guarded(404) },
};

export const messageState = {
  params: messageId,
  body: z.object({ estado: z.enum(MESSAGE_STATES, 'Elige «new» o «handled».') }),
  response: { 200: z.object({ ok: z.boolean() }), ...guarded(404) },
};
