import { redirect, type RouteObject } from 'react-router';
import { redirects } from '@shop/flows/services';
import { serviceInfoPaths } from './serviceRoutes';
import { CODE_ON_INTENT, NO_CODE, preload } from '../ssr-data';
import { newsPageNumber, newsQuery } from './news/newsPage';
import { homePrices } from './home/homePrices';

/**
 * The site's own pages (spec-2 §2.1), each loaded on its route: home, about, contact, FAQ, legal,
 * news, the information pages of services without an order flow, and the footer's short paths,
 * which redirect as the server does (DECISIONS §2). A page with nothing to run is sent without code
 * (`NO_CODE`, ADR 021): the contact page (its form and bot check) and Mis pedidos keep theirs, the
 * contact page's started at the visitor's first touch (`CODE_ON_INTENT`).
 */
export const siteRoutes: RouteObject[] = [
  // The loaders' data comes with the page the server renders (ADR 008): readable without JavaScript.
  {
    index: true,
    lazy: async () => ({ Component: (await import('./home/HomePage')).HomePage }),
    loader: ({ context }) => homePrices(context),
    handle: NO_CODE,
  },
  { path: '/about', lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }), handle: NO_CODE },
  // Its form needs the code (the bot check), which comes at the visitor's first touch: what is typed
  // before it runs is handed over, a tap on 'Enviar' held (ADR 021).
  { path: '/contacto', lazy: async () => ({ Component: (await import('./contact/ContactPage')).ContactPage }), handle: CODE_ON_INTENT },
  { path: '/contact', lazy: async () => ({ Component: (await import('./contact/ContactPage')).ContactPage }), handle: CODE_ON_INTENT },
  { path: '/faqs', lazy: async () => ({ Component: (await import('./faq/FaqPage')).FaqPage }), handle: NO_CODE },
  { path: '/aviso-legal', lazy: async () => ({ Component: (await import('./legal/LegalPage')).LegalPage }), handle: NO_CODE },
  {
    path: '/noticias',
    lazy: async () => ({ Component: (await import('./news/NewsListPage')).NewsListPage }),
    loader: ({ request, context }) => preload(context, (server) => server.newsPage(newsQuery(newsPageNumber(new URL(request.url).searchParams)))),
    handle: NO_CODE,
  },
  {
    path: '/noticias/:slug',
    lazy: async () => ({ Component: (await import('./news/NewsArticlePage')).NewsArticlePage }),
    // On the server the article comes with the page (rendered, no layout shift); the browser fetches it.
    loader: ({ params, context }) => preload(context, async (server) => (await server.newsArticle(params.slug ?? '')) ?? null),
    handle: NO_CODE,
  },
  { path: '/login', lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }), handle: NO_CODE },
  { path: '/mis-pedidos', lazy: async () => ({ Component: (await import('../pages/MyOrdersPage')).MyOrdersPage }) },
  ...serviceInfoPaths.map((path): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('./services/ServicePage')).ServicePage }),
    handle: NO_CODE,
  })),
  ...Object.entries(redirects).map(([from, to]): RouteObject => ({ path: from, loader: () => redirect(to, 301) })),
];
