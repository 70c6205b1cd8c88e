import { randomBytes } from 'node:crypto';
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * DECISIONS §7: the keyless, self-hosted bot check a fresh machine uses. The browser fetches a
 * signed proof-of-work challenge (altcha-lib v2, SHA-256, deterministic counter), finds the
 * counter and sends `{ challenge, solution }` base64-encoded as `recaptchaToken`. The server checks
 * the signature, the expiry, the derived key, and that the challenge was not used before.
 */
export interface BotCheck {
  /** Which check: the self-hosted proof of work, or reCAPTCHA v3 when keys are configured (recaptcha.ts). */
  kind: 'self-hosted' | 'recaptcha';
  /** A challenge for the browser to solve (the self-hosted check only). */
  challenge?(): Promise<Challenge>;
  /** Whether `token` passes, for a form's `action` ('contact', 'order'): a passed token works once. */
  verify(token: unknown, action: BotCheckAction): Promise<boolean>;
}

export type BotCheckAction = 'contact' | 'order';

export interface BotCheckOptions {
  /** HMAC secret; a random one per process when unset (challenges then die with a restart). */
  secret?: string | undefined;
  /** The counter the browser must find is drawn from this range: the work it does. */
  counterRange?: readonly [min: number, max: number];
  /** How long a challenge stays valid. */
  ttlSeconds?: number;
  /**
   * Remembers a used challenge where every instance sees it (Redis): true when this is its first
   * use, undefined when the store did not answer (then this process's memory decides).
   */
  claimShared?: ((signature: string, ttlMs: number) => Promise<boolean | undefined>) | undefined;
}

const MAX_TOKEN_LENGTH = 4096;

export function createBotCheck(options: BotCheckOptions = {}): BotCheck {
  const secret = options.secret || randomBytes(32).toString('hex');
  const keySecret = `${secret}:key`;
  const [min, max] = options.counterRange ?? [5_000, 20_000];
  const ttl = options.ttlSeconds ?? 600;
  /** Signatures already accepted: a solved challenge works once (kept in this process). */
  const used = new CappedMap<string, true>({ maxSize: 50_000 });

  return {
    kind: 'self-hosted',
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(max, min),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(Date.now() + ttl * 1000),
      }),

    // A proof of work is the same for every form: the action matters to score-based providers only.
    async verify(token) {
      const payload = decodeToken(token);
      if (!payload) return false;
      const { challenge, solution } = payload;
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // An expired challenge fails verification, so a signature only needs remembering until then.
      const signature = challenge.signature ?? '';
      const firstUseHere = used.setIfAbsent(signature, true);
      const firstUseAnywhere = await options.claimShared?.(`reto:${signature}`, ttl * 1000);
      // Used before here, or on any instance: refused. A Redis away leaves this process's memory to decide.
      return firstUseHere && firstUseAnywhere !== false;
    },
  };
}

function decodeToken(token: unknown): { challenge: Challenge; solution: Solution } | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const { challenge, solution } = parsed;
    if (!challenge || typeof challenge !== 'object' || typeof challenge.parameters !== 'object' || challenge.parameters === null) return undefined;
    if (!solution || typeof solution !== 'object') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}
