import { http } from './client';
import { apiPaths } from './paths';

/** A signed proof-of-work challenge (altcha-lib v2 format) for the self-hosted bot check (DECISIONS §7). */
export interface BotChallenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string };
  signature?: string;
}

export const fetchBotChallenge = async (): Promise<BotChallenge> => (await http()).get(apiPaths.botChallenge, { cache: 'no-store' }).json<BotChallenge>();
