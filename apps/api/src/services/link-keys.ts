import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { linkKeys } from '../db/schema';

/** SHA-256 in hex: how a one-time link or a session id is kept (its secret never is). */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A fresh secret of 256 bits, URL-safe: a link's or a session's. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Links that must read the same in every mail and on every visit (a right's stop link, a client's
 * calendar address) are signed rather than stored: HMAC-SHA-256 over what they name, with a key
 * made once in the database by whichever instance needs it first, so every instance and every
 * restart signs alike. Nothing per link is kept; revoking one changes what it signs (a generation).
 */
export function createLinkSigner(db: Db, name = 'enlaces') {
  let key: Promise<Buffer> | undefined;
  const load = async (): Promise<Buffer> => {
    await db.insert(linkKeys).values({ name, secret: newSecret() }).onConflictDoNothing();
    const [row] = await db.select().from(linkKeys).where(eq(linkKeys.name, name));
    return Buffer.from(row!.secret, 'base64url');
  };
  const macOf = async (purpose: string, subject: string): Promise<Buffer> => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac('sha256', await key)
      .update(`${purpose}\n${subject}`)
      .digest();
  };
  return {
    /** `subject.mac`: 256 bits of MAC after what it names. */
    async sign(purpose: string, subject: string): Promise<string> {
      return `${subject}.${(await macOf(purpose, subject)).toString('base64url')}`;
    },
    /** What a signed token names, or undefined when it was not signed here for that purpose. */
    async verify(purpose: string, token: string): Promise<string | undefined> {
      const dot = token.lastIndexOf('.');
      if (dot <= 0 || token.length > 200) return undefined;
      const subject = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = await macOf(purpose, subject);
      return given.length === expected.length && timingSafeEqual(given, expected) ? subject : undefined;
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
