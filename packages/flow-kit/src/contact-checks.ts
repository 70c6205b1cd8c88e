import * as z from 'zod/mini';

// Built on the first check, not while a flow page starts (ADR 021).
let emailFormat: ReturnType<typeof z.email> | undefined;

/** DECISIONS §5: e-mail format is checked, in the browser and on the server, with this message. */
export const EMAIL_FORMAT_MESSAGE = 'El formato del email no es válido';
export const PHONE_FORMAT_MESSAGE = 'El teléfono no es válido para el país seleccionado';

export const isEmail = (value: string): boolean => (emailFormat ??= z.email()).safeParse(value.trim()).success;

/** A phone read against a country's plan: its national number ('612345678'), or undefined when it does not fit. */
type NumberingPlanReader = (value: string, countryCode: string) => string | undefined;
let numberingPlan: NumberingPlanReader | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the numbering plans (libphonenumber-js, ~30 KB gzipped). The server loads them at start-up;
 * the browser when the visitor reaches a phone field or submits, so the first page stays light.
 */
export function loadNumberingPlans(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(({ parsePhoneNumberFromString, getCountryCallingCode }) => {
    numberingPlan = (value, countryCode) => {
      try {
        const country = countryCode.toUpperCase() as Parameters<typeof getCountryCallingCode>[0];
        const phone = parsePhoneNumberFromString(value, country);
        // '+33 6…' is a valid number, but of France: with Spain chosen it would be stored as '+34 +33 6…'.
        if (!phone?.isValid() || phone.countryCallingCode !== getCountryCallingCode(country)) return undefined;
        return phone.nationalNumber;
      } catch {
        return undefined;
      }
    };
  });
  return loading;
}

export const numberingPlansLoaded = () => numberingPlan !== undefined;

/**
 * A phone is valid when it fits the numbering plan of the chosen country (DECISIONS §5). Until the
 * plans are loaded only its shape is checked; the server always checks against the plans.
 */
export function isPhoneOf(value: string, countryCode: string): boolean {
  const trimmed = value.trim();
  if (numberingPlan) return numberingPlan(trimmed, countryCode) !== undefined;
  return /^\+?[\d\s().-]{6,20}$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 6;
}

/**
 * The phone as a summary shows it: its country's code once, then the number ('+34 612345678'),
 * also when the visitor typed the code ('+34 612 345 678', '0034612345678') into the field.
 */
export function phoneWithCode(value: string, country: { code: string; dialCode: string } | undefined): string {
  const dialCode = country?.dialCode ?? '+34';
  const typedCode = new RegExp(`^(\\+|00)${dialCode.replace(/\D/g, '')}[\\s.-]*`);
  return `${dialCode} ${nationalPhone(value, country?.code ?? 'ES').replace(typedCode, '')}`;
}

/**
 * The phone as the shop stores it: the national number alone ('+34 612 345 678', '0034612345678'
 * and '612 34 56 78' are all '612345678'), since the country's calling code is stored beside it.
 * Needs the plans (the server has them from start-up); anything else is left as typed.
 */
export function nationalPhone(value: string, countryCode: string): string {
  return numberingPlan?.(value.trim(), countryCode) ?? value.trim();
}
