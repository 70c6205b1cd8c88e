import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { deadlinesOf, RULES, type IsoDate, type RightKind } from '@shop/deadlines';
import type { RenewalWatch } from '@shop/flows/parts/renewal-watch';
import type { Db } from '../db/client';
import { renewalWatches, rightFollowups } from '../db/schema';
import { renewalWatchConfirmationMail } from '../mail/renewal-watch-mail';
import { everyInterval, type IntervalJob } from './every-interval';
import { newSecret, sha256 } from './link-keys';
import type { Outbox } from './outbox';
import type { RightToRemind } from './reminder-rights';
import type { Reminders, WatchSource } from './reminders';

type Follow = Pick<Reminders, 'followWatch' | 'nudge'>;
import { officeDayOf } from './rights';

/** Where the confirmation link leads: a page with a button (a mail scanner following links confirms nothing). */
export const WATCH_CONFIRM_PATH = '/avisos-renovacion/confirmar';
/** How long a confirmation link works. */
export const WATCH_LINK_DAYS = 7;
/** What a watch's stop link signs (link-keys.ts), apart from an order's. */
const WATCH_STOP = 'baja-aviso';

export type ConfirmAnswer = { state: 'confirmed' | 'already'; derecho: string } | { state: 'unknown' };

/**
 * 'Avísame cuando toque renovar' (DECISIONS §13, ADR 014): a right filed elsewhere, stored unconfirmed
 * with a mailed link whose secret is kept only as its SHA-256 (double opt-in); confirmed, it joins
 * the reminder job's followed rights (right_followups) as an order's right does, and the job reads
 * it through `source`. `now` is the clock (tests fix it).
 */
export function createRenewalWatches(deps: {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
  /** The reminder job, which reads `source` in turn: asked for when a watch is confirmed. */
  reminders: () => Follow;
  now?: (() => Date) | undefined;
}) {
  const { db, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const derechoOf = (watch: { rightKind: string; officeNumber: string; brandName: string }) =>
    `${RULES[watch.rightKind as RightKind].yours}${watch.brandName ? ` «${watch.brandName}»` : ''} (${watch.officeNumber})`;

  const source: WatchSource = {
    stopPurpose: WATCH_STOP,
    /**
     * A confirmed watch as a pass reads it. Only the office knows the right's history: every period
     * whose grace had ended when its owner confirmed was renewed, or they would not ask (ADR 013's
     * rule for a renewal ordered here).
     */
    async rightOf(watchId: number, today: IsoDate): Promise<RightToRemind | undefined> {
      const [watch] = await db.select().from(renewalWatches).where(eq(renewalWatches.id, watchId));
      if (!watch?.confirmedAt) return undefined;
      const kind = watch.rightKind as RightKind;
      return {
        to: watch.email,
        nombre: '',
        kind,
        officeNumber: watch.officeNumber,
        name: watch.brandName,
        numero: '',
        deadlines: deadlinesOf({ kind, filedOn: watch.filedOn, renewedBefore: officeDayOf(watch.confirmedAt) }, today),
        pageUrl: undefined,
        stop: { purpose: WATCH_STOP, subject: String(watch.id) },
      };
    },
    async numberOf(watchId: number) {
      const [watch] = await db.select({ number: renewalWatches.officeNumber }).from(renewalWatches).where(eq(renewalWatches.id, watchId));
      return watch?.number;
    },
  };

  let forgetting: IntervalJob | undefined;

  /** Another confirmed watch of the same right, filing day and address whose reminders were not stopped. */
  async function followedAlready(tx: Pick<Db, 'select'>, watch: typeof renewalWatches.$inferSelect): Promise<boolean> {
    const [twin] = await tx
      .select({ id: renewalWatches.id })
      .from(renewalWatches)
      .innerJoin(rightFollowups, eq(rightFollowups.watchId, renewalWatches.id))
      .where(
        and(
          ne(renewalWatches.id, watch.id),
          isNotNull(renewalWatches.confirmedAt),
          isNull(rightFollowups.stoppedAt),
          eq(renewalWatches.rightKind, watch.rightKind),
          eq(renewalWatches.officeNumber, watch.officeNumber),
          eq(renewalWatches.filedOn, watch.filedOn),
          sql`lower(${renewalWatches.email}) = lower(${watch.email})`,
        ),
      )
      .limit(1);
    return twin !== undefined;
  }

  return {
    source,

    /**
     * Forgets every watch whose link expired unconfirmed: an address nobody confirmed is not kept
     * (RGPD art. 5.1.e, kept no longer than needed). Run by the timer `start` sets and before each
     * request.
     */
    async forgetUnconfirmed(): Promise<number> {
      const gone = await db
        .delete(renewalWatches)
        .where(and(isNull(renewalWatches.confirmedAt), lt(renewalWatches.tokenExpiresAt, now())))
        .returning({ id: renewalWatches.id });
      return gone.length;
    },

    /** `forgetUnconfirmed` at once and every `intervalMs` (server.ts: with the reminder job); an outage only delays the next. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      forgetting = everyInterval(() => this.forgetUnconfirmed(), intervalMs, onError);
    },
    async stop() {
      await forgetting?.stop();
    },

    /** Stores a watch unconfirmed and mails its link, together; the caller answers the same whatever happened. */
    async request(watch: RenewalWatch): Promise<void> {
      await this.forgetUnconfirmed();
      const token = newSecret();
      const mail = await renewalWatchConfirmationMail({
        to: watch.email,
        derecho: derechoOf({ rightKind: watch.kind, officeNumber: watch.number, brandName: watch.name }),
        confirmUrl: `${publicUrl}${WATCH_CONFIRM_PATH}?token=${token}`,
        days: WATCH_LINK_DAYS,
      });
      await db.transaction(async (tx) => {
        await tx.insert(renewalWatches).values({
          rightKind: watch.kind,
          officeNumber: watch.number,
          filedOn: watch.filedOn,
          brandName: watch.name,
          email: watch.email,
          tokenHash: sha256(token),
          tokenExpiresAt: new Date(now().getTime() + WATCH_LINK_DAYS * 86_400_000),
        });
        await outbox.queueMail(mail, tx);
      });
    },

    /** What a confirmation link names, unconfirmed or not; undefined for a link not made here or expired unconfirmed. */
    async find(token: string) {
      const [watch] = await db
        .select()
        .from(renewalWatches)
        .where(eq(renewalWatches.tokenHash, sha256(token)));
      if (!watch || (!watch.confirmedAt && watch.tokenExpiresAt < now())) return undefined;
      return { derecho: derechoOf(watch), email: watch.email, confirmed: Boolean(watch.confirmedAt) };
    },

    /**
     * Confirms a watch by its link, once: the right is followed from the transaction that confirms
     * it. A second confirmation changes nothing; a link never made, or expired, confirms nothing.
     */
    async confirm(token: string): Promise<ConfirmAnswer> {
      const answer = await db.transaction(async (tx): Promise<ConfirmAnswer> => {
        const [confirmed] = await tx
          .update(renewalWatches)
          .set({ confirmedAt: now() })
          .where(and(eq(renewalWatches.tokenHash, sha256(token)), isNull(renewalWatches.confirmedAt), gt(renewalWatches.tokenExpiresAt, now())))
          .returning();
        if (confirmed) {
          // The same right asked for twice by the same address, and still followed: one set of reminders.
          if (await followedAlready(tx, confirmed)) {
            await tx.delete(renewalWatches).where(eq(renewalWatches.id, confirmed.id));
            return { state: 'already', derecho: derechoOf(confirmed) };
          }
          await deps.reminders().followWatch(tx, confirmed.id);
          return { state: 'confirmed', derecho: derechoOf(confirmed) };
        }
        const [watch] = await tx
          .select()
          .from(renewalWatches)
          .where(eq(renewalWatches.tokenHash, sha256(token)));
        return watch?.confirmedAt ? { state: 'already', derecho: derechoOf(watch) } : { state: 'unknown' };
      });
      if (answer.state === 'confirmed') deps.reminders().nudge();
      return answer;
    },
  };
}

export type RenewalWatches = ReturnType<typeof createRenewalWatches>;
