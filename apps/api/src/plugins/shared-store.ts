import { Redis } from 'ioredis';

/**
 * What instances of the shop share besides the database (REDIS_URL): rate-limit counters, used
 * bot-check challenges, upload quotas. A Redis that is down or slow must never fail a request: each
 * command gives up quickly (no offline queue, a short timeout) and its caller falls back to the
 * process's own memory, so limits fail open, with a warning logged at most once a minute.
 */
export interface SharedStore {
  redis: Redis;
  /** Sets `key` unless it exists, expiring after `ttlMs`: true when this call set it; undefined when Redis did not answer. */
  claimOnce(key: string, ttlMs: number): Promise<boolean | undefined>;
  /** Adds `amount` to a counter that expires `ttlMs` after its first addition; undefined when Redis did not answer. */
  addTo(key: string, amount: number, ttlMs: number): Promise<number | undefined>;
  /** A counter's value (0 when absent); undefined when Redis did not answer. */
  read(key: string): Promise<number | undefined>;
  close(): Promise<void>;
}

/** Every key the shop writes starts with this, so that one Redis can serve other programs too. */
export const KEY_PREFIX = 'tienda:';

const COMMAND_TIMEOUT_MS = 500;
const WARNING_INTERVAL_MS = 60_000;

export function connectSharedStore(url: string, warn: (message: string) => void, keyPrefix = KEY_PREFIX): SharedStore {
  const redis = new Redis(url, {
    keyPrefix,
    // A command while disconnected fails at once rather than waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Keep trying to reconnect, at most every 5 s, for as long as the process runs.
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let lastWarning = 0;
  const trouble = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = now;
    warn(`Redis no responde (${error instanceof Error ? error.message : String(error)}): los límites se aplican por instancia mientras tanto.`);
  };
  // Unhandled, ioredis's connection errors would be printed on every retry.
  redis.on('error', trouble);
  const answered = async <T>(command: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await command();
    } catch (error) {
      trouble(error);
      return undefined;
    }
  };
  return {
    redis,
    claimOnce: (key, ttlMs) => answered(async () => (await redis.set(key, '1', 'PX', ttlMs, 'NX')) === 'OK'),
    addTo: (key, amount, ttlMs) =>
      answered(async () => {
        // The expiry is set by the first addition only (SET NX keeps an existing key and its TTL).
        const results = (await redis.multi().set(key, '0', 'PX', ttlMs, 'NX').incrby(key, amount).exec()) as [unknown, unknown][];
        return Number(results[1]?.[1]);
      }),
    read: (key) => answered(async () => Number((await redis.get(key)) ?? 0)),
    close: async () => {
      // quit() waits for a connection that may never come back; a Redis away is just dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
