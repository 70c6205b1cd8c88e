import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { escapeHtml, sendLinkPage } from './html';
import { REMINDER_STOP_PATH } from '../services/reminders';

const htmlAnswer = { description: 'Página HTML', content: { 'text/html': { schema: z.string() } } };
const token = z.string().max(200).optional().catch(undefined);

const unknownLink = (reply: FastifyReply) =>
  sendLinkPage(
    reply,
    404,
    'Enlace no válido',
    '<p>Este enlace no es válido. Si quieres dejar de recibir avisos, escríbenos.</p><p><a href="/contacto">Contacto</a></p>',
  );

/**
 * A reminder's one-click stop (DECISIONS §13). The link in the mail shows a page with a button, so a
 * mail scanner following links stops nothing; the POST stops, and is also what a mail client sends
 * from the List-Unsubscribe header with `List-Unsubscribe=One-Click` in its body (RFC 8058 §3.1:
 * the token rides in the URI, the POST needs nothing else).
 */
export async function reminderStopRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string } }>(
    REMINDER_STOP_PATH,
    { schema: { querystring: z.object({ token }), response: { 200: htmlAnswer, 404: htmlAnswer } } },
    async (request, reply) => {
      const value = request.query.token ?? '';
      if (!value.includes('.')) return unknownLink(reply);
      return sendLinkPage(
        reply,
        200,
        'Dejar de recibir recordatorios',
        `<p>Dejarás de recibir los avisos de plazos de este derecho (renovaciones, anualidades, respuestas a la oficina). Sus plazos seguirán en la página de tu pedido y en Mis pedidos.</p>
<form method="post" action="${REMINDER_STOP_PATH}?token=${encodeURIComponent(value)}"><div class="actions"><button type="submit" class="pay">No quiero más recordatorios</button></div></form>`,
      );
    },
  );

  app.post<{ Querystring: { token?: string }; Body: Record<string, unknown> | undefined }>(
    REMINDER_STOP_PATH,
    {
      schema: {
        consumes: ['application/x-www-form-urlencoded'],
        querystring: z.object({ token }),
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: htmlAnswer, 404: htmlAnswer },
      },
    },
    async (request, reply) => {
      const given = request.query.token ?? (typeof request.body?.token === 'string' ? request.body.token : '');
      const stopped = await app.reminders.stopByLink(given);
      if (!stopped) return unknownLink(reply);
      return sendLinkPage(
        reply,
        200,
        'Recordatorios desactivados',
        stopped.numero === undefined
          ? // A renewal watch's right ('Avísame cuando toque renovar'): no order, no Mis pedidos.
            `<p>No te enviaremos más avisos de plazos de ${escapeHtml(stopped.numeroOficina)}. Si cambias de idea, pide el aviso de nuevo en la página de renovación.</p><p><a href="/">Volver al inicio</a></p>`
          : `<p>No te enviaremos más avisos de plazos del pedido ${escapeHtml(stopped.numero)}. Si cambias de idea, escríbenos y los activamos de nuevo.</p><p><a href="/mis-pedidos">Ir a Mis pedidos</a></p>`,
      );
    },
  );
}
