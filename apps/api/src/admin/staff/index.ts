import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Refusal } from '../../services/refusal';
import { access, actorOf } from '../route-kit';
import { normalEmail, type StaffStore } from './store';
import * as schemas from './schemas';

const ROLE_TEXT = { admin: 'Administración', staff: 'Gestión' } as const;

/** Staff accounts (admin; docs/decisions/007): list, add, reset a password by link, disable. */
export async function staffRoutes(instance: FastifyInstance, { staff }: { staff: StaffStore }) {
  const admin = instance.withTypeProvider<ZodTypeProvider>();

  admin.get('/api/admin/staff', { config: access('admin'), schema: schemas.staffList }, async () =>
    (await staff.list()).map((row) => ({
      id: row.id,
      email: row.email,
      rol: row.role,
      activa: row.disabledAt === null,
      conClave: row.hasPassword,
      alta: row.createdAt.toISOString(),
    })),
  );

  admin.post('/api/admin/staff', { config: access('admin'), schema: schemas.addStaff }, async (request) => {
    const { body } = request;
    // One's own role and password are not changed here: an admin could demote the last admin, themselves.
    if (normalEmail(body.email) === normalEmail(request.staff!.email))
      throw new Refusal(409, 'Tu propia cuenta no se cambia desde aquí: tu contraseña se cambia en «Mi contraseña».');
    // An existing account's role changes only when asked for: 'Añadir cuenta' with a known
    // address used to promote or demote it silently.
    const current = await staff.roleOf(body.email);
    if (current && current !== body.rol && !body.cambiarRol)
      throw new Refusal(409, `Esa cuenta ya existe, con el rol «${ROLE_TEXT[current]}». Confirma que quieres cambiarlo a «${ROLE_TEXT[body.rol]}».`);
    const { link, created } = await staff.add(body.email, body.rol, actorOf(request));
    return { ok: true, enlace: link, nueva: created };
  });

  admin.post('/api/admin/staff/:id/reset', { config: access('admin'), schema: schemas.resetStaff }, async (request) => {
    const link = await staff.reset(request.params.id, actorOf(request));
    if (!link) throw new Refusal(404, 'No existe esa cuenta.');
    return { ok: true, enlace: link };
  });

  admin.post('/api/admin/staff/:id/active', { config: access('admin'), schema: schemas.staffActive }, async (request) => {
    const { body } = request;
    if (request.params.id === request.staff!.id && !body.activa) throw new Refusal(409, 'No puedes desactivar tu propia cuenta.');
    if (!(await staff.setDisabled(request.params.id, !body.activa, actorOf(request)))) throw new Refusal(404, 'No existe esa cuenta.');
    return { ok: true };
  });
}
