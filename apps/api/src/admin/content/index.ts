import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { NEWS_SLUG } from '@shop/settings/routes';
import type { Db } from '../../db/client';
import { Refusal, refusalBody } from '../../services/order-intake';
import { NEWS_IMAGE_NAME, NEWS_MEDIA_PATH } from '../../site/news';
import { articleHtml } from '../../site/news-markdown';
import { contactMessages, newsArticles, newsFormerSlugs, newsletterSubscribers } from '../../site/schema';
import { STORE_AREAS, within } from '../../services/storage';
import { writeAudit } from '../audit/log';
import * as schemas from './schemas';
import type { RouteKit } from '../route-kit';
import { adminMessageRoutes } from './messages';

/** A news slug from its title: lower case ASCII words joined by hyphens (spec-2 §2.19's SEO url). */
export function slugOf(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'noticia'
  );
}

/** News pictures the staff upload: kinds browsers show, checked by content; 5 MB at most. */
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };
const MAX_IMAGE = 5 * 1024 * 1024;
/** An article's text may be 200,000 characters (schemas.ts): a JSON body of up to 1 MB, over the 64 kB most routes take. */
const ARTICLE_BODY_BYTES = 1024 * 1024;
export { NEWS_MEDIA_PATH };

type Row = typeof newsArticles.$inferSelect;
const adminArticleOf = (row: Row) => ({
  id: row.id,
  titulo: row.titulo,
  slug: row.slug,
  resumen: row.resumen,
  // What staff edit: the Markdown source, or the HTML of an article written before Markdown.
  contenido: row.markdown ?? row.contenido,
  formato: row.markdown === null ? ('html' as const) : ('markdown' as const),
  imagen: row.imagen,
  destacada: row.destacada,
  publicada: row.published,
  keywords: row.keywords,
  autor: row.autor,
  fecha: row.publishedAt.toISOString(),
  actualizada: row.updatedAt.toISOString(),
});

/** News, contact messages and newsletter subscribers for staff (ADR 007). */
export async function adminContentRoutes(instance: FastifyInstance, { access, actorOf, sendCsv }: RouteKit) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const db = admin.db;
  const images = within(admin.fileStore, STORE_AREAS.newsImages);
  // The picture arrives as the request body, its type then checked by content, not by this header.
  admin.addContentTypeParser(Object.keys(IMAGE_TYPES), { parseAs: 'buffer', bodyLimit: MAX_IMAGE }, (_request, body, done) => done(null, body));

  /** A unique slug: the title's, or with -2, -3... when another article has it (`taken` then names the one asked for). */
  async function freeSlug(wanted: string, exceptId?: number): Promise<{ slug: string; taken?: string }> {
    const base = NEWS_SLUG.test(wanted) ? wanted : slugOf(wanted);
    for (let index = 1; ; index++) {
      const candidate = index === 1 ? base : `${base}-${index}`;
      const [other] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.slug, candidate)).limit(1);
      if (!other || other.id === exceptId) return index === 1 ? { slug: candidate } : { slug: candidate, taken: base };
    }
  }

  const valuesOf = (body: z.infer<typeof schemas.articleBody>) => ({
    titulo: body.titulo,
    resumen: body.resumen,
    // Sanitised when saved (ADR 007), and again when served (site/news.ts); Markdown keeps its source to edit.
    contenido: articleHtml(body.contenido, body.formato ?? 'html'),
    markdown: body.formato === 'markdown' ? body.contenido : null,
    imagen: body.imagen || null,
    destacada: body.destacada ?? false,
    published: body.publicada ?? false,
    keywords: body.keywords?.filter(Boolean) ?? [],
    autor: body.autor || null,
  });

  admin.get('/api/admin/news', { config: access('staff'), schema: schemas.newsList }, async () =>
    (await db.select().from(newsArticles).orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))).map(adminArticleOf),
  );

  admin.get('/api/admin/news/:id', { config: access('staff'), schema: schemas.newsArticle }, async (request) => {
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, request.params.id)).limit(1);
    if (!row) throw new Refusal(404, 'No existe esa noticia.');
    return adminArticleOf(row);
  });

  /** The body as it will be shown: sanitised, for the editor's preview. */
  admin.post('/api/admin/news/preview', { config: access('staff'), bodyLimit: ARTICLE_BODY_BYTES, schema: schemas.newsPreview }, async (request) => ({
    html: articleHtml(request.body.contenido, request.body.formato ?? 'html'),
  }));

  admin.post('/api/admin/news', { config: access('staff'), bodyLimit: ARTICLE_BODY_BYTES, schema: schemas.newsCreate }, async (request) => {
    const { body } = request;
    const actor = actorOf(request);
    const { slug, taken } = await freeSlug(body.slug || body.titulo);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(newsArticles)
        .values({ ...valuesOf(body), slug, publishedAt: new Date() })
        .returning();
      await writeAudit(tx as unknown as Db, actor, 'news.create', 'news', slug, null, adminArticleOf(created!));
      return created!;
    });
    return { ...adminArticleOf(row), direccionOcupada: taken ?? null };
  });

  admin.put('/api/admin/news/:id', { config: access('staff'), bodyLimit: ARTICLE_BODY_BYTES, schema: schemas.newsUpdate }, async (request) => {
    const { body } = request;
    const actor = actorOf(request);
    const { id } = request.params;
    const [before] = await db.select().from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
    if (!before) throw new Refusal(404, 'No existe esa noticia.');
    const { slug, taken } = body.slug ? await freeSlug(body.slug, id) : { slug: before.slug, taken: undefined };
    const values = valuesOf(body);
    // Publishing for the first time dates the article now.
    const publishedAt = values.published && !before.published ? new Date() : before.publishedAt;
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(newsArticles)
        .set({ ...values, slug, publishedAt, updatedAt: new Date() })
        .where(eq(newsArticles.id, id))
        .returning();
      if (slug !== before.slug) {
        // The old address keeps leading here; the new one is this article's, no longer a former one.
        await tx.delete(newsFormerSlugs).where(eq(newsFormerSlugs.slug, slug));
        await tx
          .insert(newsFormerSlugs)
          .values({ slug: before.slug, articleId: id })
          .onConflictDoUpdate({ target: newsFormerSlugs.slug, set: { articleId: id } });
      }
      await writeAudit(tx as unknown as Db, actor, 'news.update', 'news', slug, adminArticleOf(before), adminArticleOf(updated!));
      return updated!;
    });
    return { ...adminArticleOf(row), direccionOcupada: taken ?? null };
  });

  admin.delete('/api/admin/news/:id', { config: access('staff'), schema: schemas.newsDelete }, async (request) => {
    const actor = actorOf(request);
    const { id } = request.params;
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.delete(newsArticles).where(eq(newsArticles.id, id)).returning();
      if (row) await writeAudit(tx as unknown as Db, actor, 'news.delete', 'news', row.slug, adminArticleOf(row), null);
      return Boolean(row);
    });
    if (!done) throw new Refusal(404, 'No existe esa noticia.');
    return { ok: true };
  });

  /** The article's picture: the raw image as the body, its type checked by content. */
  admin.post('/api/admin/news/image', { config: access('staff'), bodyLimit: MAX_IMAGE, schema: schemas.newsImage }, async (request) => {
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new Refusal(400, 'Elige una imagen.');
    const type = await fileTypeFromBuffer(bytes);
    const extension = type ? IMAGE_TYPES[type.mime] : undefined;
    if (!type || !extension) throw new Refusal(400, 'La imagen debe ser JPG, PNG, WebP o GIF.');
    const name = `${randomUUID()}.${extension}`;
    await images.putBytes(name, bytes, { contentType: type.mime });
    await writeAudit(db, actorOf(request), 'news.image', 'media', name, null, { bytes: bytes.length });
    return { url: `${NEWS_MEDIA_PATH}/${name}` };
  });

  // ---- Messages and subscribers ----
  const messages = () => db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(5000);
  const subscribers = () => db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.id)).limit(50000);
  const messageOf = (row: typeof contactMessages.$inferSelect) => ({
    id: row.id,
    fecha: row.createdAt.toISOString(),
    nombre: row.nombre,
    email: row.email,
    mensaje: row.mensaje,
  });
  const subscriberOf = (row: typeof newsletterSubscribers.$inferSelect) => ({
    id: row.id,
    email: row.email,
    alta: row.createdAt.toISOString(),
    estado: row.unsubscribedAt ? 'Baja' : row.confirmedAt ? 'Confirmada' : 'Sin confirmar',
  });

  // The CSV downloads are streamed and typed by hand: their schemas cover the refusals only. The
  // messages' list, their answers and states are in messages.ts.
  instance.get('/api/admin/messages.csv', { config: access('staff'), schema: schemas.csv }, async (_request, reply) =>
    sendCsv(reply, 'mensajes.csv', { fecha: 'Fecha', nombre: 'Nombre', email: 'Email', mensaje: 'Mensaje' }, (await messages()).map(messageOf)),
  );
  admin.get('/api/admin/subscribers', { config: access('staff'), schema: schemas.subscribers }, async () => (await subscribers()).map(subscriberOf));
  instance.get('/api/admin/subscribers.csv', { config: access('staff'), schema: schemas.csv }, async (_request, reply) =>
    sendCsv(reply, 'suscriptores.csv', { email: 'Email', alta: 'Alta', estado: 'Estado' }, (await subscribers()).map(subscriberOf)),
  );

  await adminMessageRoutes(instance, { access, actorOf, sendCsv });
}

/** Public: the uploaded news pictures (generated names only; nothing else in that folder is reachable). */
export async function newsMediaRoutes(app: FastifyInstance) {
  const images = within(app.fileStore, STORE_AREAS.newsImages);
  app.get<{ Params: { name: string } }>(`${NEWS_MEDIA_PATH}/:name`, { schema: schemas.newsMedia }, async (request, reply) => {
    const match = NEWS_IMAGE_NAME.exec(request.params.name);
    const stored = match ? await images.read(request.params.name) : undefined;
    if (!match || !stored) return reply.code(404).send(refusalBody('Imagen no encontrada.'));
    const type = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' }[match[1] as 'jpg'];
    // A picture's name is new with every upload: it never changes, so browsers and proxies keep it.
    return reply.type(type).header('content-length', String(stored.size)).header('cache-control', 'public, max-age=31536000, immutable').send(stored.body);
  });
}
