import { NEWS_PAGE_SIZE, NEWS_PATH } from '@shop/settings/routes';
import { fetchNewsPage, type NewsPage } from '../../api/news';

/** The list's page number in its address (?page=2); 1 when absent or not a number. */
export const newsPageNumber = (search: URLSearchParams): number => Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

/** The news list API's query for a page: the same whether the server or the browser asks. */
export const newsQuery = (page: number) => ({ page: String(page), per_page: String(NEWS_PAGE_SIZE) });

/** A page of the list fetched by the browser, keyed by its number (usePreloaded). */
export const fetchNewsPageOf = (key: string): Promise<NewsPage> => fetchNewsPage(Number(key), NEWS_PAGE_SIZE);

/** The address of a page of the list: the first has no query. */
export const newsPageHref = (page: number): string => (page === 1 ? NEWS_PATH : `${NEWS_PATH}?page=${page}`);
