import { botToken, CHALLENGE_FRESH_MS, prepareBotCheck, tokensExpireSoon } from './botToken';

/**
 * DECISIONS §7: the save that creates an order carries a bot-check token. The self-hosted proof of
 * work is solved ahead, from the visitor's first touch of the form, so the save does not wait for
 * it; its challenge lasts 10 minutes and works once, so an old one is solved again and a taken one
 * is gone. reCAPTCHA's tokens last two minutes: only its script loads ahead, the token is asked for
 * at the save.
 */
let prepared: { token: Promise<string | undefined>; at: number } | undefined;

export function prepareOrderBotToken(): void {
  if (tokensExpireSoon()) return prepareBotCheck();
  if (prepared && Date.now() - prepared.at < CHALLENGE_FRESH_MS) return;
  // A check that cannot load sends no token: the server then takes the order unchecked, or says why not.
  prepared = { token: botToken('order').catch(() => undefined), at: Date.now() };
}

/** The prepared token, or one made now; undefined when the check could not load. */
export function takeOrderBotToken(): Promise<string | undefined> {
  if (tokensExpireSoon()) return botToken('order').catch(() => undefined);
  prepareOrderBotToken();
  const { token } = prepared!;
  prepared = undefined;
  return token;
}
