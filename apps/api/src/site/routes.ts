import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { company } from '@shop/settings';
import { CONTACT_MESSAGES, checkContact } from '@shop/flow-kit/contact';
import * as schemas from '../routes/api-schemas';
import { Refusal, refusalBody } from '../services/order-intake';
import { readNavbar, seedNavbar } from './navbar';
import { createNewsStore, newsListArgs } from './news';
import { contactMessages } from './schema';
import { newsletterRoutes } from './newsletter';
import { sitemapPaths, sitemapXml } from './sitemap';
import { contactReceivedMail, officeContactMail } from '../mail/contact-mails';

export interface SiteRoutesOptions {
  /** Contact and newsletter posts per client in 10 minutes (DECISIONS §7). */
  formRateLimit: number;
}

const FORM_REFUSAL = 'Revisa los campos del formulario.';
const NEWS_NOT_FOUND = 'Noticia no encontrada';

/**
 * The site around the flows: menu, news, contact and newsletter (spec-1 §2.1, §2.4, §7; spec-2
 * §2.18-2.19, §7). Seeds its tables idempotently at startup.
 */
export async function siteRoutes(app: FastifyInstance, settings: SiteRoutesOptions) {
  const { db } = app;
  /** Per-client limits (DECISIONS §7); SHOP_FORM_RATE_LIMIT raises or lowers the form limit. */
  const formLimit = () => ({ max: settings.formRateLimit, timeWindow: '10 minutes' });
  const news = createNewsStore(db);
  const { botCheck } = app;
  await seedNavbar(db);
  await news.seed();

  // The pages for search engines to index, by the configured public origin as canonical links are (routes/web.ts).
  app.get('/sitemap.xml', { schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(company.siteUrl || app.publicUrl, await sitemapPaths(db))),
  );

  app.get('/api/navbar', { schema: schemas.navbar }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await readNavbar(db) };
  });

  app.get<{ Querystring: { page?: string; per_page?: string } }>('/api/noticias/public', { schema: schemas.newsList }, async (request) => {
    return { success: true, ...(await news.list(...newsListArgs(request.query), true)) };
  });

  app.get<{ Params: { slug: string } }>('/api/noticias/:slug', { schema: schemas.newsArticle }, async (request, reply) => {
    const found = await news.lookup(request.params.slug);
    if (!found) return reply.code(404).send(refusalBody(NEWS_NOT_FOUND));
    if ('movedTo' in found) return reply.redirect(`/api/noticias/${found.movedTo}`, 301);
    return { success: true, data: found.article };
  });

  app.get('/api/bot-check/challenge', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: schemas.botChallenge }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // With reCAPTCHA keys the browser asks Google, not this server.
    if (!botCheck.challenge) throw new Refusal(404, 'Esta comprobación no se usa en esta tienda.');
    return botCheck.challenge();
  });

  app.post<{ Body: Record<string, unknown> }>('/api/contact', { config: { rateLimit: formLimit() }, schema: schemas.formPost }, async (request) => {
    const body = request.body ?? {};
    const checked = checkContact(body);
    if (!checked.ok) throw new Refusal(400, FORM_REFUSAL, checked.issues);
    if (body.action !== 'contact' || !(await botCheck.verify(body.recaptchaToken, 'contact'))) {
      throw new Refusal(400, CONTACT_MESSAGES.botCheckFailed, { recaptchaToken: CONTACT_MESSAGES.botCheckFailed });
    }
    const { nombre, email, mensaje } = checked.data;
    const mails = await Promise.all([officeContactMail({ nombre, email, mensaje }), contactReceivedMail({ nombre, email, mensaje })]);
    // The message and its two mails (office, and the visitor's acknowledgement) commit together.
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ nombre, email, mensaje, acceptedPrivacyAt: new Date() });
      for (const mail of mails) await app.outbox.queueMail(mail, tx);
    });
    return { success: true, message: CONTACT_MESSAGES.sent };
  });

  await newsletterRoutes(app, formLimit(), FORM_REFUSAL);
}
