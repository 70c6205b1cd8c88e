import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { checkRenewalWatch, RENEWAL_WATCH_PAGES, WATCH_MESSAGES } from '@shop/flows/parts/renewal-watch';
import { refusals } from './api-schemas';
import { escapeHtml, sendLinkPage } from './html';
import { Refusal } from '../services/refusal';
import { WATCH_CONFIRM_PATH } from '../services/renewal-watches';

const BAD_FORM = 'Revisa los datos del aviso.';
const UNKNOWN_LINK = 'Este enlace no es válido o ha caducado. Pide el aviso de nuevo desde la página de renovación.';
/** A link's secret as link-keys.ts makes it (base64url); anything else is refused before the database. */
const TOKEN = /^[A-Za-z0-9_-]{20,80}$/;

const htmlAnswer = { description: 'Página HTML', content: { 'text/html': { schema: z.string() } } };
const linkToken = z.string().max(200).optional().catch(undefined);
const answer = z.object({ ok: z.literal(true), mensaje: z.string() });
const redirection = z.null().meta({ description: 'Redirección (formulario sin JavaScript): la cabecera Location dice adónde.', type: 'null' });

/** A form posted before the page's JavaScript ran: its fields carry the form's `aviso-` prefix (RenewalWatchForm.tsx). */
const isFormPost = (request: FastifyRequest) => /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
const fromForm = (body: Record<string, unknown>): Record<string, unknown> => {
  const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name.replace(/^aviso-/, ''), value]));
  return { ...fields, aceptaPrivacidad: fields.aceptaPrivacidad === 'on' || fields.aceptaPrivacidad === 'true' };
};

const unknownPage = (reply: FastifyReply) =>
  sendLinkPage(reply, 404, 'Enlace no válido', `<p>${escapeHtml(UNKNOWN_LINK)}</p><p><a href="/contacto">Contacto</a></p>`);

/**
 * 'Avísame cuando toque renovar' (DECISIONS §13, ADR 014; docs/api.md). The sign-up answers the same
 * whatever became of it; the mailed link shows a page with a button (a mail scanner following
 * links confirms nothing), whose POST confirms, as `POST /api/avisos-renovacion/confirmar` does.
 */
export async function renewalWatchRoutes(app: FastifyInstance) {
  const watches = app.renewalWatches;

  app.post<{ Body: Record<string, unknown> }>(
    '/api/avisos-renovacion',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        description: 'Asks for renewal reminders of a right filed elsewhere; mails a confirmation link (7 days). The same answer whatever happened.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: answer, 303: redirection, ...refusals(400, 429) },
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const body = form ? fromForm(request.body ?? {}) : (request.body ?? {});
      const page = String(body.pagina ?? '');
      // Back to the renewal page the form is on (a known page only: no redirection elsewhere), which says how it went.
      const back = form && Object.hasOwn(RENEWAL_WATCH_PAGES, page) ? (state: string) => reply.redirect(`${page}?aviso=${state}#aviso`, 303) : undefined;
      const checked = checkRenewalWatch(page, body, app.rights.today());
      if (!checked.ok) {
        if (back) return back('revisar');
        throw new Refusal(400, BAD_FORM, checked.issues);
      }
      await watches.request(checked.data);
      if (back) return back('enviado');
      return { ok: true as const, mensaje: WATCH_MESSAGES.sent };
    },
  );

  const confirm = async (token: string) => (TOKEN.test(token) ? watches.confirm(token) : ({ state: 'unknown' } as const));
  const confirmedText = (state: 'confirmed' | 'already', derecho: string) =>
    state === 'confirmed'
      ? `Aviso confirmado: te escribiremos cuando toque renovar ${derecho}.`
      : `Este aviso ya estaba confirmado: te escribiremos cuando toque renovar ${derecho}.`;

  app.post<{ Body: { token?: string } }>(
    '/api/avisos-renovacion/confirmar',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        description: "Confirms a renewal watch with its link's `token`; a second time changes nothing.",
        body: z.object({ token: z.string().max(200) }),
        response: { 200: answer, ...refusals(400, 404, 429) },
      },
    },
    async (request) => {
      const result = await confirm(request.body.token ?? '');
      if (result.state === 'unknown') throw new Refusal(404, UNKNOWN_LINK);
      return { ok: true as const, mensaje: confirmedText(result.state, result.derecho) };
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    WATCH_CONFIRM_PATH,
    { schema: { querystring: z.object({ token: linkToken }), response: { 200: htmlAnswer, 404: htmlAnswer } } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const watch = TOKEN.test(token) ? await watches.find(token) : undefined;
      if (!watch) return unknownPage(reply);
      if (watch.confirmed)
        return sendLinkPage(
          reply,
          200,
          'Aviso confirmado',
          `<p>${escapeHtml(confirmedText('already', watch.derecho))}</p><p><a href="/">Volver al inicio</a></p>`,
        );
      return sendLinkPage(
        reply,
        200,
        'Confirma el aviso de renovación',
        `<p>Te escribiremos a <strong>${escapeHtml(watch.email)}</strong> 6 meses, 1 mes y 1 semana antes de que toque renovar ${escapeHtml(watch.derecho)}, y al empezar el plazo con recargo. Cada aviso lleva un enlace para dejar de recibirlos.</p>
<form method="post" action="${WATCH_CONFIRM_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><div class="actions"><button type="submit" class="pay">Confirmar el aviso</button></div></form>`,
      );
    },
  );

  app.post<{ Body: { token?: string } }>(
    WATCH_CONFIRM_PATH,
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { consumes: ['application/x-www-form-urlencoded'], body: z.object({ token: linkToken }), response: { 200: htmlAnswer, 404: htmlAnswer } },
    },
    async (request, reply) => {
      const result = await confirm(request.body?.token ?? '');
      if (result.state === 'unknown') return unknownPage(reply);
      return sendLinkPage(
        reply,
        200,
        'Aviso confirmado',
        `<p>${escapeHtml(confirmedText(result.state, result.derecho))}</p><p><a href="/">Volver al inicio</a></p>`,
      );
    },
  );
}
