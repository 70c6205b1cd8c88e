import { recaptchaSiteKey } from '@shop/settings';
import { fetchBotChallenge, type BotChallenge } from './botCheck';
import { encodeBotToken, solveBotChallenge } from './botCheckSolver';

/**
 * DECISIONS §7 in the browser: a token for one submission of a form, from reCAPTCHA v3 when the
 * build has a site key, else from the self-hosted proof of work. `prepareBotCheck` loads what the
 * check needs ahead (Google's script, or a challenge), as the spec's provider loads with the page.
 */
export type BotAction = 'contact' | 'order';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let recaptcha: Promise<Grecaptcha> | undefined;

/** Google's script, once; a failed load is forgotten so that a later try loads it again. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptcha ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (loaded) loaded.ready(() => resolve(loaded));
      else reject(new Error('reCAPTCHA no cargado'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('reCAPTCHA no cargado'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    recaptcha = undefined;
    throw error;
  });
  return recaptcha;
}

/** A self-hosted challenge lasts 10 minutes on the server: one older than this is fetched again. */
export const CHALLENGE_FRESH_MS = 8 * 60 * 1000;
let challenge: { pending: Promise<BotChallenge>; at: number } | undefined;

export function prepareBotCheck(siteKey = recaptchaSiteKey): void {
  if (siteKey) {
    loadRecaptcha(siteKey).catch(() => undefined);
    return;
  }
  if (challenge && Date.now() - challenge.at < CHALLENGE_FRESH_MS) return;
  const pending = fetchBotChallenge();
  pending.catch(() => undefined);
  challenge = { pending, at: Date.now() };
}

/** A token for one submission of `action`; fails when the check cannot load (the form then says so, spec-1 §8). */
export async function botToken(action: BotAction, siteKey = recaptchaSiteKey): Promise<string> {
  if (siteKey) return (await loadRecaptcha(siteKey)).execute(siteKey, { action });
  const fresh = challenge && Date.now() - challenge.at < CHALLENGE_FRESH_MS ? challenge.pending : undefined;
  challenge = undefined; // A challenge is good for one submission.
  const loaded = await (fresh ?? fetchBotChallenge()).catch(() => fetchBotChallenge());
  return encodeBotToken(loaded, await solveBotChallenge(loaded));
}

/** Whether tokens are Google's: theirs expire within two minutes, so they are never made ahead. */
export const tokensExpireSoon = (siteKey = recaptchaSiteKey): boolean => siteKey !== '';
