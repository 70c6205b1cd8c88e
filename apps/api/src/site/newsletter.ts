import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES, checkNewsletter } from '@shop/flow-kit/contact';
import * as schemas from '../routes/api-schemas';
import { Refusal } from '../services/order-intake';
import { newsletterConfirmationMail } from '../mail/contact-mails';
import { escapeHtml, htmlPage } from '../routes/html';
import { newsletterSubscribers } from './schema';
import { newsletterFormRoute } from './newsletter-form';

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirmar';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/baja';
const TOKEN = /^[A-Za-z0-9_-]{20,80}$/;

const sendPage = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(htmlPage(title, `<main class="gateway">${body}</main>`));

const unknownLink = (reply: FastifyReply) =>
  sendPage(reply, 404, 'Enlace no válido', '<h1>Enlace no válido</h1><p>Este enlace no es válido o ha caducado.</p><p><a href="/">Volver al inicio</a></p>');

/**
 * The newsletter with double opt-in (DECISIONS §10): a sign-up is stored unconfirmed and answered
 * with a mail whose link confirms it; every newsletter mail carries an unsubscribe link that works
 * without logging in. The links show a page with a button (a POST does the change), so a mail
 * scanner that follows links neither confirms nor unsubscribes anybody.
 */
export async function newsletterRoutes(app: FastifyInstance, rateLimit: { max: number; timeWindow: string }, formRefusal: string) {
  const { db } = app;
  const linkOf = (path: string, token: string) => `${app.publicUrl}${path}?token=${token}`;

  /** A sign-up the schema accepted: stored unconfirmed, and the link to confirm it mailed (once per state). */
  const subscribe = async (address: string) => {
    const email = address.toLowerCase();
    await db.transaction(async (tx) => {
      // A second sign-up keeps the first consent and token; an unconfirmed or unsubscribed address gets the link again.
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email, consentAt: new Date(), token: randomBytes(24).toString('base64url') })
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { email: sql`excluded.email` } })
        .returning();
      if (!row || (row.confirmedAt && !row.unsubscribedAt)) return;
      const mail = await newsletterConfirmationMail({
        email,
        confirmUrl: linkOf(NEWSLETTER_CONFIRM_PATH, row.token),
        unsubscribeUrl: linkOf(NEWSLETTER_UNSUBSCRIBE_PATH, row.token),
      });
      await app.outbox.queueMail(mail, tx);
    });
  };

  app.post<{ Body: Record<string, unknown> }>('/api/newsletter', { config: { rateLimit }, schema: schemas.formPost }, async (request) => {
    const checked = checkNewsletter(request.body ?? {});
    if (!checked.ok) throw new Refusal(400, formRefusal, checked.issues);
    await subscribe(checked.data.email);
    // The same answer whatever the address's state: nobody learns who is subscribed.
    return { success: true, message: NEWSLETTER_MESSAGES.thanks };
  });
  // The footer's form as the browser sends it before (or without) JavaScript: answered with a page (ADR 021).
  newsletterFormRoute(app, rateLimit, subscribe);

  const page = (path: string, title: string, intro: string, button: string) =>
    app.get<{ Querystring: { token?: string } }>(path, { schema: schemas.tokenPage }, async (request, reply) => {
      const token = request.query.token ?? '';
      if (!TOKEN.test(token)) return unknownLink(reply);
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).limit(1);
      if (!row) return unknownLink(reply);
      return sendPage(
        reply,
        200,
        title,
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)} <strong>${escapeHtml(row.email)}</strong></p>
<form method="post" action="${path}"><input type="hidden" name="token" value="${escapeHtml(token)}"><div class="actions"><button type="submit" class="pay">${escapeHtml(button)}</button></div></form>`,
      );
    });

  page(NEWSLETTER_CONFIRM_PATH, 'Confirma tu suscripción', 'Vas a recibir nuestras novedades en', 'Confirmar suscripción');
  page(NEWSLETTER_UNSUBSCRIBE_PATH, 'Darse de baja', 'Dejarás de recibir nuestras novedades en', 'Darme de baja');

  app.post<{ Body: { token?: string } }>(NEWSLETTER_CONFIRM_PATH, { schema: schemas.tokenPost }, async (request, reply) => {
    const token = String(request.body?.token ?? '');
    if (!TOKEN.test(token)) return unknownLink(reply);
    const [row] = await db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date(), unsubscribedAt: null })
      .where(eq(newsletterSubscribers.token, token))
      .returning();
    if (!row) return unknownLink(reply);
    const unsubscribe = linkOf(NEWSLETTER_UNSUBSCRIBE_PATH, token);
    return sendPage(
      reply,
      200,
      'Suscripción confirmada',
      `<h1>Suscripción confirmada</h1><p>Gracias: recibirás nuestras novedades en ${escapeHtml(row.email)}.</p><p>Puedes darte de baja cuando quieras en <a href="${escapeHtml(unsubscribe)}">este enlace</a>, que también va en cada correo.</p><p><a href="/">Volver al inicio</a></p>`,
    );
  });

  app.post<{ Body: { token?: string } }>(NEWSLETTER_UNSUBSCRIBE_PATH, { schema: schemas.tokenPost }, async (request, reply) => {
    const token = String(request.body?.token ?? '');
    if (!TOKEN.test(token)) return unknownLink(reply);
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).limit(1);
    if (!row) return unknownLink(reply);
    await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)));
    return sendPage(
      reply,
      200,
      'Baja completada',
      `<h1>Baja completada</h1><p>No volverás a recibir nuestras novedades en ${escapeHtml(row.email)}.</p><p><a href="/">Volver al inicio</a></p>`,
    );
  });
}
