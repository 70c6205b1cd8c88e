import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { staffPasswordLinks, staffSessions, staffUsers } from '../../db/schema';
import { writeAudit, type Actor } from '../audit/log';

/** DECISIONS §11: two roles; `admin` can do everything `staff` can, and prices and accounts. */
export const ROLES = ['staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Ten wrong passwords in a row lock the account for a while (ADR 007: the eleventh is refused). */
export const MAX_FAILED_LOGINS = 10;
export const LOCK_MS = 15 * 60 * 1000;
const MAX_TRACKED_ADDRESSES = 10_000;
export const SESSION_MS = 12 * 60 * 60 * 1000;
export const LINK_MS = 48 * 60 * 60 * 1000;
export const MIN_PASSWORD = 12;

export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${MIN_PASSWORD} caracteres.`;
export const LINK_INVALID = 'El enlace no es válido o ha caducado. Pide uno nuevo a un administrador.';

// argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes (OWASP's minimum).
const hashPassword = (password: string) => hash(password);
/**
 * Verified against when there is no account's hash to verify (an unknown address, a disabled or
 * passwordless account), so that every sign-in pays one argon2id verification at the same cost.
 * Made with the same parameters when the first store is made, at start-up: made at the first
 * unknown address, it made that answer slower than any other.
 */
let dummyHash: Promise<string> | undefined;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');
export const normalEmail = (email: string) => email.trim().toLowerCase();

export interface StaffMember {
  id: number;
  email: string;
  role: Role;
}

export interface Session extends StaffMember {
  csrf: string;
  idHash: string;
}

export type LoginResult = { ok: true; sessionId: string; member: StaffMember } | { ok: false; reason: 'wrong' | 'locked' };

export function createStaffStore(db: Db, publicUrl: string) {
  dummyHash ??= hashPassword(token());
  const linkUrl = (raw: string) => `${publicUrl}/admin/clave?token=${raw}`;
  /** Failed sign-ins of addresses with no account, oldest first (see login). */
  const noAccountTries = new Map<string, { failures: number; lockedUntil: number }>();

  /** Ends every password link of the account not used yet: only the newest one, or none, works. */
  async function revokeLinks(executor: Pick<Db, 'update'>, staffId: number): Promise<void> {
    await executor
      .update(staffPasswordLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
  }

  /** A fresh one-time link to set the password (the only way a password is ever chosen); it ends the earlier ones. */
  async function newLink(executor: Pick<Db, 'insert' | 'update'>, staffId: number): Promise<string> {
    await revokeLinks(executor, staffId);
    const raw = token();
    await executor.insert(staffPasswordLinks).values({ tokenHash: sha256(raw), staffId, expiresAt: new Date(Date.now() + LINK_MS) });
    return linkUrl(raw);
  }

  return {
    async list() {
      return db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          role: staffUsers.role,
          disabledAt: staffUsers.disabledAt,
          createdAt: staffUsers.createdAt,
          hasPassword: sql<boolean>`${staffUsers.passwordHash} IS NOT NULL`,
        })
        .from(staffUsers)
        .orderBy(staffUsers.email);
    },

    /** The role of the account with this e-mail, if there is one. */
    async roleOf(email: string): Promise<Role | undefined> {
      const [row] = await db
        .select({ role: staffUsers.role })
        .from(staffUsers)
        .where(eq(staffUsers.email, normalEmail(email)))
        .limit(1);
      return isRole(row?.role) ? row.role : undefined;
    },

    /** Adds an account (or, for an existing e-mail, a new link) and answers the one-time link. */
    async add(email: string, role: Role, actor: Actor): Promise<{ link: string; created: boolean }> {
      const address = normalEmail(email);
      return db.transaction(async (tx) => {
        const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, address)).limit(1);
        if (existing) {
          if (existing.role !== role) {
            await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, existing.id));
            await writeAudit(tx as unknown as Db, actor, 'staff.role', 'staff', address, { role: existing.role }, { role });
          }
          // A link that sets this account's password is a change made by whoever asked for it.
          await writeAudit(tx as unknown as Db, actor, 'staff.new_link', 'staff', address, null, null);
          return { link: await newLink(tx as unknown as Db, existing.id), created: false };
        }
        const [row] = await tx.insert(staffUsers).values({ email: address, role }).returning();
        await writeAudit(tx as unknown as Db, actor, 'staff.add', 'staff', address, null, { email: address, role });
        return { link: await newLink(tx as unknown as Db, row!.id), created: true };
      });
    },

    /** Reset: the old password and every session stop working; a new one-time link is answered. */
    async reset(staffId: number, actor: Actor): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(staffUsers).set({ passwordHash: null, failedLogins: 0, lockedUntil: null }).where(eq(staffUsers.id, staffId)).returning();
        if (!row) return undefined;
        await tx
          .update(staffSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
        await writeAudit(tx as unknown as Db, actor, 'staff.reset_password', 'staff', row.email, null, null);
        return newLink(tx as unknown as Db, staffId);
      });
    },

    async setDisabled(staffId: number, disabled: boolean, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
        if (!before) return false;
        await tx
          .update(staffUsers)
          .set({ disabledAt: disabled ? new Date() : null })
          .where(eq(staffUsers.id, staffId));
        if (disabled)
          await tx
            .update(staffSessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
        await writeAudit(
          tx as unknown as Db,
          actor,
          disabled ? 'staff.disable' : 'staff.enable',
          'staff',
          before.email,
          { disabled: before.disabledAt !== null },
          { disabled },
        );
        return true;
      });
    },

    /** Uses a one-time link: sets the password, ends every earlier session. */
    async setPasswordWithLink(raw: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(staffPasswordLinks)
          .set({ usedAt: new Date() })
          .where(and(eq(staffPasswordLinks.tokenHash, sha256(raw)), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, new Date())))
          .returning();
        if (!link) return false;
        await revokeLinks(tx as unknown as Db, link.staffId);
        const [user] = await tx.update(staffUsers).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(staffUsers.id, link.staffId)).returning();
        await tx
          .update(staffSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(staffSessions.staffId, link.staffId), isNull(staffSessions.revokedAt)));
        await writeAudit(tx as unknown as Db, { id: link.staffId, email: user!.email }, 'staff.set_password', 'staff', user!.email, null, null);
        return true;
      });
    },

    /**
     * Checks a password. Ten wrong ones in a row lock the account for LOCK_MS, during which even
     * the right password is refused; a right one otherwise resets the count. Every sign-in verifies
     * exactly one argon2id hash, whatever the account (none, locked, disabled): a locked account
     * used to answer before verifying, in 18 ms against 150 ms for an unknown address, which told a
     * guesser which addresses are staff's (security audit).
     */
    async login(email: string, password: string): Promise<LoginResult> {
      // An address with no account locks after as many tries as a real one: the lock message must
      // not tell a guesser which addresses are staff's. Kept in memory, bounded.
      const noAccountAttempt = (address: string): 'wrong' | 'locked' => {
        const now = Date.now();
        const entry = noAccountTries.get(address);
        if (entry?.lockedUntil && entry.lockedUntil > now) return 'locked';
        const failures = (entry?.lockedUntil ? 0 : (entry?.failures ?? 0)) + 1;
        noAccountTries.delete(address);
        if (noAccountTries.size >= MAX_TRACKED_ADDRESSES) noAccountTries.delete(noAccountTries.keys().next().value!);
        noAccountTries.set(address, failures >= MAX_FAILED_LOGINS ? { failures: 0, lockedUntil: now + LOCK_MS } : { failures, lockedUntil: 0 });
        return 'wrong';
      };
      const [user] = await db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, normalEmail(email)))
        .limit(1);
      const usable = user?.passwordHash && !user.disabledAt ? user : undefined;
      const right = await verify(usable?.passwordHash ?? (await dummyHash!), password).catch(() => false);
      if (!usable) return { ok: false, reason: noAccountAttempt(normalEmail(email)) };
      // Refused after the verification, not before it: even the right password is refused while locked.
      if (usable.lockedUntil && usable.lockedUntil.getTime() > Date.now()) return { ok: false, reason: 'locked' };
      if (!right) {
        // Counted in the database in one statement, so parallel guesses cannot slip past the limit.
        const [counted] = await db
          .update(staffUsers)
          .set({
            failedLogins: sql`CASE WHEN ${staffUsers.lockedUntil} IS NOT NULL AND ${staffUsers.lockedUntil} <= now() THEN 1 ELSE ${staffUsers.failedLogins} + 1 END`,
            lockedUntil: sql`CASE WHEN ${staffUsers.lockedUntil} IS NOT NULL AND ${staffUsers.lockedUntil} <= now() THEN NULL ELSE ${staffUsers.lockedUntil} END`,
          })
          .where(eq(staffUsers.id, usable.id))
          .returning();
        if (counted && counted.failedLogins >= MAX_FAILED_LOGINS) {
          await db
            .update(staffUsers)
            .set({ lockedUntil: new Date(Date.now() + LOCK_MS), failedLogins: 0 })
            .where(eq(staffUsers.id, usable.id));
        }
        return { ok: false, reason: 'wrong' };
      }
      await db.update(staffUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(staffUsers.id, usable.id));
      const sessionId = token();
      await db
        .insert(staffSessions)
        .values({ idHash: sha256(sessionId), staffId: usable.id, csrfToken: token(), expiresAt: new Date(Date.now() + SESSION_MS) });
      return { ok: true, sessionId, member: { id: usable.id, email: usable.email, role: usable.role as Role } };
    },

    /** The live session of a cookie: not revoked, not expired, its account enabled. */
    async session(sessionId: string | undefined): Promise<Session | undefined> {
      if (!sessionId) return undefined;
      const idHash = sha256(sessionId);
      const [row] = await db
        .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, csrf: staffSessions.csrfToken })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(and(eq(staffSessions.idHash, idHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, new Date()), isNull(staffUsers.disabledAt)))
        .limit(1);
      return row && isRole(row.role) ? { id: row.id, email: row.email, role: row.role, csrf: row.csrf, idHash } : undefined;
    },

    async logout(idHash: string): Promise<void> {
      await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.idHash, idHash));
    },

    /** Changes one's own password; every other session of the account ends. */
    async changePassword(session: Session, current: string, next: string): Promise<boolean> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, session.id)).limit(1);
      if (!user?.passwordHash || !(await verify(user.passwordHash, current).catch(() => false))) return false;
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, session.id));
        await revokeLinks(tx as unknown as Db, session.id);
        await tx
          .update(staffSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(staffSessions.staffId, session.id), isNull(staffSessions.revokedAt), sql`${staffSessions.idHash} <> ${session.idHash}`));
        await writeAudit(tx as unknown as Db, session, 'staff.change_password', 'staff', session.email, null, null);
      });
      return true;
    },
  };
}

export type StaffStore = ReturnType<typeof createStaffStore>;
