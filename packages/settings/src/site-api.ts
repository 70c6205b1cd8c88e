/**
 * The shapes the site's API answers, shared by the server that builds them and the web app that
 * reads them (types only).
 */
import type { NewsItem } from '@shop/api-contract';

/** spec-1 §3 "Navbar data": what `GET /api/navbar` answers inside `data`, as the API's schema says it. */
export type { NavbarData, NavColumn, NavItem, NavService } from '@shop/api-contract';

/** The author line's name, or none: spec-2 §2.19 hides it when the author is empty or the text 'null'. */
export function authorOf(autor: string | null | undefined): string | undefined {
  const name = autor?.trim();
  return name && name.toLowerCase() !== 'null' ? name : undefined;
}

/** A news item (spec-2 §3.4), as the API's schema says it; the list leaves out the body. */
export type { NewsItem } from '@shop/api-contract';

export interface NewsPage {
  data: NewsItem[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

/** `GET /api/pedido/{referencia}`: the visitor's order page (DECISIONS §10), as the API's schema says it. */
export type { OrderPageData } from '@shop/api-contract';
