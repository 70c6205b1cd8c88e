import type { BotChallenge } from './botCheck';
import { nextTask } from '../nextTask';

/**
 * The browser half of the self-hosted bot check (DECISIONS §7): fetch a signed proof-of-work
 * challenge, find the counter whose SHA-256 key starts with the challenge's prefix, and hand
 * `{ challenge, solution }` to the server as `recaptchaToken`. The format is altcha-lib v2's
 * (salt ‖ nonce ‖ big-endian uint32 counter, hashed `cost` times); WebCrypto does the hashing, so
 * the page ships no library for it.
 */
export interface BotSolution {
  counter: number;
  derivedKey: string;
}

const MAX_COUNTER = 0xffffffff;
/** The longest the solver runs before letting the browser handle input and paint. */
const SLICE_MS = 8;

const fromHex = (hex: string): Uint8Array => {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};
const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function solveBotChallenge(challenge: BotChallenge, options: { timeoutMs?: number } = {}): Promise<BotSolution> {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  if (!['SHA-256', 'SHA-384', 'SHA-512'].includes(algorithm)) throw new Error(`Unsupported bot-check algorithm ${algorithm}`);
  if (!/^(?:[0-9a-f]{2})+$/i.test(keyPrefix)) throw new Error('Invalid bot-check prefix');
  const prefix = fromHex(keyPrefix.toLowerCase());
  const saltBytes = fromHex(salt);
  const nonceBytes = fromHex(nonce);
  const password = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  password.set(saltBytes, 0);
  password.set(nonceBytes, saltBytes.length);
  const view = new DataView(password.buffer);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let sliceStart = performance.now();

  for (let counter = 0; counter <= MAX_COUNTER; counter++) {
    // Each digest resolves at once, so the loop would hold the main thread for its whole run:
    // 170 ms for 12 000 counters on a mid phone, while the visitor types in the wizard (the
    // order's token is solved from the first touch of the form). Short slices let input through.
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
      if (Date.now() > deadline) break;
    }
    view.setUint32(saltBytes.length + nonceBytes.length, counter, false);
    let key = new Uint8Array(await crypto.subtle.digest(algorithm, password));
    for (let round = 1; round < Math.max(1, cost); round++) key = new Uint8Array(await crypto.subtle.digest(algorithm, key));
    key = key.slice(0, keyLength);
    if (prefix.every((byte, index) => key[index] === byte)) return { counter, derivedKey: toHex(key) };
  }
  throw new Error('Bot-check challenge not solved in time');
}

export const encodeBotToken = (challenge: BotChallenge, solution: BotSolution): string => btoa(JSON.stringify({ challenge, solution }));
