import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Refusal } from '../../services/refusal';
import { writeAudit } from '../audit/log';
import { access, actorOf } from '../route-kit';
import { runStaffCommand } from '../staff/command';
import { LINK_INVALID, SESSION_MS, type StaffStore } from '../staff/store';
import { SESSION_COOKIE } from './guard';
import * as schemas from './schemas';

const WRONG_LOGIN = 'Email o contraseña incorrectos.';
const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';
const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.';

export interface SessionOptions {
  staff: StaffStore;
  /** Sign-in attempts per client and 15 minutes; 0 turns the limit off. */
  loginRateLimit: number;
}

/** Signing in and out, one's own password, and `npm run staff` through the running server (docs/decisions/007). */
export async function sessionRoutes(instance: FastifyInstance, { staff, loginRateLimit }: SessionOptions) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();
  const secureCookie = instance.publicUrl.startsWith('https://');

  admin.post(
    '/api/admin/login',
    { config: { ...access('public'), rateLimit: loginRateLimit > 0 ? { max: loginRateLimit, timeWindow: '15 minutes' } : false }, schema: schemas.login },
    async (request, reply) => {
      const { body } = request;
      const result = await staff.login(body.email, body.password);
      // Sign-ins are in the audit log too (DECISIONS §11), failed ones under the address tried.
      const client = { ip: request.ip };
      if (!result.ok) {
        const tried = body.email.trim().toLowerCase();
        await writeAudit(
          instance.db,
          { id: null, email: tried },
          result.reason === 'locked' ? 'session.locked' : 'session.failed',
          'staff',
          tried,
          null,
          client,
        );
        throw new Refusal(result.reason === 'locked' ? 429 : 401, result.reason === 'locked' ? LOCKED : WRONG_LOGIN);
      }
      await writeAudit(instance.db, result.member, 'session.login', 'staff', result.member.email, null, client);
      reply.setCookie(SESSION_COOKIE, result.sessionId, {
        path: '/api/admin',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        maxAge: SESSION_MS / 1000,
      });
      const session = await staff.session(result.sessionId);
      return { email: result.member.email, rol: result.member.role, csrf: session!.csrf };
    },
  );

  admin.post(
    '/api/admin/clave',
    { config: { ...access('public'), rateLimit: { max: 20, timeWindow: '15 minutes' } }, schema: schemas.setPassword },
    async (request) => {
      const { body } = request;
      if (!(await staff.setPasswordWithLink(body.token, body.password))) throw new Refusal(400, LINK_INVALID);
      return { ok: true, message: 'Contraseña guardada. Ya puedes iniciar sesión.' };
    },
  );

  /** Who is signed in, or `null`: public, so that the sign-in screen's first look is not an error. */
  admin.get('/api/admin/session', { config: access('public'), schema: schemas.session }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await staff.session(request.cookies[SESSION_COOKIE]);
    return { sesion: session ? { email: session.email, rol: session.role, csrf: session.csrf } : null };
  });

  admin.post('/api/admin/logout', { config: access('staff'), schema: schemas.logout }, async (request, reply) => {
    await staff.logout(request.staff!.idHash);
    await writeAudit(instance.db, actorOf(request), 'session.logout', 'staff', request.staff!.email, null, null);
    reply.clearCookie(SESSION_COOKIE, { path: '/api/admin' });
    return { ok: true };
  });

  admin.post('/api/admin/password', { config: access('staff'), schema: schemas.changePassword }, async (request) => {
    const { body } = request;
    // The same password again changes nothing, yet would end the other sessions as if it had.
    if (body.nueva === body.actual) throw new Refusal(400, SAME_PASSWORD, { nueva: SAME_PASSWORD });
    if (!(await staff.changePassword(request.staff!, body.actual, body.nueva)))
      throw new Refusal(400, 'La contraseña actual no es correcta.', { actual: 'La contraseña actual no es correcta.' });
    return { ok: true, message: 'Contraseña cambiada. Las demás sesiones se han cerrado.' };
  });

  /** `npm run staff -- add|reset EMAIL`: the running server does it, so PGlite keeps one process. */
  admin.post('/api/admin/cli/staff', { config: access('cli'), schema: schemas.staffCommand }, async (request) => runStaffCommand(staff, request.body));
}
