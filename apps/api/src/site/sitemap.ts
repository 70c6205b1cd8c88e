import { asc, eq } from 'drizzle-orm';
import { canonicalRouteOf } from '@shop/flow-kit';
import { loadAllFlows } from '@shop/flows';
import { newsArticlePath, sitePages } from '@shop/settings/routes';
import { informationServices } from '@shop/settings/services';
import type { Db } from '../db/client';
import { escapeHtml } from '../routes/html';
import { newsArticles } from './schema';

/**
 * Every page a search engine should index, each once, by its canonical address: the site's own
 * pages (not their aliases, not those marked noindex), each order flow's canonical routes (from the
 * registry: a flow's manifest adds its pages, docs/decisions/020-one-manifest-per-flow.md), the
 * information pages of services without a flow, and the published news articles.
 */
export async function sitemapPaths(db: Db): Promise<string[]> {
  const own = Object.entries(sitePages)
    .filter(([, meta]) => !meta.noindex && !meta.canonical)
    .map(([path]) => path);
  const flows = (await loadAllFlows()).flatMap((flow) => flow.routes.map((route) => canonicalRouteOf(flow, route)));
  const information = informationServices.flatMap((service) => service.routes.slice(0, 1));
  const articles = await db.select({ slug: newsArticles.slug }).from(newsArticles).where(eq(newsArticles.published, true)).orderBy(asc(newsArticles.slug));
  return [...new Set([...own, ...flows, ...information, ...articles.map((article) => newsArticlePath(article.slug))])];
}

/** The sitemaps.org XML of those pages on the site at `origin`. */
export const sitemapXml = (origin: string, paths: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
