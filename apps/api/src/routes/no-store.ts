import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Addresses whose answers carry a session, a token or personal data: the back office's API (its
 * sign-in answers the CSRF token), everything about one order by its reference (the reference is
 * its key: `/api/pedido`, the `/pedido/…` page, the payment page and the return pages reading it),
 * the order form's answer (it hands out the reference) and the newsletter's token pages. A shared
 * cache or the browser's disk must keep none of them (security audit).
 */
const PRIVATE_PATHS = [
  /^\/api\/admin(?:[/.]|$)/,
  /^\/api\/pedido(?:\/|$)/,
  /^\/api\/guardar_marca$/,
  /^\/pedido(?:\/|$)/,
  /^\/g\/pay$/,
  /^\/g\/test-gateway\//,
  /^\/pago\/(?:ok|ko)$/,
  /^\/newsletter\//,
];

/**
 * The path as the router and the pages read it: without its query, decoded, duplicate and
 * trailing slashes gone, in lower case; so '/API/%61dmin//news/' is judged as '/api/admin/news'.
 * Judging more addresses private than the router serves costs nothing.
 */
function pathOf(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // An undecodable address is judged as it came.
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');
}

export const isPrivatePath = (url: string): boolean => {
  const path = pathOf(url);
  return PRIVATE_PATHS.some((pattern) => pattern.test(path));
};

/** `no-store` on a private answer whose route did not say how to cache it itself. */
function markPrivate(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  if (!reply.hasHeader('cache-control') && isPrivatePath(request.url)) reply.header('cache-control', 'no-store');
  done(null, payload);
}

/**
 * One hook for every private answer, refusals and rate-limit answers included, rather than a
 * header line in each route: a route added later is covered without anyone remembering (the audit
 * found five that were not). fastify-plugin, so that the hook sits on the instance it is registered
 * on and, through it, on every area already registered or still to come.
 */
export const noStore = fp(
  async (app) => {
    app.addHook('onSend', markPrivate);
  },
  { name: 'shop-no-store', fastify: '5.x' },
);
