import { http } from './client';
import { apiPaths } from './paths';
import type { NewsItem, NewsPage as SharedNewsPage } from '@shop/settings/site-api';

export type { NewsItem };

/** spec-2 §3.4; the list answer also says `success`. */
export type NewsPage = SharedNewsPage & { success: boolean };

/** spec-2 §7.3. */
export const fetchNewsPage = async (page: number, perPage: number): Promise<NewsPage> =>
  (await http()).get(apiPaths.news, { searchParams: { page, per_page: perPage } }).json<NewsPage>();

/** spec-2 §7.4; undefined when the article does not exist. */
export async function fetchNewsArticle(slug: string): Promise<NewsItem | undefined> {
  const response = await (await http()).get(apiPaths.newsArticle(slug), { throwHttpErrors: false });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json<{ data: NewsItem }>()).data;
}
