import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { NEWSLETTER_MESSAGES, checkNewsletter } from '@shop/flow-kit/contact';
import { Refusal } from '../services/order-intake';
import { escapeHtml, htmlPage } from '../routes/html';

/** Where the footer's newsletter form posts when the page's /shell.js has not taken it (apps/web/src/site/footer/NewsletterForm.tsx). */
export const NEWSLETTER_FORM_PATH = '/newsletter';

const TITLE = 'Newsletter';
const html = { description: 'Página HTML', content: { 'text/html': { schema: z.string() } } };
const schema = {
  hide: true,
  consumes: ['application/x-www-form-urlencoded'],
  body: z.record(z.string(), z.string()),
  response: { 200: html, 400: html, 429: html, 500: html, 503: html },
};

/** A page of this site to go back to: a path of its own, never another site's address ('//elsewhere', '/\elsewhere'). */
export const returnPathOf = (value: unknown): string => (typeof value === 'string' && value.length <= 2000 && /^\/(?![/\\])/.test(value) ? value : '/');

const back = (returnTo: string) => `<p><a href="${escapeHtml(returnTo)}">Volver a la página anterior</a></p>`;

/** The footer's form again, with what was sent and the message beside the field it is about (its ids as the footer's). */
function formAgain(fields: Record<string, string>, message: string, field: 'email' | 'accept_privacy', returnTo: string): string {
  const describedBy = (name: typeof field) => (name === field ? ' aria-invalid="true" aria-describedby="boletin-status"' : '');
  return `<form method="post" action="${NEWSLETTER_FORM_PATH}" novalidate aria-label="Newsletter">
<p id="boletin-status" role="alert"><strong>${escapeHtml(message)}</strong></p>
<p><label for="boletin-email">Correo electrónico</label><br><input id="boletin-email" type="email" name="email" autocomplete="email" placeholder="tu@correo.es" value="${escapeHtml(fields.email ?? '')}"${describedBy('email')}></p>
<p><input id="boletin-privacy" type="checkbox" name="accept_privacy" value="true"${fields.accept_privacy ? ' checked' : ''}${describedBy('accept_privacy')}> <label for="boletin-privacy">Quiero recibir la newsletter y acepto su política de privacidad</label><br><a href="/aviso-legal#privacidad">Política de privacidad de la newsletter</a></p>
<input type="hidden" name="volver" value="${escapeHtml(returnTo)}">
<div class="actions"><button type="submit" class="pay">ENVIAR</button></div>
</form>`;
}

const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(htmlPage(TITLE, `<main class="gateway"><h1>${TITLE}</h1>${body}</main>`));

/**
 * The footer's sign-up sent by the browser itself (DECISIONS §15: it works before JavaScript): a
 * content page sends no code (ADR 021), and on any page a visitor may send it before the code runs.
 * Checked with the same schema as `POST /api/newsletter` and answered with a page in the same
 * words: the thanks, or the form again with the field's message. With JavaScript, /shell.js sends
 * it to the API instead and says the same on the page.
 */
export function newsletterFormRoute(app: FastifyInstance, rateLimit: { max: number; timeWindow: string }, subscribe: (email: string) => Promise<void>) {
  app.post<{ Body: Record<string, string> }>(
    NEWSLETTER_FORM_PATH,
    {
      config: { rateLimit },
      schema,
      // Too many sign-ups, a body that is no form, the database away: a page in Spanish, never the API's JSON.
      errorHandler: (error: FastifyError | Refusal, request, reply) => {
        const status = error instanceof Refusal ? error.status : (error.statusCode ?? 500);
        if (status >= 500) request.log.error({ err: error }, 'No se ha podido completar la suscripción a la newsletter');
        const message = error instanceof Refusal ? error.message : NEWSLETTER_MESSAGES.failed;
        return sendPage(
          reply,
          status,
          `<p role="alert">${escapeHtml(message)}</p>${back(returnPathOf(request.body && (request.body as Record<string, unknown>).volver))}`,
        );
      },
    },
    async (request, reply) => {
      const fields = request.body ?? {};
      const returnTo = returnPathOf(fields.volver);
      // A ticked box sends its value, an unticked one nothing: the schema wants `true` for consent.
      const checked = checkNewsletter({ email: fields.email ?? '', accept_privacy: fields.accept_privacy !== undefined });
      if (!checked.ok) {
        const field = checked.issues.email ? 'email' : 'accept_privacy';
        return sendPage(reply, 400, formAgain(fields, checked.issues[field] ?? NEWSLETTER_MESSAGES.failed, field, returnTo));
      }
      await subscribe(checked.data.email);
      return sendPage(reply, 200, `<p role="status">${escapeHtml(NEWSLETTER_MESSAGES.thanks)}</p>${back(returnTo)}`);
    },
  );
}
