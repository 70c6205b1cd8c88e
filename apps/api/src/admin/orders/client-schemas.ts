import * as z from 'zod';
import { BILLING_KEYS } from '@shop/flow-kit';
import { NOTE_MAX } from '@shop/settings/staff-limits';
import { refusals } from '../../routes/api-schemas';
import { clientData as clientDataAnswer, REFUND_GATEWAY_STATES, refundData } from '@shop/api-contract';

/**
 * The schemas of a client's data, refunds and file (ADR 012). The body's wire names are the order
 * envelope's (spec-1 §3): what each holds is checked by the order's flow with the order form's own
 * rules (client-edit.ts), so these only bound the shapes.
 */

const guarded = (...codes: number[]) => refusals(400, 401, 403, ...codes);
const numero = z.object({ numero: z.string().max(40) });
const text = (max: number) => z.string({ error: 'Debe ser un texto.' }).max(max, `Demasiado largo (máximo ${max} caracteres).`);
const billing = z.object(
  Object.fromEntries(BILLING_KEYS.map((key) => [key, text(300).optional()])) as Record<(typeof BILLING_KEYS)[number], z.ZodOptional<z.ZodString>>,
);
const reason = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(NOTE_MAX, `El motivo es demasiado largo (máximo ${NOTE_MAX} caracteres).`);

export const clientData = {
  params: numero,
  response: {
    200: clientDataAnswer,
    ...guarded(404),
  },
};

export const saveClientData = {
  params: numero,
  body: z.object({
    applicantType: z.enum(['persona', 'empresa'], 'Elige persona física o empresa.').optional(),
    name: text(300).optional(),
    lastName: text(300).optional(),
    email: text(300).optional(),
    phone: text(60).optional(),
    /** `null`: no complete invoice (a simplified one, when the order allows it). */
    facturacion: billing.nullable().optional(),
  }),
  response: {
    200: z.object({ ok: z.boolean(), cambios: z.array(z.string()), avisado: z.boolean(), factura: z.string().nullable() }),
    ...guarded(404, 409),
  },
};

export const correctClientInvoice = {
  params: numero,
  body: z.object({ motivo: reason('Indica el motivo de la rectificación.').optional() }),
  response: { 200: z.object({ ok: z.boolean(), numero: z.string(), avisado: z.boolean() }), ...guarded(404, 409) },
};

export const refunds = {
  params: numero,
  response: {
    200: refundData,
    ...guarded(404),
  },
};

export const refund = {
  params: numero,
  body: z.object({
    centimos: z
      .number({ error: 'Indica el importe en euros, por ejemplo 50,00.' })
      .int('Indica el importe en euros, con dos decimales como mucho.')
      .positive('El importe debe ser mayor que cero.'),
    motivo: reason('Indica el motivo del reembolso.'),
  }),
  response: {
    200: z.object({
      ok: z.boolean(),
      factura: z.string().nullable(),
      estado: z.string().optional(),
      estadoTexto: z.string().optional(),
      pasarela: z.enum(REFUND_GATEWAY_STATES),
      pasarelaTexto: z.string(),
    }),
    ...guarded(404, 409),
  },
};
