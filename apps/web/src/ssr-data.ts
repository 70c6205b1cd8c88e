import type { NavbarData, NewsItem, NewsPage, OrderPageData } from '@shop/settings/site-api';
import type { OrderStatus } from '@shop/api-contract';

import type { HydrationState } from 'react-router';
import type { ServerStep } from '@shop/flow-kit/step-answer';

/** The id of the JSON script element carrying the server's loader data to the browser's router. */
export const HYDRATION_DATA_ID = 'datos-iniciales';

/** What that element holds: the loaders' data, and the ids of the routes the page matched. */
export interface PageHydration extends HydrationState {
  matched?: string[];
}

/** What the server hands the routes' loaders when it renders a page (undefined in the browser). */
export interface ServerContext {
  /** The flow's prices from the catalogue, as GET /api/products/:flowId answers them. */
  pricesOf: (flowId: string) => Promise<Record<string, number> | undefined>;
  /** A published news article, for its page. */
  newsArticle: (slug: string) => Promise<NewsItem | undefined>;
  /** The header's menu, as GET /api/navbar answers it inside `data`. */
  navbar: () => Promise<NavbarData>;
  /** A page of published news, as GET /api/noticias/public answers it for the same query. */
  newsPage: (query: { page?: string; per_page?: string }) => Promise<NewsPage>;
  /** An order's page, as GET /api/pedido/:referencia answers it; null for a reference no order holds. */
  orderPage?: (referencia: string) => Promise<OrderPageData | null>;
  /** An order's state, as GET /api/pedido answers it (the return pages); null for no order. */
  orderStatus?: (referencia: string) => Promise<OrderStatus | null>;
  /** A flow's step the server answered, its form sent by the browser itself (ADR 021): the page shows it. */
  stepForm?: ServerStep;
}

/** The server's context in a loader, when the loader runs on the server. */
export const serverContextOf = (context: unknown): ServerContext | undefined =>
  context && typeof context === 'object' && 'pricesOf' in context ? (context as ServerContext) : undefined;

/**
 * What a loader hands its page: the server's data, or null in the browser, where the page fetches
 * it itself so it can show its loading and failed looks (usePreloaded).
 */
export type Preloaded<T> = { data: T } | null;

/**
 * A loader's data read from the server's context: null in the browser, and null when the server
 * cannot read it (logged), so the page still renders and fetches it once hydrated.
 */
export async function preload<T>(context: unknown, read: (server: ServerContext) => Promise<T>): Promise<Preloaded<T>> {
  const server = serverContextOf(context);
  if (!server) return null;
  try {
    return { data: await read(server) };
  } catch (error) {
    console.error('No se han podido leer los datos de la página en el servidor.', error);
    return null;
  }
}

/**
 * A route's `handle` can name what its page needs loaded before it hydrates over the server's HTML:
 * a part that suspends then stays the server's dead HTML under a page that already looks ready.
 * In-app navigations do not wait for it (the part shows its placeholder meanwhile).
 */
export type HydrationHandle = { beforeHydration?: () => Promise<unknown> };

/**
 * A route's `handle` saying its page works as the server's HTML alone (ADR 021, DECISIONS §15): the
 * server sends it no code (no entry for /boot.js, no loader data), and /shell.js gives it what it
 * does in the browser. Its page may still be drawn by the app, on a navigation from a page that runs.
 */
export type PageHandle = {
  noCode?: boolean;
  /**
   * The page works as its HTML and its code only enhances it (a flow's first step, a form the
   * server answers): /boot.js starts the code at the visitor's first sign of using the page, not
   * after the first paint (ADR 021, "Code at the visitor's first touch").
   */
  codeOnIntent?: boolean;
};
export const NO_CODE: PageHandle = { noCode: true };
export const CODE_ON_INTENT: PageHandle = { codeOnIntent: true };
