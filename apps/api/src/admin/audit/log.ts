import { and, desc, lt, not, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { AUDIT_PAGE_SIZE } from '@shop/settings/routes';

/** Who made a change: a staff member, or the server's operator at the command line (id null). */
export interface Actor {
  id: number | null;
  email: string;
}

export const CLI_ACTOR: Actor = { id: null, email: 'línea de comandos' };

/**
 * DECISIONS §11: every change made by staff is written to the audit log (who, what, when, before
 * and after). Pass the transaction of the change, so the change and its record commit together.
 */
export async function writeAudit(
  executor: Pick<Db, 'insert'>,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await executor
    .insert(auditLog)
    .values({ staffId: actor.id, staffEmail: actor.email, action, entity, entityId, before: before ?? null, after: after ?? null });
}

/**
 * The log newest first, a page at a time: rows older than `before` (an id), and without sign-ins
 * when asked, since anyone can add failed ones and they must not bury the changes.
 */
export function auditPage(db: Db, { before, withSignIns = true }: { before?: number | undefined; withSignIns?: boolean } = {}) {
  const conditions: SQL[] = [];
  if (before !== undefined) conditions.push(lt(auditLog.id, before));
  if (!withSignIns) conditions.push(not(like(auditLog.action, 'session.%')));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
