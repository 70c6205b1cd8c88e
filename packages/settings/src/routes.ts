import { informationServices } from './services';

/**
 * The site's routes as pure data, shared by the web app (router, titles) and the API (HTTP status,
 * redirects, the <title> and meta tags it sends). Order flow routes come from the flow registry.
 * DECISIONS §2 and spec-2 §2.1.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** The address search engines should index when several paths show the same page. */
  canonical?: string;
  /** Pages that make no sense in search results (login, payment results). */
  noindex?: boolean;
}

/** The site's own pages (not services, not order flows). */
export const sitePages: Readonly<Record<string, PageMeta>> = {
  '/': {
    title: 'Registra tu marca en un minuto',
    description:
      'Registra tu marca nacional o europea, nombre comercial, patente, diseño industrial o derechos de autor en línea. Precio cerrado y registro en 24h.',
  },
  '/about': {
    title: 'Quiénes somos',
    description: 'Consultoría de propiedad industrial e intelectual en Valencia: registramos y defendemos marcas, patentes y diseños de personas y empresas.',
  },
  '/contacto': {
    title: 'Contacto',
    description: 'Escríbenos o llámanos: resolvemos tus dudas sobre el registro de marcas, patentes y diseños sin compromiso.',
  },
  '/contact': {
    title: 'Contacto',
    description: 'Escríbenos o llámanos: resolvemos tus dudas sobre el registro de marcas, patentes y diseños sin compromiso.',
    canonical: '/contacto',
  },
  '/faqs': {
    title: 'Preguntas frecuentes',
    description: 'Respuestas claras sobre el registro de marcas: duración, clases de Niza, oposiciones, plazos, uso, titularidad, dominios y certificados.',
  },
  '/aviso-legal': {
    title: 'Aviso legal, condiciones y privacidad',
    description: 'Aviso legal, condiciones generales de contratación, política de privacidad y de cookies, y política de seguridad.',
  },
  '/noticias': {
    title: 'Noticias sobre marcas y propiedad industrial',
    description: 'Actualidad sobre registro de marcas, patentes, diseños y propiedad intelectual explicada con claridad.',
  },
  '/login': { title: 'Área de clientes', description: 'Acceso al área de clientes.', noindex: true },
  '/mis-pedidos': {
    title: 'Mis pedidos',
    description: 'Consulta tus pedidos y los plazos de tus marcas y patentes con un enlace que te enviamos por email.',
    noindex: true,
  },
  '/pago/ok': { title: 'Pago realizado', description: 'El pago de tu pedido se ha completado.', noindex: true },
  '/pago/ko': { title: 'Pago no completado', description: 'El pago de tu pedido no se ha completado.', noindex: true },
};

/** The visitor's order page: `${ORDER_PATH}/{referencia}` (DECISIONS §10). */
export const ORDER_PATH = '/pedido';
export const orderPagePath = (referencia: string) => `${ORDER_PATH}/${encodeURIComponent(referencia)}`;
/** An order's screen in the back office, by its short number (DECISIONS §11). */
export const adminOrderPath = (numero: string) => `/admin/pedidos/${encodeURIComponent(numero)}`;

/** The full addresses that mails and staff screens give for an order, on the site at `publicUrl`. */
export const orderLinks = (publicUrl: string) => ({
  page: (referencia: string) => `${publicUrl}${orderPagePath(referencia)}`,
  admin: (numero: string) => `${publicUrl}${adminOrderPath(numero)}`,
});

/** Rows per answer of the back office's audit log (GET /api/admin/audit): a full page may have older ones. */
export const AUDIT_PAGE_SIZE = 200;

/** The news list; an article lives at `${NEWS_PATH}/{slug}` (spec-2 §2.19). */
export const NEWS_PATH = '/noticias';
export const NEWS_PAGE_SIZE = 6;
export const newsArticlePath = (slug: string) => `${NEWS_PATH}/${encodeURIComponent(slug)}`;
/** Slugs are the articles' SEO urls: lowercase words and hyphens. */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The footer's short paths (DECISIONS §2) that lead to the site's own pages; those of an order flow
 * are in its manifest, and flows/services.ts lists both. The server answers them with a permanent
 * redirect; the web app redirects the same way on client-side navigation.
 */
export const siteRedirects: Readonly<Record<string, string>> = {
  '/condiciones-generales': '/aviso-legal#condiciones',
  '/politica-privacidad': '/aviso-legal#privacidad',
  '/politica-cookies': '/aviso-legal#privacidad',
  '/ejercicio-derechos': '/aviso-legal#privacidad',
};

/** Every path the web app answers 200 for besides order flows (flows/services.ts) and news articles. */
export const sitePaths: readonly string[] = [...Object.keys(sitePages), ...informationServices.flatMap((service) => service.routes)];

/** `/a/b/` and `/a/b` are the same page; the root stays `/`. */
export const normalizePath = (path: string): string => path.replace(/\/+$/, '') || '/';

/** The meta of a site page or a service information page, by path. */
export function pageMetaOf(path: string): PageMeta | undefined {
  const page = sitePages[path];
  if (page) return page;
  const service = informationServices.find((candidate) => candidate.routes.includes(path));
  if (!service) return undefined;
  return { title: service.title, description: service.summary, canonical: service.routes[0] };
}

export const NOT_FOUND_META: PageMeta = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o ha cambiado de dirección.',
  noindex: true,
};

/** The `<title>` of every page: `{page} | {company}`. */
export const documentTitle = (title: string, companyName: string): string => `${title} | ${companyName}`;
