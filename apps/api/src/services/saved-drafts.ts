import { and, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { savedDrafts } from '../db/saved-drafts-schema';
import { savedDraftMail } from '../mail/saved-draft-mail';
import { everyInterval, type IntervalJob } from './every-interval';
import { newSecret, sha256 } from './link-keys';
import { OPEN_STATES, type StoredFile } from './orders';
import type { Outbox } from './outbox';
import type { FileStore, OpenedFile } from './storage';
import { removeStored } from './uploads';

/** How long a draft and its files are kept (docs/decisions/019-drafts-kept-on-the-server.md). */
export const DRAFT_DAYS = 30;
/** The query parameter of the mailed link: `/marca-nacional?borrador=TOKEN`. */
export const DRAFT_PARAMETER = 'borrador';
/** Drafts one sweep deletes at most; the next takes the rest. */
const SWEEP_BATCH = 200;

/** A token as newSecret makes them (256 bits, base64url): anything else is looked up by nobody. */
const isToken = (token: string): boolean => /^[\w-]{43}$/.test(token);

export interface DraftToSave {
  flow: string;
  /** The flow's title, for the mail's subject. */
  title: string;
  route: string;
  step: string;
  data: Record<string, unknown>;
  email: string;
  files: StoredFile[];
}

export type SavedDraftRow = typeof savedDrafts.$inferSelect;

/**
 * 'Guardar y continuar más tarde': a wizard's draft kept for 30 days under a 256-bit secret that
 * only the mailed link carries (the table keeps its SHA-256), its files in the store's draft area.
 * A draft never becomes an order: a wizard opened from it saves its own, and names the draft so
 * that once that order is paid or sent as a quote request the sweep deletes the draft, as it
 * deletes expired ones, with their files. `now` is the clock (tests move it).
 */
export function createSavedDrafts(deps: { db: Db; outbox: Outbox; store: FileStore; publicUrl: string; now?: (() => Date) | undefined }) {
  const { db, outbox, store, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const current = (token: string) => and(eq(savedDrafts.tokenHash, sha256(token)), gt(savedDrafts.expiresAt, now()));
  let sweeping: IntervalJob | undefined;

  /** Deletes expired drafts and those whose order was completed, then their files (several instances may sweep at once). */
  async function sweep(): Promise<number> {
    const done = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: savedDrafts.id })
        .from(savedDrafts)
        .leftJoin(orders, eq(orders.id, savedDrafts.orderId))
        .where(or(lt(savedDrafts.expiresAt, now()), notInArray(orders.status, [...OPEN_STATES])))
        .limit(SWEEP_BATCH)
        // Another instance sweeping at the same time takes other rows, never waits for these.
        .for('update', { of: savedDrafts, skipLocked: true });
      return tx.delete(savedDrafts).where(inArray(savedDrafts.id, due)).returning({ files: savedDrafts.files });
    });
    // After the commit: a file whose draft still existed must not go. A file left by a failure here is only bytes.
    await removeStored(
      done.flatMap((row) => row.files),
      store,
    );
    return done.length;
  }

  return {
    /** The store area the drafts' files are kept in ('borradores/…'). */
    store,

    /** Keeps the draft and queues its mail in the same transaction; answers when it expires. */
    async save(draft: DraftToSave): Promise<{ expires: Date }> {
      const token = newSecret();
      const expires = new Date(now().getTime() + DRAFT_DAYS * 24 * 60 * 60 * 1000);
      const url = `${publicUrl}${draft.route}?${DRAFT_PARAMETER}=${token}`;
      const message = await savedDraftMail(draft.email, { servicio: draft.title, url, expires });
      await db.transaction(async (tx) => {
        await tx.insert(savedDrafts).values({
          tokenHash: sha256(token),
          flow: draft.flow,
          route: draft.route,
          step: draft.step,
          data: draft.data,
          email: draft.email,
          files: draft.files,
          expiresAt: expires,
        });
        await outbox.queueMail(message, tx);
      });
      return { expires };
    },

    /** The draft a link names, while it lasts; undefined for an unknown, expired or malformed token alike. */
    async find(token: string): Promise<SavedDraftRow | undefined> {
      if (!isToken(token)) return undefined;
      const [row] = await db.select().from(savedDrafts).where(current(token));
      return row;
    },

    /** One of a draft's files, by its position in the draft's list. */
    async file(token: string, index: number): Promise<{ file: StoredFile; opened: OpenedFile } | undefined> {
      const row = isToken(token) ? (await db.select({ files: savedDrafts.files }).from(savedDrafts).where(current(token)))[0] : undefined;
      const file = row?.files[index];
      const opened = file ? await store.read(file.storedName) : undefined;
      return file && opened ? { file, opened } : undefined;
    },

    /** An order saved by a wizard opened from the draft: the sweep deletes the draft once that order is completed. */
    async linkOrder(token: string, referencia: string): Promise<void> {
      if (!isToken(token)) return;
      await db
        .update(savedDrafts)
        .set({ orderId: sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.referencia} = ${referencia})` })
        .where(current(token));
    },

    sweep,

    /** A sweep every `intervalMs` (server.ts: 10 minutes); an outage only delays the next. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      sweeping = everyInterval(sweep, intervalMs, onError);
    },

    async stop() {
      await sweeping?.stop();
    },
  };
}

export type SavedDrafts = ReturnType<typeof createSavedDrafts>;
