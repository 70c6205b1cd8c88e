import type { FastifyInstance } from 'fastify';
import { sha256 } from './link-keys';

/**
 * Counts the mails a public form asked for, per e-mail address, over a window: a per-client limit
 * alone lets one client cycle through addresses, or many clients aim at one inbox. Shared by every
 * instance through Redis when there is one; each instance's memory otherwise. Only a hash of the
 * address is kept, never the address.
 */
export function addressCounter(app: FastifyInstance, prefix: string, windowMs: number): (email: string) => Promise<number> {
  const counts = new Map<string, { count: number; until: number }>();
  return async (email) => {
    const key = `${prefix}:${sha256(email.trim().toLowerCase())}`;
    const shared = await app.sharedStore?.addTo(key, 1, windowMs);
    if (shared !== undefined) return shared;
    const now = Date.now();
    for (const [stale, entry] of counts) if (entry.until < now) counts.delete(stale);
    const entry = counts.get(key) ?? { count: 0, until: now + windowMs };
    entry.count++;
    counts.set(key, entry);
    return entry.count;
  };
}
