/** The id of the JSON script element carrying the server's loader data to the browser's router. */
export const HYDRATION_DATA_ID = 'datos-iniciales';

/** What the server hands the routes' loaders when it renders a page (undefined in the browser). */
export interface ServerContext {
  /** The flow's prices from the catalogue, as GET /api/products/:flowId answers them. */
  pricesOf: (flowId: string) => Promise<Record<string, number> | undefined>;
  /** A published news article, for its page. */
  newsArticle: (slug: string) => Promise<import('@shop/settings/site-api').NewsItem | undefined>;
}

/** The server's context in a loader, when the loader runs on the server. */
export const serverContextOf = (context: unknown): ServerContext | undefined =>
  context && typeof context === 'object' && 'pricesOf' in context ? (context as ServerContext) : undefined;
