import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { addDays, clientTextOf, RULES, type IsoDate } from '@shop/deadlines';
import { orderLinks } from '@shop/settings/routes';
import { rowsOf, type Db } from '../db/client';
import { orders, rightFollowups, rightReminders } from '../db/schema';
import { reminderMail } from '../mail/after-sale-mails';
import { writeAudit, type Actor } from '../admin/audit/log';
import { everyInterval, type IntervalJob } from './every-interval';
import type { LinkSigner } from './link-keys';
import type { Outbox } from './outbox';
import { jobLinkOf } from './reminder-links';
import { planReminders, stepKey, type PlannedStep } from './reminder-plan';
import { ORDER_STOP, orderRights, type RightToRemind } from './reminder-rights';
import type { Rights } from './rights';

/** Where a reminder's one-click stop points (RFC 8058: GET shows a button, POST stops). */
export const REMINDER_STOP_PATH = '/recordatorios/baja';
/** How the audit log names whoever used a stop link: the mail's reader, not staff. */
export const CLIENT_ACTOR: Actor = { id: null, email: 'cliente (enlace del recordatorio)' };
/** A right whose facts were just recorded is looked at by the next pass: due 'long ago'. */
const NOW = '1990-01-01';
const BATCH = 200;

/** A row of right_followups: an order's right or a renewal watch's, never both (migration 0022). */
interface Followed {
  id: number;
  orderId: number | null;
  watchId: number | null;
}

interface Prepared {
  send: { step: PlannedStep; mail: Awaited<ReturnType<typeof reminderMail>> }[];
  skip: PlannedStep[];
  nextOn: IsoDate | null;
}

/** Where watched rights come from (services/renewal-watches.ts): a confirmed watch as a pass reads it, and its stop. */
export interface WatchSource {
  rightOf: (watchId: number, today: IsoDate) => Promise<RightToRemind | undefined>;
  /** What a watch's stop link signs (link-keys.ts). */
  stopPurpose: string;
  /** The watched number, for the stop page and the audit log. */
  numberOf: (watchId: number) => Promise<string | undefined>;
}

/**
 * The reminder job (DECISIONS §13). Each followed right keeps the day its next reminder falls due
 * (right_followups.next_reminder_on, indexed); a pass reads the rights due on the office's day,
 * counts their deadlines, sends each deadline's latest step due and records the earlier ones as
 * skipped, then stores the next day. 'Each once' is the unique key of right_reminders: a step's row
 * and its mail are written in one transaction, and an instance that finds the row there sends
 * nothing. A right another instance is working on is skipped (FOR UPDATE SKIP LOCKED), not waited for.
 */
export interface ReminderDeps {
  db: Db;
  rights: Rights;
  outbox: Outbox;
  signer: LinkSigner;
  publicUrl: string;
  /** Rights followed by a renewal watch rather than an order ('Avísame cuando toque renovar'). */
  watches?: WatchSource;
  /** Told of a right whose pass failed (the app logs it); that right is looked at again the next day. */
  onError?: (error: unknown) => void;
}

export function createReminders(deps: ReminderDeps) {
  const { db, rights, outbox, signer, publicUrl } = deps;
  const links = orderLinks(publicUrl);
  let passes: IntervalJob | undefined;

  const stopUrlOf = async (orderId: number) => `${publicUrl}${REMINDER_STOP_PATH}?token=${await signer.sign(ORDER_STOP, String(orderId))}`;
  const orderRightOf = orderRights(db, rights, links.page);

  /** Everything a pass needs for one right, read and rendered before its transaction. */
  async function prepare(followed: Followed, today: IsoDate): Promise<Prepared> {
    const right =
      followed.orderId !== null
        ? await orderRightOf(followed.orderId)
        : followed.watchId !== null
          ? await deps.watches?.rightOf(followed.watchId, today)
          : undefined;
    if (!right) return { send: [], skip: [], nextOn: null };
    const done = await db
      .select({ kind: rightReminders.deadlineKind, dueOn: rightReminders.dueOn, step: rightReminders.step })
      .from(rightReminders)
      .where(followed.orderId !== null ? eq(rightReminders.orderId, followed.orderId) : eq(rightReminders.watchId, followed.watchId!));
    const plan = planReminders(right.deadlines, today, new Set(done.map((row) => stepKey(row.kind, row.dueOn, row.step))));
    const derecho = `${RULES[right.kind].yours}${right.name ? ` «${right.name}»` : ''} (${right.officeNumber})`;
    const stopUrl = plan.send.length > 0 ? `${publicUrl}${REMINDER_STOP_PATH}?token=${await signer.sign(right.stop.purpose, right.stop.subject)}` : '';
    const send = await Promise.all(
      plan.send.map(async (step) => ({
        step,
        mail: await reminderMail({
          to: right.to,
          nombre: right.nombre,
          step: step.step,
          derecho,
          plazo: step.deadline.kind === 'anualidad' ? `Pago de la ${step.deadline.label}` : step.deadline.label.split(':')[0]!,
          texto: clientTextOf(right.kind, step.deadline, today),
          job: jobLinkOf(publicUrl, right.kind, step.deadline.kind, { number: right.officeNumber, name: right.name, numero: right.numero }),
          orderUrl: right.pageUrl,
          stopUrl,
        }),
      })),
    );
    return { send, skip: plan.skip, nextOn: plan.nextOn ?? null };
  }

  const row = (followed: Followed, step: PlannedStep, sent: boolean) => ({
    orderId: followed.orderId,
    watchId: followed.watchId,
    deadlineKind: step.deadline.kind,
    dueOn: step.deadline.dueOn,
    step: step.step,
    sent,
  });

  /** One right's pass: the steps' rows, their mails and the next day, together or not at all. */
  async function processRight(followed: Followed, today: IsoDate): Promise<number> {
    const prepared = await prepare(followed, today);
    return db.transaction(async (tx) => {
      const locked = rowsOf<{ id: number }>(
        await tx.execute(sql`SELECT id FROM right_followups
          WHERE id = ${followed.id} AND stopped_at IS NULL AND next_reminder_on <= ${today} FOR UPDATE SKIP LOCKED`),
      );
      if (locked.length === 0) return 0;
      let sent = 0;
      if (prepared.skip.length > 0)
        await tx
          .insert(rightReminders)
          .values(prepared.skip.map((step) => row(followed, step, false)))
          .onConflictDoNothing();
      for (const { step, mail } of prepared.send) {
        const inserted = await tx
          .insert(rightReminders)
          .values(row(followed, step, true))
          .onConflictDoNothing()
          .returning({ id: rightReminders.id });
        if (inserted.length === 0 || !mail.to) continue;
        await outbox.queueMail(mail, tx);
        sent++;
      }
      await tx.update(rightFollowups).set({ nextReminderOn: prepared.nextOn, updatedAt: new Date() }).where(eq(rightFollowups.id, followed.id));
      return sent;
    });
  }

  /** One pass over every right due today; answers how many reminders were queued. */
  async function runOnce(): Promise<number> {
    const today = rights.today();
    let sent = 0;
    const failed = new Set<number>();
    for (;;) {
      const due = await db
        .select({ id: rightFollowups.id, orderId: rightFollowups.orderId, watchId: rightFollowups.watchId })
        .from(rightFollowups)
        .where(and(lte(rightFollowups.nextReminderOn, today), isNull(rightFollowups.stoppedAt)))
        .orderBy(rightFollowups.nextReminderOn)
        .limit(BATCH);
      const todo = due.filter((right) => !failed.has(right.id));
      for (const followed of todo) {
        try {
          sent += await processRight(followed, today);
        } catch (error) {
          // One right that fails (a mail that cannot render, a flow gone) must not hold up the others: tomorrow again.
          failed.add(followed.id);
          await db
            .update(rightFollowups)
            .set({ nextReminderOn: addDays(today, 1) })
            .where(eq(rightFollowups.id, followed.id));
          deps.onError?.(error);
        }
      }
      if (due.length < BATCH || todo.length === 0) return sent;
    }
  }

  return {
    runOnce,
    /** Follow an order's right from now on: called in the transaction that records its facts. */
    async follow(tx: Pick<Db, 'insert'>, orderId: number): Promise<void> {
      await tx
        .insert(rightFollowups)
        .values({ orderId, nextReminderOn: NOW })
        .onConflictDoUpdate({ target: rightFollowups.orderId, set: { nextReminderOn: NOW, updatedAt: new Date() } });
    },
    /** Follow a confirmed renewal watch's right from now on: called in the transaction that confirms it. */
    async followWatch(tx: Pick<Db, 'insert'>, watchId: number): Promise<void> {
      await tx.insert(rightFollowups).values({ watchId, nextReminderOn: NOW }).onConflictDoNothing();
    },
    stopUrlOf,
    /**
     * The client's one-click stop (DECISIONS §13, RFC 8058), logged in the audit log with the
     * order's number, or a watch's office number. Undefined for a link not signed here.
     */
    async stopByLink(
      token: string,
    ): Promise<{ numero: string; numeroOficina?: undefined; already: boolean } | { numero?: undefined; numeroOficina: string; already: boolean } | undefined> {
      const stop = async (where: ReturnType<typeof eq>, entity: string, entityId: string) =>
        db.transaction(async (tx) => {
          const stopped = await tx
            .update(rightFollowups)
            .set({ stoppedAt: new Date(), updatedAt: new Date() })
            .where(and(where, isNull(rightFollowups.stoppedAt)))
            .returning({ id: rightFollowups.id });
          if (stopped.length > 0)
            await writeAudit(tx, CLIENT_ACTOR, 'reminders.stop', entity, entityId, { recordatorios: 'activos' }, { recordatorios: 'parados' });
          return stopped.length === 0;
        });
      const idOf = (subject: string | undefined) => (subject && Number.isSafeInteger(Number(subject)) ? Number(subject) : undefined);
      const orderId = idOf(await signer.verify(ORDER_STOP, token));
      if (orderId !== undefined) {
        const [order] = await db.select({ numero: orders.numero }).from(orders).where(eq(orders.id, orderId));
        return order && { numero: order.numero, already: await stop(eq(rightFollowups.orderId, orderId), 'order', order.numero) };
      }
      const watchId = deps.watches ? idOf(await signer.verify(deps.watches.stopPurpose, token)) : undefined;
      const number = watchId === undefined ? undefined : await deps.watches?.numberOf(watchId);
      if (watchId === undefined || !number) return undefined;
      return { numeroOficina: number, already: await stop(eq(rightFollowups.watchId, watchId), 'renewal_watch', number) };
    },
    /** Whether an order's reminders were stopped by its client. */
    async stoppedAt(orderId: number): Promise<Date | null> {
      const [followup] = await db.select({ at: rightFollowups.stoppedAt }).from(rightFollowups).where(eq(rightFollowups.orderId, orderId));
      return followup?.at ?? null;
    },
    /** The latest reminders written, newest first (tests, the back office). */
    sentFor: (orderId: number) => db.select().from(rightReminders).where(eq(rightReminders.orderId, orderId)).orderBy(desc(rightReminders.id)),
    sentForWatch: (watchId: number) => db.select().from(rightReminders).where(eq(rightReminders.watchId, watchId)).orderBy(desc(rightReminders.id)),
    /** Runs a pass every `intervalMs` (server.ts: a minute); an outage only delays the next. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      passes = everyInterval(runOnce, intervalMs, onError);
    },
    /** Facts were just recorded: a pass shortly, once their transaction has committed, rather than at the next interval. */
    nudge() {
      passes?.nudge(50);
    },
    async stop() {
      await passes?.stop();
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
