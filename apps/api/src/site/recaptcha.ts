import type { BotCheck, BotCheckAction } from './bot-check';

export const GOOGLE_SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  /** The secret key of the site's reCAPTCHA v3 keys (RECAPTCHA_SECRET_KEY). */
  secretKey: string;
  /** The lowest score that passes, 0 to 1 (Google suggests 0.5). */
  minScore?: number | undefined;
  /** Where tokens are verified; Google's siteverify unless a test points elsewhere. */
  verifyUrl?: string | undefined;
  /** How long to wait for Google before the token counts as not verified. */
  timeoutMs?: number;
  onTrouble?: (error: unknown) => void;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * DECISIONS §7 with configured keys: reCAPTCHA v3, checked on the server. A token passes when
 * Google says it is valid, was made for this form's action ('contact', 'order') and scored at
 * least the minimum. Google unreachable or slow: the token does not pass (the form says so and the
 * visitor may retry), and the process goes on.
 */
export function createRecaptchaCheck(options: RecaptchaOptions): BotCheck {
  const minScore = options.minScore ?? 0.5;
  const verifyUrl = options.verifyUrl ?? GOOGLE_SITEVERIFY;
  return {
    kind: 'recaptcha',
    async verify(token: unknown, action: BotCheckAction) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: options.secretKey, response: token }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        const answer = (await response.json()) as SiteverifyAnswer;
        return answer.success === true && answer.action === action && typeof answer.score === 'number' && answer.score >= minScore;
      } catch (error) {
        options.onTrouble?.(error);
        return false;
      }
    },
  };
}
