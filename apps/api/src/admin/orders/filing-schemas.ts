import * as z from 'zod';
import { isIsoDate, isOfficeNumber, normalOfficeNumber } from '@shop/deadlines';
import { refusals } from '../../routes/api-schemas';

export const FUTURE_DATE = 'La fecha no puede ser futura.';
export const BEFORE_1990 = 'La fecha debe ser posterior a 1990.';
export const BAD_DATE = 'Fecha no válida: usa el formato AAAA-MM-DD.';
export const BAD_OFFICE_NUMBER = 'El número de solicitud no tiene un formato válido.';
const EARLIEST = '1990-01-01';

/** An optional field the form sends empty: absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A day the office acted on: a real day, from 1990, not after today at the office. */
const pastDay = (today: () => string) =>
  z
    .string()
    .max(10, BAD_DATE)
    .superRefine((value, context) => {
      const message = !isIsoDate(value) ? BAD_DATE : value < EARLIEST ? BEFORE_1990 : value > today() ? FUTURE_DATE : undefined;
      if (message) context.addIssue({ code: 'custom', message });
    });

/** A term the office set (to answer an objection): it may end after today. */
const termDay = z
  .string()
  .max(10, BAD_DATE)
  .superRefine((value, context) => {
    const message = !isIsoDate(value) ? BAD_DATE : value < EARLIEST ? BEFORE_1990 : undefined;
    if (message) context.addIssue({ code: 'custom', message });
  });

/** Facts that follow the filing cannot come before it: said against the field typed wrong. */
const AFTER_FILING: Record<string, string> = {
  publishedOn: 'La publicación no puede ser anterior a la presentación.',
  grantedOn: 'La concesión no puede ser anterior a la presentación.',
  objectionOn: 'El suspenso no puede ser anterior a la presentación.',
  renewedOn: 'La renovación no puede ser anterior a la presentación.',
};

/**
 * `POST /api/admin/orders/:numero/filing` (DECISIONS §13): what the office did, as staff record it.
 * Built with the office's clock, so 'future' means after the office's today (tests fix it).
 */
export const filingRoute = (today: () => string) => ({
  params: z.object({ numero: z.string().max(40) }),
  body: z
    .object({
      officeNumber: z
        .string({ error: BAD_OFFICE_NUMBER })
        .max(40, BAD_OFFICE_NUMBER)
        .refine((text) => isOfficeNumber(text), BAD_OFFICE_NUMBER)
        .transform(normalOfficeNumber),
      filedOn: pastDay(today),
      publishedOn: optional(pastDay(today)),
      grantedOn: optional(pastDay(today)),
      objectionOn: optional(pastDay(today)),
      objectionTermEndsOn: optional(termDay),
      renewedOn: optional(pastDay(today)),
    })
    .superRefine((facts, context) => {
      for (const [field, message] of Object.entries(AFTER_FILING)) {
        const value = facts[field as keyof typeof facts];
        if (value && isIsoDate(facts.filedOn) && value < facts.filedOn) context.addIssue({ code: 'custom', path: [field], message });
      }
      if (facts.objectionTermEndsOn && !facts.objectionOn)
        context.addIssue({ code: 'custom', path: ['objectionOn'], message: 'Indica la fecha del suspenso al que se contesta.' });
      if (facts.objectionTermEndsOn && facts.objectionOn && facts.objectionTermEndsOn < facts.objectionOn)
        context.addIssue({ code: 'custom', path: ['objectionTermEndsOn'], message: 'El plazo de contestación no puede terminar antes del suspenso.' });
    }),
  response: { 200: z.object({ ok: z.boolean() }), ...refusals(400, 401, 403, 404, 409) },
});

// The answers' shapes (a deadline, the right's part of the order detail) live in @shop/api-contract.
export { deadline, rightDetail } from '@shop/api-contract';
