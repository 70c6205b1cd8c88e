import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { orderLinks } from '@shop/settings/routes';
import type { Db } from '../../db/client';
import { auditLog, orderAssignments, orderNotes, orders, staffUsers } from '../../db/schema';
import type { Services } from '../../services';
import { Refusal } from '../../services/order-intake';
import { ORDER_STATUS, STATUS_TEXT, type OrderRow, type OrderStatus } from '../../services/orders';
import { writeAudit, type Actor } from '../audit/log';
import { NEEDS_ACTION } from '../../services/order-lifecycle';
import { ALL_BUT_DRAFTS, whereOf, type OrderFilters } from './filters';
import { ORDER_NOT_FOUND } from './store';
import { statusCorrectedMail } from './work-mails';

const CHANGED_MEANWHILE = 'El pedido ha cambiado mientras tanto. Recarga la página.';
export const NOTHING_TO_UNDO = 'Este estado no lo puso el equipo: no hay ningún cambio que deshacer.';
export const NOT_A_MEMBER = 'Esa persona no tiene una cuenta activa del equipo.';

/** The state a staff move left an order in, and what it came from: what an undo goes back to. */
export interface UndoableMove {
  from: string;
  to: string;
  /** Whether the client was mailed the state being undone (then they are mailed the correction). */
  told: boolean;
}

const emailOf = (row: OrderRow) => {
  const value = (row.envelope as Record<string, unknown>).email;
  return typeof value === 'string' ? value : '';
};

/**
 * An order's day-to-day work (ADR 012): who looks after it, undoing a state set by mistake, and
 * the counts the list opens with. Every change is audited in the transaction that makes it.
 */
export function createOrderWork(services: Services) {
  const db = services.db;
  const byNumero = async (numero: string) => {
    const [row] = await db.select().from(orders).where(eq(orders.numero, numero)).limit(1);
    if (!row) throw new Refusal(404, ORDER_NOT_FOUND);
    return row;
  };

  /**
   * The staff move that put the order where it is, if one did: the latest status change to its
   * current state. Moves made by payments or by the client are not staff's to undo.
   */
  async function undoable(row: OrderRow): Promise<UndoableMove | undefined> {
    const [move] = await db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'order'),
          eq(auditLog.entityId, row.numero),
          eq(auditLog.action, 'order.status'),
          sql`${auditLog.after} ->> 'estado' = ${row.status}`,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    const from = (move?.before as { estado?: unknown } | null)?.estado;
    if (!move || typeof from !== 'string' || !Object.hasOwn(STATUS_TEXT, from)) return undefined;
    const told = (move.after as { avisado?: unknown }).avisado;
    // Moves recorded before `avisado` existed mailed whenever the order had an address.
    return { from: row.status, to: from, told: typeof told === 'boolean' ? told : emailOf(row) !== '' };
  }

  async function assignee(orderId: number) {
    const [row] = await db
      .select({ id: staffUsers.id, email: staffUsers.email })
      .from(orderAssignments)
      .innerJoin(staffUsers, eq(staffUsers.id, orderAssignments.staffId))
      .where(eq(orderAssignments.orderId, orderId))
      .limit(1);
    return row ?? null;
  }

  const team = () => db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(isNull(staffUsers.disabledAt)).orderBy(staffUsers.email);

  return {
    byNumero,

    /** What the order screen's work panel shows: the assignee, the team to choose from, the move an admin may undo. */
    async summary(numero: string) {
      const row = await byNumero(numero);
      const [assigned, members, move] = await Promise.all([assignee(row.id), team(), undoable(row)]);
      return {
        asignado: assigned,
        equipo: members,
        deshacer: move
          ? {
              desde: move.from,
              desdeTexto: STATUS_TEXT[move.from] ?? move.from,
              hacia: move.to,
              haciaTexto: STATUS_TEXT[move.to] ?? move.to,
              avisado: move.told,
            }
          : null,
      };
    },

    /** Gives the order to a member of the team, or to nobody (`staffId` null). */
    async assign(numero: string, staffId: number | null, actor: Actor): Promise<{ email: string | null }> {
      const row = await byNumero(numero);
      const member = staffId === null ? null : (await team()).find((candidate) => candidate.id === staffId);
      if (staffId !== null && !member) throw new Refusal(400, NOT_A_MEMBER, { miembro: NOT_A_MEMBER });
      await db.transaction(async (tx) => {
        const before = await tx
          .select({ email: staffUsers.email })
          .from(orderAssignments)
          .innerJoin(staffUsers, eq(staffUsers.id, orderAssignments.staffId))
          .where(eq(orderAssignments.orderId, row.id));
        if (member)
          await tx
            .insert(orderAssignments)
            .values({ orderId: row.id, staffId: member.id, assignedBy: actor.email })
            .onConflictDoUpdate({ target: orderAssignments.orderId, set: { staffId: member.id, assignedBy: actor.email, assignedAt: new Date() } });
        else await tx.delete(orderAssignments).where(eq(orderAssignments.orderId, row.id));
        await writeAudit(
          tx as unknown as Db,
          actor,
          'order.assign',
          'order',
          row.numero,
          { asignado: before[0]?.email ?? null },
          { asignado: member?.email ?? null },
        );
      });
      return { email: member?.email ?? null };
    },

    /**
     * Moves the order back to the state it was in before the staff move that put it where it is
     * (admins only, with a reason). The reason stays with the team (audit log and an internal
     * note); the client's history says the state was a mistake, and a client who was mailed that
     * state is mailed the correction, in the same transaction.
     */
    async undo(numero: string, reason: string, actor: Actor): Promise<{ estado: string; avisado: boolean }> {
      const row = await byNumero(numero);
      const move = await undoable(row);
      if (!move) throw new Refusal(409, NOTHING_TO_UNDO);
      const wrongText = STATUS_TEXT[move.from] ?? move.from;
      const statusText = STATUS_TEXT[move.to] ?? move.to;
      const email = emailOf(row);
      const correction =
        move.told && email
          ? await statusCorrectedMail({
              email,
              numero: row.numero,
              producto: row.producto,
              wrongText,
              statusText,
              orderUrl: orderLinks(services.publicUrl).page(row.referencia),
            })
          : undefined;
      const changed = await services.orders.setStatus(
        row.id,
        move.to as OrderStatus,
        `Corrección: el estado «${wrongText}» se indicó por error.`,
        [move.from as OrderStatus],
        async (tx) => {
          await writeAudit(
            tx,
            actor,
            'order.undo',
            'order',
            row.numero,
            { estado: move.from },
            { estado: move.to, motivo: reason, avisado: Boolean(correction) },
          );
          await tx
            .insert(orderNotes)
            .values({ orderId: row.id, staffEmail: actor.email, text: `Deshecho «${wrongText}» (vuelve a «${statusText}»): ${reason}` });
          if (correction) await services.outbox.queueMail(correction, tx);
        },
      );
      if (!changed) throw new Refusal(409, CHANGED_MEANWHILE);
      return { estado: move.to, avisado: Boolean(correction) };
    },

    /** How many orders each state holds under the list's other filters (the chips 'Pagados (3)'). */
    async counts(filters: OrderFilters) {
      const rows = await db
        .select({ status: orders.status, total: sql<number>`count(*)::int` })
        .from(orders)
        .where(whereOf(filters, false))
        .groupBy(orders.status);
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0);
      const sum = (statuses: readonly string[]) => statuses.reduce((total, status) => total + of(status), 0);
      const states = Object.values(ORDER_STATUS);
      return {
        porAtender: sum(NEEDS_ACTION),
        [ALL_BUT_DRAFTS]: sum(states.filter((status) => status !== ORDER_STATUS.draft)),
        estados: states.map((status) => ({ estado: status, texto: STATUS_TEXT[status] ?? status, total: of(status) })),
      };
    },
  };
}

export type OrderWork = ReturnType<typeof createOrderWork>;
