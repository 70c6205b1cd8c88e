import type { AnyData } from './fields';
import { textIssue } from './text-checks';
import { isForeignTaxNumber, looksLikeNie, normalizeTaxNumber, spanishTaxNumberKind } from './tax-numbers';

/**
 * The invoice's holder (DECISIONS §12, RD 1619/2012): who the invoice names, with a tax number
 * and an address. On the wire it is the envelope's `facturacion`, exactly these keys.
 */
export interface Billing {
  nif: string;
  nombre: string;
  direccion: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string;
  pais: string;
}

export type BillingKey = keyof Billing;
export const BILLING_KEYS = ['nif', 'nombre', 'direccion', 'codigoPostal', 'ciudad', 'provincia', 'pais'] as const satisfies readonly BillingKey[];

/** The most characters each part takes: a tax number, a name or an address line, a postal code, a place. */
export const BILLING_MAX_LENGTH: Record<BillingKey, number> = {
  nif: 20,
  nombre: 200,
  direccion: 200,
  codigoPostal: 10,
  ciudad: 100,
  provincia: 100,
  pais: 100,
};

/** RD 1619/2012 art. 4.1.a (DECISIONS §12): up to 400 € VAT included a simplified invoice will do. */
export const SIMPLIFIED_INVOICE_MAX_CENTS = 40_000;

export const SPAIN_NAME = 'España';

export const BILLING_MESSAGES = {
  nifRequired: { persona: 'El NIF o NIE es obligatorio', empresa: 'El CIF es obligatorio', foreign: 'El número de identificación fiscal es obligatorio' },
  nifInvalid: 'El NIF no es válido',
  nieInvalid: 'El NIE no es válido',
  cifInvalid: 'El CIF no es válido',
  foreignInvalid: 'El número de identificación fiscal no es válido',
  // A company's invoice names the company (DECISIONS §12); a self-employed person is a persona física.
  personNifForCompany: 'Indica el CIF de la empresa. Si eres autónomo, elige «Soy Persona Física» como tipo de solicitante.',
  companyNifForPerson: 'Es un CIF: para facturar a una empresa, elige «Soy Empresa» como tipo de solicitante.',
  nombre: 'El nombre o la razón social es obligatorio',
  direccion: 'La dirección es obligatoria',
  codigoPostal: 'El código postal es obligatorio',
  codigoPostalInvalid: 'El código postal no es válido',
  ciudad: 'La ciudad es obligatoria',
  provincia: 'La provincia es obligatoria',
  pais: 'El país es obligatorio',
} as const;

const isCompany = (data: AnyData) => data.applicantType === 'empresa';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The country is Spain: how people write it ('España', 'Espana', 'Spain', 'ES'); blank reads as Spain, the form's default. */
export const isSpain = (pais: string): boolean => ['', 'espana', 'spain', 'es', 'esp'].includes(plain(pais));

/**
 * DECISIONS §12, RD 1619/2012 arts. 6 and 7.1.a: a company, or any order over 400 € VAT included,
 * gets a complete invoice, which names the client with tax number and address. A person at or
 * under 400 € may have a simplified one (art. 4) and gives them only if they want a complete one.
 */
export const billingRequired = (data: AnyData, totalCents: number): boolean => isCompany(data) || totalCents > SIMPLIFIED_INVOICE_MAX_CENTS;

/** The applicant's name as the invoice would read it: name and surnames, or the company name. */
export const applicantNameOf = (data: AnyData): string => [text(data.name), isCompany(data) ? '' : text(data.lastName)].filter(Boolean).join(' ');

/**
 * What the block starts with (the visitor changes either): the applicant's name, and the country
 * of the applicant's phone, Spain unless chosen otherwise (the European form guesses it from the
 * browser, DECISIONS §6).
 */
export const billingPrefill = (data: AnyData): Billing => ({
  nif: '',
  nombre: applicantNameOf(data),
  direccion: '',
  codigoPostal: '',
  ciudad: '',
  provincia: '',
  pais: text((data.selectedCountry as { name?: unknown } | undefined)?.name) || SPAIN_NAME,
});

/** Any object as a Billing: missing or non-text parts read blank. */
export const asBilling = (value: unknown): Billing | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (Object.fromEntries(BILLING_KEYS.map((key) => [key, typeof (value as AnyData)[key] === 'string' ? (value as AnyData)[key] : ''])) as unknown as Billing)
    : null;

/** Nothing that names anybody: no tax number, name or address (the country alone is the form's default). */
export const isEmptyBilling = (billing: Billing | null): boolean =>
  billing === null || BILLING_KEYS.every((key) => key === 'pais' || text(billing[key]) === '');

/**
 * As stored and sent (DECISIONS §12): parts trimmed, the tax number as the tax office writes it,
 * Spain named 'España', a Spanish postal code without spaces; an empty block is none (a
 * simplified invoice).
 */
export function normalizeBilling(value: unknown): Billing | null {
  const billing = asBilling(value);
  if (billing === null || isEmptyBilling(billing)) return null;
  const spain = isSpain(billing.pais);
  const trimmed = Object.fromEntries(BILLING_KEYS.map((key) => [key, text(billing[key])])) as unknown as Billing;
  return {
    ...trimmed,
    nif: normalizeTaxNumber(trimmed.nif, spain),
    codigoPostal: spain ? trimmed.codigoPostal.replace(/\s/g, '') : trimmed.codigoPostal,
    pais: spain ? SPAIN_NAME : trimmed.pais,
  };
}

/** Spanish postal codes run from 01000 to 52999 (the first two digits are the province, 01 to 52). */
export const isSpanishPostalCode = (code: string): boolean => /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(code.replace(/\s/g, ''));
const isForeignPostalCode = (code: string): boolean => /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(code.trim());

function taxNumberIssue(nif: string, data: AnyData, spain: boolean): string | undefined {
  if (!spain) return isForeignTaxNumber(nif) ? undefined : BILLING_MESSAGES.foreignInvalid;
  const kind = spanishTaxNumberKind(nif);
  if (isCompany(data)) {
    if (kind === 'company') return undefined;
    return kind === 'person' ? BILLING_MESSAGES.personNifForCompany : BILLING_MESSAGES.cifInvalid;
  }
  if (kind === 'person') return undefined;
  if (kind === 'company') return BILLING_MESSAGES.companyNifForPerson;
  return looksLikeNie(nif) ? BILLING_MESSAGES.nieInvalid : BILLING_MESSAGES.nifInvalid;
}

/**
 * The block's messages, per part: `value` as the data holds it (null when the visitor asked for
 * none), `totalCents` the order's total. Required and blank, the block is read as it starts
 * (`billingPrefill`), which the visitor sees.
 */
export function billingIssues(value: unknown, data: AnyData, totalCents: number): Partial<Record<BillingKey, string>> {
  const given = asBilling(value);
  const required = billingRequired(data, totalCents);
  if (!required && isEmptyBilling(given)) return {};
  const billing = given ?? billingPrefill(data);
  const spain = isSpain(billing.pais);
  const issues: Partial<Record<BillingKey, string>> = {};
  for (const key of BILLING_KEYS) {
    const issue = textIssue(billing[key], BILLING_MAX_LENGTH[key], false);
    if (issue) issues[key] = issue;
  }
  const blank = (key: BillingKey) => text(billing[key]) === '' && issues[key] === undefined;
  const requiredMessage = isCompany(data) ? BILLING_MESSAGES.nifRequired.empresa : BILLING_MESSAGES.nifRequired.persona;
  if (blank('nif')) issues.nif = spain ? requiredMessage : BILLING_MESSAGES.nifRequired.foreign;
  else issues.nif ??= taxNumberIssue(billing.nif, data, spain);
  for (const key of ['nombre', 'direccion', 'codigoPostal', 'ciudad', 'pais'] as const) if (blank(key)) issues[key] = BILLING_MESSAGES[key];
  // Provinces are Spain's: elsewhere the address may have none.
  if (spain && blank('provincia')) issues.provincia = BILLING_MESSAGES.provincia;
  if (!blank('codigoPostal') && issues.codigoPostal === undefined) {
    if (!(spain ? isSpanishPostalCode(billing.codigoPostal) : isForeignPostalCode(billing.codigoPostal)))
      issues.codigoPostal = BILLING_MESSAGES.codigoPostalInvalid;
  }
  // In the form's order: the first part at fault is the one the visitor is sent to.
  return Object.fromEntries(BILLING_KEYS.filter((key) => issues[key] !== undefined).map((key) => [key, issues[key]]));
}
