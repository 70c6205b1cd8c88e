import { and, asc, count, desc, eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { NEWS_PAGE_SIZE, NEWS_SLUG } from '@shop/settings/routes';
import { authorOf, type NewsItem, type NewsPage } from '@shop/settings/site-api';
import type { Db } from '../db/client';
import { newsArticles, newsFormerSlugs } from './schema';
import { seedArticles } from './news-seed';

/** Where the back office serves the news pictures staff upload (admin/content). */
export const NEWS_MEDIA_PATH = '/media/noticias';
/** The name an uploaded news picture is stored under: a random UUID and its kind's extension. */
export const NEWS_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;
/** The bundled pictures of the articles a fresh database starts with (apps/web/public/img/noticias). */
const SEED_IMAGES: ReadonlySet<string> = new Set(seedArticles.map((article) => article.imagen));

/**
 * An article's picture: one uploaded through the back office, or one of the seeded articles'.
 * Nothing else, not even another path of the site ('/img/../…', '/media/noticias/%2e%2e/…'): the
 * page would load whatever the address leads to under the site's name (security audit).
 */
export const isNewsImagePath = (value: string): boolean =>
  SEED_IMAGES.has(value) || (value.startsWith(`${NEWS_MEDIA_PATH}/`) && NEWS_IMAGE_NAME.test(value.slice(NEWS_MEDIA_PATH.length + 1)));

/** The schemes a link in an article may have; any other (javascript:, data:, vbscript:...) loses its href. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Where relative links are resolved to tell whether they stay on the site ('//elsewhere' does not). */
const SITE = new URL('https://site.invalid/noticias/');

/** The text without the C0 controls and spaces (U+0000-U+0020) at either end, as WHATWG URL trims them. */
function trimControlsAndSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/**
 * An article link's href as the browser will follow it, and whether it leaves the site; undefined
 * for one that must not be followed. The browser drops leading and trailing controls and spaces
 * and every tab and newline, and reads the scheme in any case (WHATWG URL): ' https://…', a tab or
 * newline inside 'https', 'HTTPS://…' and 'https:elsewhere.example' all lead off the site, so the
 * decision is made on the href so cleaned (its entities already decoded by the parser), never on
 * the text as written (security audit). A link with a scheme is written back in its canonical
 * form, so that the page holds exactly the address judged.
 */
function linkOf(written: string): { href: string; external: boolean } | undefined {
  const href = trimControlsAndSpaces(written).replace(/[\t\n\r]/g, '');
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return undefined;
    }
    if (!LINK_SCHEMES.has(url.protocol)) return undefined;
    return { href: url.href, external: url.protocol === 'http:' || url.protocol === 'https:' };
  }
  let resolved: URL;
  try {
    resolved = new URL(href, SITE);
  } catch {
    return undefined;
  }
  // '//elsewhere', '/\elsewhere', '\\elsewhere': another site with the page's own scheme, refused as
  // protocol-relative links always were; the rest stays on the site, as relative as it was written.
  return resolved.origin === SITE.origin ? { href, external: false } : undefined;
}

/** What an article's body may contain: text structure, links and images; no scripts, styles or handlers. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Outside links open safely; images load lazily.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const link = href === undefined ? undefined : linkOf(href);
      if (!link) return { tagName, attribs: rest };
      return { tagName, attribs: link.external ? { ...rest, href: link.href, rel: 'noopener noreferrer', target: '_blank' } : { ...rest, href: link.href } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};

export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, SANITIZE);

type Row = typeof newsArticles.$inferSelect;

const itemOf = (row: Row, withBody: boolean): NewsItem => ({
  id: row.id,
  titulo: row.titulo,
  resumen: row.resumen,
  // A picture saved before the rule above existed is left out rather than drawn.
  imagen: row.imagen !== null && isNewsImagePath(row.imagen) ? row.imagen : null,
  destacada: row.destacada,
  seo: { url: row.slug, keywords: Array.isArray(row.keywords) ? row.keywords : [] },
  autor: authorOf(row.autor) ?? null,
  fecha: row.publishedAt.toISOString(),
  ...(withBody ? { contenido: sanitizeArticleHtml(row.contenido) } : {}),
});

export function createNewsStore(db: Db) {
  const published = eq(newsArticles.published, true);
  return {
    async seed(): Promise<void> {
      await db
        .insert(newsArticles)
        .values(seedArticles.map((article) => ({ ...article, publishedAt: new Date(article.publishedAt) })))
        .onConflictDoNothing();
    },

    /**
     * Featured first, then newest (spec-2 §2.18). With their bodies for the API (spec-2 §3.4 lists
     * `contenido` in a news item); the list page the server renders shows none, and leaves them out.
     */
    async list(page: number, perPage: number, withBodies = false): Promise<NewsPage> {
      const [totals] = await db.select({ total: count() }).from(newsArticles).where(published);
      const total = Number(totals?.total ?? 0);
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const rows = await db
        .select()
        .from(newsArticles)
        .where(published)
        .orderBy(desc(newsArticles.destacada), desc(newsArticles.publishedAt), asc(newsArticles.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { data: rows.map((row) => itemOf(row, withBodies)), pagination: { current_page: page, last_page: lastPage, per_page: perPage, total } };
    },

    async find(slug: string): Promise<NewsItem | undefined> {
      if (!NEWS_SLUG.test(slug)) return undefined;
      const [row] = await db
        .select()
        .from(newsArticles)
        .where(and(published, eq(newsArticles.slug, slug)))
        .limit(1);
      return row ? itemOf(row, true) : undefined;
    },

    /**
     * An article's address answered: the published article with this slug, or the slug now of the
     * one that had it before staff changed it (its old links lead to it), or neither.
     */
    async lookup(slug: string): Promise<{ article: NewsItem } | { movedTo: string } | undefined> {
      const article = await this.find(slug);
      if (article) return { article };
      if (!NEWS_SLUG.test(slug)) return undefined;
      const [row] = await db
        .select({ slug: newsArticles.slug })
        .from(newsFormerSlugs)
        .innerJoin(newsArticles, eq(newsArticles.id, newsFormerSlugs.articleId))
        .where(and(published, eq(newsFormerSlugs.slug, slug)))
        .limit(1);
      return row ? { movedTo: row.slug } : undefined;
    },
  };
}

export type NewsStore = ReturnType<typeof createNewsStore>;

/**
 * The page and page size a list query asks for (GET /api/noticias/public?page=2&per_page=6), within
 * bounds: the endpoint and the pages the server renders read the list the same way.
 */
export function newsListArgs(query: { page?: string; per_page?: string }): [page: number, perPage: number] {
  return [clampInt(query.page, 1, 1, 10_000), clampInt(query.per_page, NEWS_PAGE_SIZE, 1, 24)];
}

/** A whole number from a query string, within bounds: anything else ('abc', '1e309') is the fallback. */
export function clampInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}
