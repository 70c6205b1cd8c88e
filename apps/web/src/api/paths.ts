/** Every server path the web app calls, in one place (spec-1 §7, spec-2 §7, DECISIONS §3). */
export const apiPaths = {
  navbar: 'api/navbar',
  contact: 'api/contact',
  newsletter: 'api/newsletter',
  botChallenge: 'api/bot-check/challenge',
  products: (flowId: string) => `api/products/${encodeURIComponent(flowId)}`,
  /** A flow's public price endpoint (spec-2 §7.2: `precio-renovacion-marca-nacional`...). */
  publicPrice: (name: string) => `api/${encodeURIComponent(name)}`,
  saveOrder: 'api/guardar_marca',
  internationalQuote: 'api/enviar_email_internacional',
  order: 'api/pedido',
  orderPage: (referencia: string) => `api/pedido/${encodeURIComponent(referencia)}`,
  /** 'Avísame cuando toque renovar' (ADR 014): a right filed elsewhere, confirmed by a mailed link. */
  renewalWatch: 'api/avisos-renovacion',
  news: 'api/noticias/public',
  newsArticle: (slug: string) => `api/noticias/${encodeURIComponent(slug)}`,
} as const;

/** The browser goes here to pay (spec-1 §7.6). */
export const paymentUrl = (referencia: string) => `/g/pay?trans=${encodeURIComponent(referencia)}`;
