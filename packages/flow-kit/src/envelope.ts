import * as z from 'zod/mini';
import { SPAIN } from '@shop/ip-content/spain';
import type { Country } from '@shop/ip-content/countries';
import type { Quote } from '@shop/money';
import { normalizeBilling, type Billing } from './billing';

/** The order envelope every flow sends as `data` (spec-1 §3, spec-2 §3.1), plus `flow` (DECISIONS §3). */
export interface OrderEnvelope {
  flow: string;
  applicantType: 'persona' | 'empresa';
  name: string;
  lastName: string;
  email: string;
  phone: string;
  selectedCountry: Country;
  description: string;
  mediaType: string;
  brandName: string;
  /** Absent in the international variant, whose selectedCountries stand in their place (spec-1 §3). */
  selectedClasses?: number[];
  selectedTrademarkType?: string;
  selectedPlan?: string;
  wantAgent: boolean;
  wantClassAgent: boolean;
  wantTypeAgent: boolean;
  acceptPrivacy: boolean;
  acceptTerms: boolean;
  subtotal: number;
  total: number;
  modulo: 'rtm';
  additionalClassesTotal: number;
  trademarkTypeTotal: number;
  producto: string;
  adicional: Record<string, unknown>;
  selectedCountries?: Country[];
  referencia?: string;
  /** Who the invoice names (DECISIONS §12), normalised; absent when the visitor asked for none (a simplified invoice). */
  facturacion?: Billing;
}

export const MODULO = 'rtm';

/** What a flow says about its envelope beyond the fields it shares by name; a shared field set to `undefined` is left out. */
export type EnvelopeParts = { [K in keyof Omit<OrderEnvelope, 'flow' | 'modulo' | 'subtotal' | 'total'>]?: OrderEnvelope[K] | undefined } & {
  producto: string;
  /** A flow's own wire fields sent top-level, as the spec's forms do (spec-2 §3.2, DECISIONS §9). */
  [wireField: string]: unknown;
};

const pick = (data: Record<string, unknown>, key: string, fallback: unknown) => data[key] ?? fallback;
const euros = (cents: number) => cents / 100;

/** Builds the envelope: shared fields by name from the data, the flow's own parts over them. */
export function buildEnvelope(flow: string, data: Record<string, unknown>, quote: Quote, parts: EnvelopeParts, referencia?: string): OrderEnvelope {
  const envelope: OrderEnvelope = {
    flow,
    applicantType: pick(data, 'applicantType', 'persona') as OrderEnvelope['applicantType'],
    name: pick(data, 'name', '') as string,
    lastName: data.applicantType === 'empresa' ? '' : (pick(data, 'lastName', '') as string),
    email: pick(data, 'email', '') as string,
    phone: pick(data, 'phone', '') as string,
    selectedCountry: pick(data, 'selectedCountry', SPAIN) as Country,
    description: pick(data, 'description', '') as string,
    mediaType: pick(data, 'mediaType', '') as string,
    brandName: pick(data, 'brandName', '') as string,
    selectedClasses: pick(data, 'selectedClasses', []) as number[],
    selectedTrademarkType: pick(data, 'selectedTrademarkType', '') as string,
    selectedPlan: pick(data, 'selectedPlan', '') as string,
    wantAgent: pick(data, 'wantAgent', false) as boolean,
    wantClassAgent: pick(data, 'wantClassAgent', false) as boolean,
    wantTypeAgent: pick(data, 'wantTypeAgent', false) as boolean,
    acceptPrivacy: pick(data, 'acceptPrivacy', false) as boolean,
    acceptTerms: pick(data, 'acceptTerms', false) as boolean,
    additionalClassesTotal: 0,
    trademarkTypeTotal: 0,
    adicional: {},
    facturacion: normalizeBilling(data.facturacion) ?? undefined,
    ...parts,
    subtotal: euros(quote.totalCents),
    total: euros(quote.totalCents),
    modulo: MODULO,
  };
  for (const [key, value] of Object.entries(envelope)) if (value === undefined) delete (envelope as unknown as Record<string, unknown>)[key];
  if (referencia) envelope.referencia = referencia;
  return envelope;
}

/**
 * The loose outer shape the server accepts before the flow's own schema has its say. Pure: the
 * browser never parses an envelope, so its build leaves the schema out instead of building it while
 * a flow page starts (ADR 021).
 */
export const envelopeShape = /*#__PURE__*/ z.looseObject({
  flow: z.string().check(z.minLength(1)),
  adicional: z.optional(z.record(z.string(), z.unknown())),
});

/** Back from the wire: the flow's own fields travel in `adicional` and win over the shared ones. */
export function dataFromEnvelope(envelope: Record<string, unknown>): Record<string, unknown> {
  const adicional = (envelope.adicional ?? {}) as Record<string, unknown>;
  return { ...envelope, ...adicional };
}
