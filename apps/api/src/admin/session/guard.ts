import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from '../../services/order-intake';
import type { Session, StaffStore } from '../staff/store';

/**
 * Who may call a back-office route; every route under /api/admin declares one (ADR 007), and a
 * route without it stops the server from starting.
 * - `public`: signing in and setting a password with a one-time link;
 * - `staff`: any signed-in account; `admin`: admins only;
 * - `cli`: the `npm run staff` command, from this machine with the secret of DATA_DIR.
 */
export type Access = 'public' | 'staff' | 'admin' | 'cli';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    staff?: Session;
  }
}

export const SESSION_COOKIE = 'admin_session';
export const CSRF_HEADER = 'x-csrf-token';
export const CLI_HEADER = 'x-admin-cli-secret';

export const NEED_LOGIN = 'Inicia sesión para continuar.';
export const FORBIDDEN = 'No tienes permiso para esta acción.';
export const BAD_CSRF = 'La sesión no permite esta acción. Recarga la página e inténtalo de nuevo.';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const sameSecret = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The routes the guard saw, with who may call each (tests walk them all). */
export interface GuardedRoute {
  method: string;
  url: string;
  access: Access;
}

/**
 * Installs the guard on an encapsulated instance: every route must declare `config.access`; each
 * request is checked before its body is read: session (401), role (403), and on any change the
 * CSRF token of the session (403), a synchronizer token kept with the session on the server.
 */
export function installGuard(admin: FastifyInstance, staff: StaffStore, cliSecret: () => string, table: GuardedRoute[]) {
  admin.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Back-office route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });

  admin.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === 'cli') {
      // The socket's own address, not request.ip: a proxy's X-Forwarded-For cannot make a request local.
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !sameSecret(request.headers[CLI_HEADER], cliSecret())) throw new Refusal(403, FORBIDDEN);
      return;
    }
    const session = await staff.session(request.cookies[SESSION_COOKIE]);
    if (!session) throw new Refusal(401, NEED_LOGIN);
    if (access === 'admin' && session.role !== 'admin') throw new Refusal(403, FORBIDDEN);
    if (!SAFE_METHODS.has(request.method) && !sameSecret(request.headers[CSRF_HEADER], session.csrf)) throw new Refusal(403, BAD_CSRF);
    request.staff = session;
  });
}
