import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, clientTextOf, RULES, type IsoDate } from '@shop/deadlines';
import { loadFlow } from '@shop/flows';
import { orderLinks } from '@shop/settings/routes';
import { rowsOf, type Db } from '../db/client';
import { orderFilingFacts, orders, rightFollowups, rightReminders } from '../db/schema';
import { reminderMail } from '../mail/after-sale-mails';
import { writeAudit, type Actor } from '../admin/audit';
import type { LinkSigner } from './link-keys';
import { ORDER_STATUS, PAID_STATES, type OrderRow } from './orders';
import type { Outbox } from './outbox';
import { jobLinkOf } from './reminder-links';
import { planReminders, stepKey, type PlannedStep } from './reminder-plan';
import type { Rights } from './rights';

/** Where a reminder's one-click stop points (RFC 8058: GET shows a button, POST stops). */
export const REMINDER_STOP_PATH = '/recordatorios/baja';
/** How the audit log names whoever used a stop link: the mail's reader, not staff. */
export const CLIENT_ACTOR: Actor = { id: null, email: 'cliente (enlace del recordatorio)' };
/** A right whose facts were just recorded is looked at by the next pass: due 'long ago'. */
const NOW = '1990-01-01';
const BATCH = 200;

const text = (envelope: unknown, key: string): string => {
  const value = (envelope as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
};

interface Prepared {
  order: OrderRow;
  send: { step: PlannedStep; mail: Awaited<ReturnType<typeof reminderMail>> }[];
  skip: PlannedStep[];
  nextOn: IsoDate | null;
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
  /** Told of a right whose pass failed (the app logs it); that right is looked at again the next day. */
  onError?: (error: unknown) => void;
}

export function createReminders(deps: ReminderDeps) {
  const { db, rights, outbox, signer, publicUrl } = deps;
  const links = orderLinks(publicUrl);
  let timer: NodeJS.Timeout | undefined;
  let nudged: NodeJS.Timeout | undefined;
  let tick: (() => void) | undefined;
  let running: Promise<number> | undefined;
  /** A nudge while a pass ran: the facts it was about may have missed that pass. */
  let nudgedWhileRunning = false;

  const stopUrlOf = async (orderId: number) => `${publicUrl}${REMINDER_STOP_PATH}?token=${await signer.sign('baja', String(orderId))}`;

  /** Another paid order recorded the same office number later (a renewal ordered here): that one follows the right. */
  async function supersededBy(orderId: number, factsId: number, officeNumber: string): Promise<boolean> {
    const later = await db
      .select({ id: orderFilingFacts.id })
      .from(orderFilingFacts)
      .where(and(eq(orderFilingFacts.officeNumber, officeNumber), ne(orderFilingFacts.orderId, orderId), sql`${orderFilingFacts.id} > ${factsId}`))
      .limit(1);
    return later.length > 0;
  }

  /** Everything a pass needs for one right, read and rendered before its transaction. */
  async function prepare(orderId: number, today: IsoDate): Promise<Prepared | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return undefined;
    const none = { order, send: [], skip: [], nextOn: null };
    if (!PAID_STATES.includes(order.status) || order.status === ORDER_STATUS.refused) return none;
    const view = await rights.viewOf(order, await loadFlow(order.flow));
    if (!view.facts || !view.current || (await supersededBy(order.id, view.current.id, view.current.officeNumber))) return none;
    const done = await db
      .select({ kind: rightReminders.deadlineKind, dueOn: rightReminders.dueOn, step: rightReminders.step })
      .from(rightReminders)
      .where(eq(rightReminders.orderId, orderId));
    const plan = planReminders(view.deadlines, today, new Set(done.map((row) => stepKey(row.kind, row.dueOn, row.step))));
    const kind = view.facts.kind;
    const name = text(order.envelope, 'brandName');
    const derecho = `${RULES[kind].yours}${name ? ` «${name}»` : ''} (${view.current.officeNumber})`;
    const stopUrl = plan.send.length > 0 ? await stopUrlOf(order.id) : '';
    const send = await Promise.all(
      plan.send.map(async (step) => ({
        step,
        mail: await reminderMail({
          to: text(order.envelope, 'email'),
          nombre: text(order.envelope, 'name'),
          step: step.step,
          derecho,
          plazo: step.deadline.kind === 'anualidad' ? `Pago de la ${step.deadline.label}` : step.deadline.label.split(':')[0]!,
          texto: clientTextOf(kind, step.deadline, today),
          job: jobLinkOf(publicUrl, kind, step.deadline.kind, { number: view.current!.officeNumber, name, numero: order.numero }),
          orderUrl: links.page(order.referencia),
          stopUrl,
        }),
      })),
    );
    return { order, send, skip: plan.skip, nextOn: plan.nextOn ?? null };
  }

  const row = (orderId: number, step: PlannedStep, sent: boolean) => ({
    orderId,
    deadlineKind: step.deadline.kind,
    dueOn: step.deadline.dueOn,
    step: step.step,
    sent,
  });

  /** One right's pass: the steps' rows, their mails and the next day, together or not at all. */
  async function processRight(orderId: number, today: IsoDate): Promise<number> {
    const prepared = await prepare(orderId, today);
    return db.transaction(async (tx) => {
      const locked = rowsOf<{ order_id: number }>(
        await tx.execute(sql`SELECT order_id FROM right_followups
          WHERE order_id = ${orderId} AND stopped_at IS NULL AND next_reminder_on <= ${today} FOR UPDATE SKIP LOCKED`),
      );
      if (locked.length === 0) return 0;
      let sent = 0;
      if (prepared) {
        if (prepared.skip.length > 0)
          await tx
            .insert(rightReminders)
            .values(prepared.skip.map((step) => row(orderId, step, false)))
            .onConflictDoNothing();
        for (const { step, mail } of prepared.send) {
          const inserted = await tx
            .insert(rightReminders)
            .values(row(orderId, step, true))
            .onConflictDoNothing()
            .returning({ id: rightReminders.id });
          if (inserted.length === 0 || !mail.to) continue;
          await outbox.queueMail(mail, tx);
          sent++;
        }
      }
      await tx
        .update(rightFollowups)
        .set({ nextReminderOn: prepared?.nextOn ?? null, updatedAt: new Date() })
        .where(eq(rightFollowups.orderId, orderId));
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
        .select({ orderId: rightFollowups.orderId })
        .from(rightFollowups)
        .where(and(lte(rightFollowups.nextReminderOn, today), isNull(rightFollowups.stoppedAt)))
        .orderBy(rightFollowups.nextReminderOn)
        .limit(BATCH);
      const todo = due.filter((right) => !failed.has(right.orderId));
      for (const { orderId } of todo) {
        try {
          sent += await processRight(orderId, today);
        } catch (error) {
          // One right that fails (a mail that cannot render, a flow gone) must not hold up the others: tomorrow again.
          failed.add(orderId);
          await db
            .update(rightFollowups)
            .set({ nextReminderOn: addDays(today, 1) })
            .where(eq(rightFollowups.orderId, orderId));
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
    stopUrlOf,
    /**
     * The client's one-click stop (DECISIONS §13, RFC 8058), logged in the audit log with the
     * order's number. Answers the order, or undefined for a link not signed here.
     */
    async stopByLink(token: string): Promise<{ numero: string; already: boolean } | undefined> {
      const subject = await signer.verify('baja', token);
      const orderId = Number(subject);
      if (!subject || !Number.isSafeInteger(orderId)) return undefined;
      return db.transaction(async (tx) => {
        const [order] = await tx.select({ numero: orders.numero }).from(orders).where(eq(orders.id, orderId));
        if (!order) return undefined;
        const stopped = await tx
          .update(rightFollowups)
          .set({ stoppedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(rightFollowups.orderId, orderId), isNull(rightFollowups.stoppedAt)))
          .returning({ orderId: rightFollowups.orderId });
        if (stopped.length > 0)
          await writeAudit(tx, CLIENT_ACTOR, 'reminders.stop', 'order', order.numero, { recordatorios: 'activos' }, { recordatorios: 'parados' });
        return { numero: order.numero, already: stopped.length === 0 };
      });
    },
    /** Whether an order's reminders were stopped by its client. */
    async stoppedAt(orderId: number): Promise<Date | null> {
      const [followup] = await db.select({ at: rightFollowups.stoppedAt }).from(rightFollowups).where(eq(rightFollowups.orderId, orderId));
      return followup?.at ?? null;
    },
    /** The latest reminders written, newest first (tests, the back office). */
    sentFor: (orderId: number) => db.select().from(rightReminders).where(eq(rightReminders.orderId, orderId)).orderBy(desc(rightReminders.id)),
    /** Runs a pass every `intervalMs` (server.ts: a minute); an outage only delays the next. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      tick = () => {
        running ??= runOnce()
          .catch((error: unknown) => {
            onError(error);
            return 0;
          })
          .finally(() => {
            running = undefined;
            if (nudgedWhileRunning) {
              nudgedWhileRunning = false;
              tick?.();
            }
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    /** Facts were just recorded: a pass shortly, once their transaction has committed, rather than at the next interval. */
    nudge() {
      if (running) nudgedWhileRunning = true;
      if (!tick || nudged) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        tick?.();
      }, 50);
      nudged.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (nudged) clearTimeout(nudged);
      tick = undefined;
      await running;
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
