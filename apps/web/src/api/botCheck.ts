import { fetchApi } from './client';
import { apiPaths } from './paths';

/** A signed proof-of-work challenge (altcha-lib v2 format) for the self-hosted bot check (DECISIONS §7). */
export interface BotChallenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string };
  signature?: string;
}

/**
 * By fetch, not ky: the contact page asks for one as it loads, its only call before the visitor
 * sends, and ky's code came with it (ADR 008: /contacto received 150.8 kB of JavaScript).
 */
export const fetchBotChallenge = async (): Promise<BotChallenge> =>
  (await fetchApi(apiPaths.botChallenge, { cache: 'no-store' })).json() as Promise<BotChallenge>;
