import { Refusal } from '../services/refusal';
import type { Access } from './session/guard';
import { sendCsv } from './csv';

/** A route's `config`: who may call it, which the guard (session/guard.ts) enforces before anything else. */
export const access = (value: Access) => ({ access: value });

/** Who makes a change, for the audit log: the signed-in member. */
export const actorOf = (request: { staff?: { id: number; email: string } }) => {
  if (!request.staff) throw new Refusal(401, 'Inicia sesión para continuar.');
  return { id: request.staff.id, email: request.staff.email };
};

/** What every area plugin is registered with (docs/decisions/007, "Layout"). */
export const routeKit = { access, actorOf, sendCsv };
export type RouteKit = typeof routeKit;
