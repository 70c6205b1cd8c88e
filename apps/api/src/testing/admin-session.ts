import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import type { Services } from '../services';

export const STAFF_PASSWORD = 'una clave bastante larga';

/** A signed-in back-office session: its cookie and CSRF token. */
export interface Login {
  cookie: string;
  csrf: string;
}

/**
 * Back-office sessions for API tests, made as the README says: an account from the CLI, its
 * password set through the one-time link, then a sign-in; `as` sends a request with its cookie
 * and CSRF token.
 */
export function adminSessions(context: { app: FastifyInstance; services: Services }) {
  const inject = (options: InjectOptions) => context.app.inject(options);
  const cookieOf = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((item) => item.name === 'admin_session');
    return cookie ? `admin_session=${cookie.value}` : '';
  };
  return {
    async signIn(email: string, role: 'admin' | 'staff'): Promise<Login> {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add(email, role, CLI_ACTOR);
      const token = new URL(link).searchParams.get('token');
      expect((await inject({ method: 'POST', url: '/api/admin/clave', payload: { token, password: STAFF_PASSWORD } })).statusCode).toBe(200);
      const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: STAFF_PASSWORD } });
      expect(response.statusCode, response.body).toBe(200);
      return { cookie: cookieOf(response), csrf: response.json().csrf };
    },
    as(who: Login, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
      return inject({ method, url, headers: { cookie: who.cookie, [CSRF_HEADER]: who.csrf, ...headers }, ...(payload ? { payload } : {}) });
    },
  };
}
