import { botCheckToken } from './botCheckSolver';

/**
 * DECISIONS §7: the save that creates an order carries a solved bot-check challenge. It is solved
 * ahead, from the visitor's first touch of the form, so the save does not wait for it; a challenge
 * lasts 10 minutes and works once, so an old one is solved again and a taken one is gone.
 */
const FRESH_MS = 8 * 60 * 1000;
let prepared: { token: Promise<string | undefined>; at: number } | undefined;

export function prepareOrderBotToken(): void {
  if (prepared && Date.now() - prepared.at < FRESH_MS) return;
  // A check that cannot load sends no token: the server then takes the order unchecked, or says why not.
  prepared = { token: botCheckToken().catch(() => undefined), at: Date.now() };
}

/** The prepared token, or one solved now; undefined when the check could not load. */
export function takeOrderBotToken(): Promise<string | undefined> {
  prepareOrderBotToken();
  const { token } = prepared!;
  prepared = undefined;
  return token;
}
