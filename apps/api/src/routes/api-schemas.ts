import * as z from 'zod';
import { formAnswer, navbarData, newsItem, orderPage, orderStatus, productRow } from '@shop/api-contract';

/**
 * The public API's shapes (docs/product/api.md) as zod schemas: routes declare them, Fastify
 * validates what comes in and serialises what goes out with them (an answer outside its schema is
 * an error a test sees), and @fastify/swagger turns them into the OpenAPI at /api/docs.
 */

export const refusal = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  fields: z.record(z.string(), z.string()),
});

export const refusals = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, refusal]));

/** An answer that is no JSON, by its content type: Fastify and the OpenAPI document both read this form. */
const answerOf = (description: string, contentType: string) => ({ description, content: { [contentType]: { schema: z.string() } } });
/** An HTML page (payment start, newsletter links), sent as it is. */
export const htmlPage = answerOf('Página HTML', 'text/html');
/**
 * A redirection: no body, the Location header says where. Typed `null` in the document so that
 * @fastify/swagger lists it without content (zod writes OpenAPI 3.0's null as a nullable string).
 */
export const redirection = z.null().meta({ description: 'Redirección: la cabecera Location dice adónde.', type: 'null' });

const total = z.object({ centimos: z.number().int(), texto: z.string() });

export const savedOrder = z.object({ referencia: z.string(), numero: z.string(), estado: z.string(), estadoTexto: z.string(), total });

/** POST /api/guardar_marca and the quote request: multipart in, the saved order out. */
export const orderSave = {
  consumes: ['multipart/form-data'],
  description:
    'Multipart: `data` (the order envelope as JSON, with `flow`), `subtotal`, `total`, `modulo`, `referencia` when updating, and `uploadedFile` or `uploadedFile_0..n` with `fileCount`; on the save that creates the order, `recaptchaToken` (a solved bot-check challenge, as for the contact form): one sent must pass, and without one the order is marked unchecked, or refused when SHOP_ORDER_BOT_CHECK=required. `borrador`, the token of a draft kept on the server the order was reopened from (the draft is deleted once the order is paid or sent as a quote request). The server validates with the flow and prices by itself.',
  response: { 200: savedOrder, 201: savedOrder, ...refusals(400, 404, 409, 413, 415, 429, 503) },
};

export const products = {
  params: z.object({ flowId: z.string().max(80) }),
  response: {
    200: z.array(productRow),
    ...refusals(404),
  },
};

/** GET /api/clases/sugerencias: the Nice classes a business description suggests, best first (DECISIONS §14). */
export const classSuggestions = {
  description:
    'At most 6 classes for `descripcion` (500 characters at most; empty answers an empty list), from the index the class step uses: `titulo` the official heading (NCL 13-2026), `motivo` the words that matched, `terminos` wording to propose in the application.',
  querystring: z.object({ descripcion: z.string().optional() }),
  response: {
    200: z.object({
      sugerencias: z.array(z.object({ clase: z.number().int().min(1).max(45), titulo: z.string(), motivo: z.string(), terminos: z.array(z.string()) })).max(6),
    }),
    ...refusals(400, 429),
  },
};

export const publicPrice = { response: { 200: z.object({ precio: z.number(), precio_centimos: z.number().int() }), ...refusals(404) } };

export const orderPageRoute = { params: z.object({ referencia: z.string().max(200) }), response: { 200: orderPage, ...refusals(404) } };

/** The order's invoice as a PDF, by the order's reference (DECISIONS §12). */
export const orderInvoiceRoute = {
  params: z.object({ referencia: z.string().max(200) }),
  response: { 200: answerOf('La factura en PDF', 'application/pdf'), ...refusals(404) },
};

export const orderStatusRoute = {
  querystring: z.object({ trans: z.string().max(200).optional() }),
  response: {
    200: orderStatus,
    ...refusals(404),
  },
};

/**
 * A link opened from a mail answers a page even when mangled (cut, doubled, overlong): a value that
 * is no string of a sane length reaches the handler as none, which shows its 'not found' page.
 */
const linkParameter = () => z.string().max(200).optional().catch(undefined);

export const paymentPage = {
  querystring: z.object({ trans: linkParameter() }),
  response: { 200: htmlPage, 303: redirection, 404: htmlPage },
};

/** The script that sends the visitor on from the payment page (the CSP forbids inline scripts). */
export const redirectScript = { response: { 200: answerOf('El script', 'text/javascript') } };

/** The built-in test gateway's own form: it notifies the shop, then sends the visitor back. */
export const testGatewayComplete = {
  consumes: ['application/x-www-form-urlencoded'],
  body: z.record(z.string(), z.string()),
  response: { 303: redirection, 404: htmlPage },
};

export const notification = {
  consumes: ['application/x-www-form-urlencoded'],
  body: z.record(z.string(), z.string()),
  response: { 200: z.object({ estado: z.string(), repetida: z.boolean() }), ...refusals(400, 404) },
};

/** Liveness: the process answers; nothing outside it is asked (a load balancer restarts on failure). */
export const liveness = { response: { 200: z.object({ ok: z.literal(true) }) } };

export const health = {
  response: {
    200: z.object({ ok: z.literal(true), database: z.string() }),
    503: z.object({ ok: z.literal(false), database: z.string(), error: z.string() }),
  },
};

export const navbar = { response: { 200: z.object({ data: navbarData }) } };

export const newsList = {
  querystring: z.object({ page: z.string().max(10).optional(), per_page: z.string().max(10).optional() }),
  response: {
    200: z.object({
      success: z.literal(true),
      data: z.array(newsItem),
      pagination: z.object({ current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
    }),
  },
};

export const newsArticle = {
  params: z.object({ slug: z.string().max(200) }),
  response: { 200: z.object({ success: z.literal(true), data: newsItem }), ...refusals(404) },
};

/** Contact and newsletter read loose JSON and answer the spec's `success` and `message` (spec-1 §7.2). */
export const formPost = {
  body: z.record(z.string(), z.unknown()),
  response: { 200: formAnswer, ...refusals(400, 429) },
};

export const botChallenge = { response: { 200: z.record(z.string(), z.unknown()) } };

export const tokenPage = { querystring: z.object({ token: linkParameter() }), response: { 200: htmlPage, 404: htmlPage } };
export const tokenPost = {
  consumes: ['application/x-www-form-urlencoded'],
  body: z.object({ token: linkParameter() }),
  response: { 200: htmlPage, 404: htmlPage },
};
