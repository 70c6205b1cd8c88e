import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { savedDrafts } from '../db/saved-drafts-schema';
import { newSecret, sha256 } from './link-keys';
import type { StoredFile } from './orders';

/**
 * How long the draft of a form sent without JavaScript lasts: the visitor's secret is only in the
 * page (no mail), so a draft older than a day or two is one nobody comes back to.
 */
export const FORM_DRAFT_HOURS = 48;

export interface FormDraft {
  flow: string;
  route: string;
  step: string;
  data: Record<string, unknown>;
  files: StoredFile[];
  /** The order its saves made, once one did. */
  referencia?: string | undefined;
}

/** A draft a form named, with how it was named. */
export interface FoundDraft extends FormDraft {
  /**
   * The secret of the form's own draft; undefined when the form named a mailed draft ('Guardar y
   * continuar más tarde', ADR 019) opened by its link: that one is only read, never changed.
   */
  own: string | undefined;
  /** The mailed draft the visitor's steps started from, whose order the saves link it to (as the wizard's do). */
  mailed: string | undefined;
}

const isToken = (token: string): boolean => /^[\w-]{43}$/.test(token);

/**
 * What a step's form carries as `_borrador`: the form's own draft, and after it the mailed draft it
 * started from, if any ('OWN.MAILED'; a secret never holds a dot). The page that opens a mailed link
 * carries the mailed secret alone, which is already in its address.
 */
export const formDraftValue = (own: string, mailed: string | undefined): string => (mailed ? `${own}.${mailed}` : own);

/**
 * The steps a visitor sent with the browser's own forms (ADR 021), kept between requests in the
 * saved drafts' table (ADR 019) under a 256-bit secret the page's form carries: the data so far,
 * the step shown, the files chosen (in the drafts' store area). Its order's saves name it, so the
 * drafts' sweep deletes it, with its files, once that order is paid or sent, or once it expires.
 */
export function createFormDrafts(deps: { db: Db; now?: (() => Date) | undefined }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const current = (token: string) => and(eq(savedDrafts.tokenHash, sha256(token)), gt(savedDrafts.expiresAt, now()));

  return {
    /**
     * The draft a form's `_borrador` names while it lasts (formDraftValue); undefined for an unknown,
     * expired or malformed value alike. A mailed draft (it has an address) is found under its own
     * secret only, as its link finds it, and is answered as the start of a new form draft.
     */
    async find(value: string): Promise<FoundDraft | undefined> {
      const [token = '', mailed, ...rest] = value.split('.');
      if (!isToken(token) || (mailed !== undefined && !isToken(mailed)) || rest.length > 0) return undefined;
      const [row] = await db
        .select({
          flow: savedDrafts.flow,
          route: savedDrafts.route,
          step: savedDrafts.step,
          data: savedDrafts.data,
          files: savedDrafts.files,
          email: savedDrafts.email,
          referencia: orders.referencia,
        })
        .from(savedDrafts)
        .leftJoin(orders, eq(orders.id, savedDrafts.orderId))
        .where(current(token));
      if (!row || (row.email !== null && mailed !== undefined)) return undefined;
      const { email, ...draft } = row;
      return {
        ...draft,
        data: draft.data as Record<string, unknown>,
        referencia: email === null ? (draft.referencia ?? undefined) : undefined,
        own: email === null ? token : undefined,
        mailed: email === null ? mailed : token,
      };
    },

    /** Keeps the draft under its token, or under a new one (answered), for FORM_DRAFT_HOURS more. */
    async keep(token: string | undefined, draft: FormDraft): Promise<string> {
      const expiresAt = new Date(now().getTime() + FORM_DRAFT_HOURS * 3_600_000);
      const values = { flow: draft.flow, route: draft.route, step: draft.step, data: draft.data, files: draft.files, expiresAt };
      const orderId = draft.referencia ? sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.referencia} = ${draft.referencia})` : undefined;
      if (token && isToken(token)) {
        const updated = await db
          .update(savedDrafts)
          .set({ ...values, ...(orderId ? { orderId } : {}) })
          .where(current(token))
          .returning({ id: savedDrafts.id });
        if (updated.length > 0) return token;
      }
      const fresh = newSecret();
      await db.insert(savedDrafts).values({ tokenHash: sha256(fresh), email: null, ...values, ...(orderId ? { orderId } : {}) });
      return fresh;
    },
  };
}

export type FormDrafts = ReturnType<typeof createFormDrafts>;
