import * as z from 'zod/mini';
import { withSchema, type AnyData, type FieldSpec } from './fields';
import { TEXT_MESSAGES, hasForbiddenCharacters } from './text-checks';
import { BILLING_KEYS, BILLING_MAX_LENGTH, asBilling, isEmptyBilling, isSpain, normalizeBilling, type Billing, type BillingKey } from './billing';

/** The field's name in every paid flow's data, and the envelope's key (DECISIONS §12). */
export const BILLING_FIELD = 'facturacion';
export const BILLING_LABEL = 'Datos de facturación';
/** The box of a person at or under 400 €, who may take a simplified invoice (RD 1619/2012 art. 4). */
export const COMPLETE_INVOICE_BOX = 'Quiero factura completa con mi NIF';

/** Each part's label; the tax number's says which one the holder has. */
export function billingLabels(data: AnyData, billing: Billing | null): Record<BillingKey, string> {
  const nif = billing && !isSpain(billing.pais) ? 'Número de identificación fiscal' : data.applicantType === 'empresa' ? 'CIF' : 'NIF / NIE';
  return {
    nif,
    nombre: 'Nombre o razón social',
    direccion: 'Dirección',
    codigoPostal: 'Código postal',
    ciudad: 'Ciudad',
    provincia: 'Provincia',
    pais: 'País',
  };
}

const part = (max: number) =>
  z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => !hasForbiddenCharacters(value, false), { error: TEXT_MESSAGES.invalidCharacters }),
      z.maxLength(max, { error: TEXT_MESSAGES.tooLong(max) }),
    ),
    '',
  );

/**
 * Kind 'billing': the invoice's holder as one value, null when the visitor asked for no complete
 * invoice. The schema takes the parts the wire sends (a missing one is blank, others are dropped)
 * and stores them normalised; an empty block is none. Whether it is required, and each part's
 * message, follow from the applicant and the order's total (billing.ts), in the step's check.
 */
export const billing = (opts: { label?: string; visibleWhen?: (data: AnyData) => boolean } = {}): FieldSpec<Billing | null> =>
  withSchema({ kind: 'billing', label: opts.label ?? BILLING_LABEL, initial: null, ...(opts.visibleWhen ? { visibleWhen: opts.visibleWhen } : {}) }, () => {
    const shape = Object.fromEntries(BILLING_KEYS.map((key) => [key, part(BILLING_MAX_LENGTH[key])])) as Record<BillingKey, ReturnType<typeof part>>;
    return z._default(
      z.nullable(
        z.pipe(
          z.object(shape),
          z.transform((parts: Billing) => normalizeBilling(parts)),
        ),
      ),
      null,
    ) as unknown as z.ZodMiniType<Billing | null>;
  });

/**
 * The block as an order's reader needs it (the summary, the office's and the client's mails, the
 * back office): who the invoice names and where, or that it is a simplified one.
 */
export function billingRows(value: unknown, data: AnyData): { label: string; value: string }[] {
  const given = asBilling(value);
  if (given === null || isEmptyBilling(given)) return [{ label: 'Factura', value: 'Simplificada, sin datos fiscales del cliente' }];
  const billing = normalizeBilling(given)!;
  const labels = billingLabels(data, billing);
  const place = [billing.codigoPostal, billing.ciudad].filter(Boolean).join(' ');
  const address = [
    billing.direccion,
    [place, billing.provincia && billing.provincia !== billing.ciudad ? `(${billing.provincia})` : ''].filter(Boolean).join(' '),
    billing.pais,
  ];
  return [
    { label: 'Factura a nombre de', value: billing.nombre },
    { label: labels.nif, value: billing.nif },
    { label: 'Dirección de facturación', value: address.filter(Boolean).join(', ') },
  ];
}
