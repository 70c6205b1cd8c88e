import { api } from './client';
import { apiPaths } from './paths';

/** spec-2 §3.4. */
export interface NewsItem {
  id: number;
  titulo: string;
  resumen: string;
  imagen: string | null;
  destacada: boolean;
  seo: { url: string; keywords: string[] };
  autor: string | null;
  fecha: string;
  /** Sanitised HTML; only the article call carries it. */
  contenido?: string;
}

export interface NewsPage {
  success: boolean;
  data: NewsItem[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

/** spec-2 §7.3. */
export const fetchNewsPage = (page: number, perPage: number): Promise<NewsPage> =>
  api.get(apiPaths.news, { searchParams: { page, per_page: perPage } }).json<NewsPage>();

/** spec-2 §7.4; undefined when the article does not exist. */
export async function fetchNewsArticle(slug: string): Promise<NewsItem | undefined> {
  const response = await api.get(apiPaths.newsArticle(slug), { throwHttpErrors: false });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json<{ data: NewsItem }>()).data;
}
