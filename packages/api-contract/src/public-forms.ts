import * as z from 'zod';

/** `POST /api/contact` and the newsletter: the spec's `success` and `message` (spec-1 §7.2); a refusal is a 4xx with `error` and `fields`. */
export const formAnswer = z.object({ success: z.literal(true), message: z.string() });
export type ContactAnswer = z.infer<typeof formAnswer>;
