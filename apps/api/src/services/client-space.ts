import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAccessLinks, clientCalendars, clientSessions, orders } from '../db/schema';
import { accessLinkMail } from '../mail/after-sale-mails';
import { newSecret, sha256, type LinkSigner } from './link-keys';
import type { OrderRow } from './orders';
import type { Outbox } from './outbox';

/** Mis pedidos' page, where the mailed link leads: `?acceso=TOKEN`. */
export const MY_ORDERS_PATH = '/mis-pedidos';
export const ACCESS_LINK_MINUTES = 30;
export const SESSION_DAYS = 7;
/** The most orders one address lists: a client of the consultancy has a handful. */
const MAX_ORDERS = 200;

/** An address as typed, compared as the orders' are: trimmed, in lower case. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Mis pedidos (DECISIONS §13: a one-time link mailed to the client's address, no passwords). Links
 * and sessions are 256-bit secrets kept only as their SHA-256; a link opens one session, once,
 * within 30 minutes; a session lasts 7 days. The calendar feed's address is signed over the
 * calendar's id and generation (link-keys.ts), so the page shows the same address on every visit
 * and a new generation revokes the old one. `now` is the clock (tests fix it).
 */
export function createClientSpace(deps: { db: Db; outbox: Outbox; signer: LinkSigner; publicUrl: string; now?: (() => Date) | undefined }) {
  const { db, outbox, signer, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const minutesFrom = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

  /** Every order placed with that address, newest first; `lower(envelope->>'email')` is indexed (migration 0020). */
  const ordersOf = (email: string): Promise<OrderRow[]> =>
    db
      .select()
      .from(orders)
      .where(sql`lower(${orders.envelope}->>'email') = ${normalEmail(email)}`)
      .orderBy(desc(orders.id))
      .limit(MAX_ORDERS);

  return {
    ordersOf,

    /**
     * Mails a one-time link when the address has orders. An address without orders does the same
     * work (the lookup, a link stored, the mail rendered) and sends nothing, so neither the answer
     * nor its time tells who is a client.
     */
    async requestLink(typed: string): Promise<void> {
      const email = normalEmail(typed);
      const token = newSecret();
      const url = `${publicUrl}${MY_ORDERS_PATH}?acceso=${token}`;
      const [message, known] = await Promise.all([
        accessLinkMail(email, url, ACCESS_LINK_MINUTES),
        db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`lower(${orders.envelope}->>'email') = ${email}`)
          .limit(1),
      ]);
      const start = now();
      await db.transaction(async (tx) => {
        await tx.delete(clientAccessLinks).where(lt(clientAccessLinks.expiresAt, minutesFrom(start, -24 * 60)));
        await tx.insert(clientAccessLinks).values({ tokenHash: sha256(token), email, expiresAt: minutesFrom(start, ACCESS_LINK_MINUTES) });
        if (known.length > 0) await outbox.queueMail(message, tx);
      });
    },

    /** Opens a session with a link not used yet and not expired: the link is spent in the same statement. */
    async openSession(token: string): Promise<{ session: string; email: string; expires: Date } | undefined> {
      const start = now();
      const [link] = await db
        .update(clientAccessLinks)
        .set({ usedAt: start })
        .where(and(eq(clientAccessLinks.tokenHash, sha256(token)), isNull(clientAccessLinks.usedAt), gt(clientAccessLinks.expiresAt, start)))
        .returning({ email: clientAccessLinks.email });
      if (!link) return undefined;
      const session = newSecret();
      const expires = minutesFrom(start, SESSION_DAYS * 24 * 60);
      await db.delete(clientSessions).where(lt(clientSessions.expiresAt, start));
      await db.insert(clientSessions).values({ idHash: sha256(session), email: link.email, expiresAt: expires });
      return { session, email: link.email, expires };
    },

    /** The address a session cookie belongs to, while it lasts. */
    async sessionEmail(session: string | undefined): Promise<string | undefined> {
      if (!session || session.length > 100) return undefined;
      const [row] = await db
        .select({ email: clientSessions.email })
        .from(clientSessions)
        .where(and(eq(clientSessions.idHash, sha256(session)), gt(clientSessions.expiresAt, now())));
      return row?.email;
    },

    async endSession(session: string | undefined): Promise<void> {
      if (session) await db.delete(clientSessions).where(eq(clientSessions.idHash, sha256(session)));
    },

    /** The feed's address, or null when the client has none (never made, or turned off). */
    async calendarUrl(email: string): Promise<string | null> {
      const [row] = await db.select().from(clientCalendars).where(eq(clientCalendars.email, email));
      if (!row?.active) return null;
      return `${publicUrl}/api/calendario/${await signer.sign('calendario', `${row.id}-${row.generation}`)}.ics`;
    },

    /** A new address (the first, or instead of the old one, which stops answering at once). */
    async renewCalendar(email: string): Promise<void> {
      await db
        .insert(clientCalendars)
        .values({ email })
        .onConflictDoUpdate({
          target: clientCalendars.email,
          set: { generation: sql`${clientCalendars.generation} + 1`, active: true, updatedAt: new Date() },
        });
    },

    /** No address answers any more. */
    async revokeCalendar(email: string): Promise<void> {
      await db
        .update(clientCalendars)
        .set({ active: false, generation: sql`${clientCalendars.generation} + 1`, updatedAt: new Date() })
        .where(eq(clientCalendars.email, email));
    },

    /** The address a feed's token belongs to, if it is the calendar's current, active one. */
    async calendarOwner(token: string): Promise<string | undefined> {
      const subject = await signer.verify('calendario', token);
      const match = subject ? /^(\d{1,15})-(\d{1,9})$/.exec(subject) : null;
      if (!match) return undefined;
      const [row] = await db
        .select()
        .from(clientCalendars)
        .where(eq(clientCalendars.id, Number(match[1])));
      return row?.active && row.generation === Number(match[2]) ? row.email : undefined;
    },
  };
}

export type ClientSpace = ReturnType<typeof createClientSpace>;
