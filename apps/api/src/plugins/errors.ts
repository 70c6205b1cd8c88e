import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { Refusal, refusalBody } from '../services/order-intake';
import { refusedFields } from './validation';
import { isStorableText } from '@shop/flow-kit';
import { htmlPage } from '../routes/html';

export const TOO_MANY = 'Has enviado demasiadas peticiones seguidas. Espera unos minutos e inténtalo de nuevo.';
/** A request outside its route's schema: the fields say which values and why. */
export const INVALID_REQUEST = 'Revisa los datos enviados: alguno no es válido.';
const INTERNAL_ERROR = 'Error interno. Inténtalo de nuevo en unos minutos.';
const BAD_REQUEST = 'Petición no válida.';
/** Fastify's own refusals (body parsing, limits), said in Spanish. */
const GENERIC_REFUSALS: Record<number, string> = {
  413: 'La petición es demasiado grande.',
  415: 'Formato de petición no admitido.',
};
/** The database is away: a save keeps what was typed in the form, a read has nothing to keep. */
const DATABASE_DOWN_SAVE = 'Ahora mismo no podemos guardar tu solicitud. Inténtalo de nuevo en unos minutos; tus datos siguen en el formulario.';
const DATABASE_DOWN_READ = 'Ahora mismo no podemos atender tu petición. Inténtalo de nuevo en unos minutos.';
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** A browser opening a page (the order page, the payment step), not a script calling the API. */
const isPageNavigation = (request: FastifyRequest) =>
  isRead(request) && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');

const unavailablePage = () =>
  htmlPage(
    'Servicio no disponible',
    `<main class="gateway"><h1>Servicio no disponible en este momento</h1><p>${DATABASE_DOWN_READ}</p><p><a href="/">Volver al inicio</a></p></main>`,
  );

/**
 * Every error answers the one refusal shape (`refusalBody`) in Spanish: the services' refusals as
 * they were thrown, a request outside its schema with a message per field, a database away with
 * 503, anything else with its status and no internal detail.
 */
export function answerError(error: FastifyError | Refusal, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Refusal) return reply.code(error.status).send(refusalBody(error.message, error.fields));
  if (error.validation) return reply.code(400).send(refusalBody(INVALID_REQUEST, refusedFields(error.validation, error.validationContext)));
  // The database is away (restart, failover) or answered too late: the save may or may not have
  // been stored, so it is never a 500. The visitor retries shortly; under its key, a retry of a save
  // that was stored finds its order.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'Base de datos no disponible');
    reply.code(503).header('retry-after', '10');
    if (isPageNavigation(request)) return reply.type('text/html; charset=utf-8').send(unavailablePage());
    return reply.send(refusalBody(isRead(request) ? DATABASE_DOWN_READ : DATABASE_DOWN_SAVE));
  }
  const status = error.statusCode ?? 500;
  // A message of its own: pino would take the error's, which may quote what was sent (the logger's
  // err serializer keeps only the error's safe facts, logging.ts).
  if (status >= 500) request.log.error({ err: error }, 'Error interno');
  return reply.code(status).send(refusalBody(status >= 500 ? INTERNAL_ERROR : (GENERIC_REFUSALS[status] ?? BAD_REQUEST)));
}

const BAD_URL = 'La dirección pedida no es válida.';

/** An address no page has: the catch-all answers it with the site's 404 page. */
const NOT_FOUND_PAGE = '/pagina-no-encontrada';

/**
 * Fastify's `rewriteUrl`: a page address the router cannot decode ('/noticias/%E0%A4%A'), or that
 * decodes to what no page name holds ('/noticias/a%00'), is an unknown page to a visitor, so it
 * gets the site's Spanish 404 page (DECISIONS §2) rather than the JSON refusal an API client gets.
 */
export function undecodablePageToNotFound(request: { url?: string | undefined; method?: string | undefined }): string {
  const url = request.url ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return url;
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path.startsWith('/g/') || path.startsWith('/assets/')) return url;
  try {
    return isStorableText(decodeURIComponent(path)) ? url : NOT_FOUND_PAGE;
  } catch {
    return NOT_FOUND_PAGE;
  }
}

/**
 * What Fastify refuses before any route or hook runs (Fastify's `frameworkErrors`): an address it
 * cannot decode ('/api/%ff') would otherwise answer its own English body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(refusalBody(BAD_URL));
  return answerError(error, request, reply);
}

const CLIENT_ERRORS: Record<string, readonly [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'La petición ha tardado demasiado. Inténtalo de nuevo.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Las cabeceras de la petición son demasiado grandes.'],
};

/**
 * What Node refuses before Fastify sees a request (a malformed request line, a bad chunked body,
 * oversized headers): the one refusal shape in Spanish, where Fastify's default answers in English.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', BAD_REQUEST];
  const body = JSON.stringify(refusalBody(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
