import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadAllFlows, loadFlow } from '@shop/flows';
import { canonicalRouteOf, describeFlow, type AnyFlow } from '@shop/flow-kit';
import type { ServerContext } from '@shop/web/ssr';
import { company } from '@shop/settings';
import { redirects } from '@shop/flows/services';
import { NEWS_PATH, NOT_FOUND_META, ORDER_PATH, documentTitle, normalizePath, pageMetaOf, type PageMeta } from '@shop/settings/routes';
import type { Services } from '../services';
import { refusalBody } from '../services/order-intake';
import { createNewsStore, newsListArgs } from '../site/news';
import { readNavbar } from '../site/navbar';
import { escapeHtml } from './html';
import { isReferencia } from '../services/referencia';
import { SERVER_PAGES_CSS } from './server-pages-css';
import { isPrivatePath } from './no-store';
import { orderStatusOf, visitorOrderPage } from './payments';
import { stepFormRoutes } from './step-forms';
import type { ServerStep } from '@shop/flow-kit/step-answer';
import type { UploadLimits } from '../services/upload-budget';

/** What the server writes into the page's <head> before any JavaScript runs. */
interface HeadMeta extends PageMeta {
  type?: 'website' | 'article';
  keywords?: readonly string[];
  image?: string | null;
}

/**
 * Serves the built web app from the same process as the API. Every page answers with the SPA's
 * index.html carrying its own <title>, description, canonical link and Open Graph tags (spec-2
 * §2.18-2.19), so search engines and link previews see them; known paths answer 200, the footer's
 * short paths redirect permanently, anything else answers 404 with the app's 404 page (DECISIONS §2).
 */
export async function webRoutes(
  app: FastifyInstance,
  { webDist, uploadLimits, formRateLimit }: { webDist?: string | undefined; uploadLimits?: UploadLimits | undefined; formRateLimit?: number | undefined },
) {
  // The app services, decorated on the instance by the plugins registered before this one.
  const services: Services = app;
  app.get('/server-pages.css', (_request, reply) => reply.type('text/css').header('cache-control', 'public, max-age=3600').send(SERVER_PAGES_CSS));
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  // The web app's server entry, built by Vite (ADR 021), loaded only where pages are served: a
  // server or test without the web build never needs it.
  const { renderPage } = await import('@shop/web/ssr');
  // The stylesheet stays linked, as the build writes it: one cached file for every page rather than
  // 63 kB inlined in each, which the browser parsed again on every page (ADR 021: less work for the
  // page's document).
  const template = scriptsAfterPaint(readFileSync(join(webDist, 'index.html'), 'utf8'));
  const news = createNewsStore(services.db);
  // Canonical links and Open Graph tags name the configured public origin only: the Host and
  // X-Forwarded-* headers are the client's to choose, and a page cached or previewed with them
  // would point search engines and readers at another site (security audit).
  const origin = company.siteUrl || services.publicUrl;

  // Flow pages take their words from the flow definitions, and the figures in them from the
  // catalogue of now (a price staff change shows at once); a flow route wins over a service page.
  const flowPages = new Map<string, { flow: AnyFlow; canonical: string }>();
  for (const flow of await loadAllFlows()) {
    for (const route of flow.routes) {
      flowPages.set(route, { flow, canonical: canonicalRouteOf(flow, route) });
    }
  }
  const flowMetaOf = async (path: string): Promise<PageMeta | undefined> => {
    const found = flowPages.get(path);
    if (!found) return undefined;
    const { flow, canonical } = found;
    return { title: flow.title, description: describeFlow(flow, await services.catalogue.prices(flow)), canonical };
  };

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The app's shell is not a page of its own: '/index.html' is answered as an unknown page.
    allowedPath: (pathName) => pathName !== '/index.html',
    // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts): sent as they
    // are, with Content-Encoding and Vary: Accept-Encoding, so no request pays for compression.
    preCompressed: true,
    maxAge: '1y',
    immutable: true,
    setHeaders: (response, path) => {
      if (!path.includes('/assets/')) response.header('cache-control', 'public, max-age=300');
    },
  });

  // What the web app's loaders read when the server renders a page: the same figures the API answers.
  const serverContext: ServerContext = {
    pricesOf: async (flowId) => {
      const flow = await loadFlow(flowId);
      return flow ? services.catalogue.prices(flow) : undefined;
    },
    newsArticle: async (slug) => news.find(slug),
    navbar: async () => readNavbar(services.db),
    newsPage: async (query) => news.list(...newsListArgs(query)),
    // The order's page with its content, readable before JavaScript runs (DECISIONS §15), sent no-store.
    orderPage: async (referencia) => (await visitorOrderPage(app, referencia)) ?? null,
    // The return pages after a payment say what the server knows before any code runs (ADR 021).
    orderStatus: async (referencia) => (await orderStatusOf(app, referencia)) ?? null,
  };

  const page = async (request: FastifyRequest, reply: FastifyReply, status: number, path: string, meta: HeadMeta, serverRendered = true, step?: ServerStep) => {
    // A step the server answered stays the server's page: its next form is sent by the browser too (ADR 021).
    const html = renderHead(step ? withoutPageCode(template) : template, meta, origin, path);
    let body = html;
    if (serverRendered) {
      try {
        // The page itself in the HTML (ADR 008): readable without JavaScript, hydrated with it.
        const rendered = await renderPage(`http://localhost${step ? path : request.url}`, step ? { ...serverContext, stepForm: step } : serverContext);
        if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
        // A content page works as its HTML (ADR 021): /boot.js gets no entry, /shell.js does the rest.
        const withCode = rendered.codeOnIntent ? codeOnIntent(html) : html;
        body = (rendered.code ? withCode : withoutPageCode(html)).replace(
          '<div id="root"></div>',
          () => `<div id="root">${rendered.html}</div>${rendered.data}`,
        );
      } catch (error) {
        // The app still starts in the browser from the empty page, as before server rendering.
        request.log.error(error, 'No se ha podido renderizar la página en el servidor.');
      }
    }
    // An order's page and the return pages are read by their reference (routes/no-store.ts): kept nowhere.
    // So is a step the server answered: it carries the visitor's data and the draft's secret.
    const keptNowhere = Boolean(step) || isPrivatePath(path);
    const caching = keptNowhere ? 'no-store' : 'no-cache';
    // COOP (helmet's, on every other answer) keeps a page in a browsing context group of its own,
    // which makes the browser commit it in a fresh process: on a phone, and in Lighthouse, 40-100 ms
    // of context creation on the main thread. A public page holds nobody's data, so it skips it;
    // a private one (the back office, an order, Mis pedidos, a step with the visitor's data) keeps it.
    if (!keptNowhere && !meta.noindex) reply.removeHeader('cross-origin-opener-policy');
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', caching).send(body);
  };

  // Forms before JavaScript (ADR 021): each flow page answers its step's form as the browser sends it.
  await stepFormRoutes(app, {
    routes: [...flowPages.keys()],
    flowOf: (route) => flowPages.get(route)?.flow,
    uploads: uploadLimits,
    perMinute: formRateLimit,
    render: async (request, reply, status, route, step) => page(request, reply, status, route, (await flowMetaOf(route)) ?? NOT_FOUND_META, true, step),
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', query] = request.url.split('?');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || rawPath.startsWith('/api/') || rawPath.startsWith('/assets/')) {
      return reply.code(404).send(refusalBody('Recurso no encontrado.'));
    }
    const path = normalizePath(safeDecode(rawPath));

    const target = redirects[path];
    if (target) return reply.redirect(query && !target.includes('#') ? `${target}?${query}` : target, 301);
    // One address per page: '/faqs/' answered as '/faqs' with no canonical link, a duplicate for search
    // engines. Leading slashes collapse so that '//elsewhere.example/' cannot become a protocol-relative
    // redirect off the site; the browser keeps any #fragment across the redirect.
    if (rawPath !== '/' && rawPath.endsWith('/')) {
      const withoutSlash = rawPath.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
      return reply.redirect(query === undefined ? withoutSlash : `${withoutSlash}?${query}`, 301);
    }

    // The back office (ADR 007): its own part of the app, never indexed.
    if (path === '/admin' || path.startsWith('/admin/')) {
      reply.header('referrer-policy', 'no-referrer');
      // Drawn in the browser only: staff screens need no search engine and read the session first.
      return page(request, reply, 200, path, { title: 'Administración', description: 'Administración de la tienda.', noindex: true }, false);
    }
    const meta = (await flowMetaOf(path)) ?? pageMetaOf(path);
    if (meta) return page(request, reply, 200, path, meta);

    const slug = path.startsWith(`${NEWS_PATH}/`) ? path.slice(NEWS_PATH.length + 1) : undefined;
    const found = slug && !slug.includes('/') ? await news.lookup(slug) : undefined;
    // An article whose slug staff changed: its former address leads to it.
    if (found && 'movedTo' in found) return reply.redirect(`${NEWS_PATH}/${found.movedTo}${query === undefined ? '' : `?${query}`}`, 301);
    if (found) {
      const { article } = found;
      return page(request, reply, 200, path, {
        title: article.titulo,
        description: article.resumen,
        canonical: path,
        type: 'article',
        keywords: article.seo.keywords,
        image: article.imagen,
      });
    }
    // The visitor's order page exists only for a real reference; nothing lists or guesses orders.
    const referencia = path.startsWith(`${ORDER_PATH}/`) ? path.slice(ORDER_PATH.length + 1) : undefined;
    if (referencia && isReferencia(referencia) && (await services.orders.find(referencia))) {
      reply.header('referrer-policy', 'no-referrer');
      return page(request, reply, 200, path, { title: 'Tu pedido', description: 'El estado de tu pedido.', noindex: true });
    }
    // A reference no order holds: the order page says 'Pedido no encontrado', with the ways to reach the office.
    if (referencia && !referencia.includes('/')) {
      reply.header('referrer-policy', 'no-referrer');
      return page(request, reply, 404, path, { title: 'Pedido no encontrado', description: 'No hay ningún pedido con esta referencia.', noindex: true });
    }
    return page(request, reply, 404, path, NOT_FOUND_META);
  };
  // Pages answer from a catch-all route (the assets' own routes win over it) rather than only from
  // the not-found handler, because route hooks such as compression do not run there.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
}

/**
 * The page arrives rendered, so its code (for hydration) starts after the first paint instead of
 * competing with it for a phone's bandwidth (ADR 008: LCP): /boot.js loads the entry and its
 * preloads, named in data attributes (the CSP forbids inline scripts).
 */
export function scriptsAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  return html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '').replace(
    /<script type="module" crossorigin src="[^"]+"><\/script>/,
    // The header's behaviour (/shell.js) needs no framework and no wait (ADR 021).
    () => `<script defer src="/shell.js"></script><script defer src="/boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
  );
}

/** The page's code started by `/boot.js` at the visitor's first touch rather than after the first paint (ADR 021). */
export const codeOnIntent = (html: string): string => html.replace(' data-entry="', () => ' data-start="intent" data-entry="');

/** The page without its code: `/boot.js` loads nothing (and then holds no tap), `/shell.js` stays. */
export const withoutPageCode = (html: string): string => html.replace(/ data-entry="[^"]*" data-preload="[^"]*"/, '');

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/** index.html with this page's head: title and description replaced, the rest added before </head>. */
export function renderHead(template: string, meta: HeadMeta, origin: string, path: string): string {
  const title = escapeHtml(documentTitle(meta.title, company.name));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(absolute(origin, encodeURI(meta.canonical ?? path)));
  const tags = [
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${url}">`,
    meta.keywords?.length ? `<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}">` : '',
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}">`,
    '<meta property="og:locale" content="es_ES">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(absolute(origin, meta.image))}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ].filter(Boolean);

  const withTitle = /<title>[\s\S]*?<\/title>/.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    : template.replace('</head>', () => `<title>${title}</title>\n</head>`);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  const withDescription = /<meta\s+name="description"[^>]*>/.test(withTitle)
    ? withTitle.replace(/<meta\s+name="description"[^>]*>/, () => descriptionTag)
    : withTitle.replace('</head>', () => `${descriptionTag}\n</head>`);
  return withDescription.replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
