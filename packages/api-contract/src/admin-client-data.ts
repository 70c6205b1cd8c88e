import * as z from 'zod';
import { BILLING_KEYS, type Billing } from '@shop/flow-kit/billing';

/** The billing block as the order holds it: every part a text, empty when not given (flow-kit's `asBilling`). */
const billing = z.object(Object.fromEntries(BILLING_KEYS.map((key) => [key, z.string()])) as Record<keyof Billing, z.ZodString>);

/** `GET /api/admin/orders/{numero}/client`: the client's data as the order holds them (ADR 012). */
export const clientData = z.object({
  /** Which of the fields this order's flow has (a quote-only flow has no billing block). */
  campos: z.array(z.string()),
  applicantType: z.enum(['persona', 'empresa']),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The phone's country prefix, which the phone is checked against. */
  prefijo: z.string(),
  facturacion: billing.nullable(),
  /** The invoice already issued: it never changes; a corrective one names the new data. */
  factura: z.object({ numero: z.string(), tipo: z.string() }).nullable(),
  puedeRectificar: z.boolean(),
});
export type ClientData = z.infer<typeof clientData>;
