import type { Issues } from '@shop/flow-kit';

/** A refusal the API answers as `{ error, fields }` (DECISIONS §3). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Issues = {},
  ) {
    super(message);
  }
}

/**
 * The body of every refusal: `error` and `fields` (DECISIONS §3), and `success` and `message`
 * because spec-1 §7.2's contact client reads those on every answer, refusals included.
 */
export const refusalBody = (message: string, fields: Issues = {}) => ({ success: false as const, message, error: message, fields });
