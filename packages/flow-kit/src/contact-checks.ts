import * as z from 'zod/mini';

const emailFormat = z.email();

/** DECISIONS §5: e-mail format is checked, in the browser and on the server, with this message. */
export const EMAIL_FORMAT_MESSAGE = 'El formato del email no es válido';
export const PHONE_FORMAT_MESSAGE = 'El teléfono no es válido para el país seleccionado';

export const isEmail = (value: string): boolean => emailFormat.safeParse(value.trim()).success;

type NumberingPlanCheck = (value: string, countryCode: string) => boolean;
let numberingPlan: NumberingPlanCheck | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the numbering plans (libphonenumber-js, ~30 KB gzipped). The server loads them at start-up;
 * the browser when the visitor reaches a phone field or submits, so the first page stays light.
 */
export function loadNumberingPlans(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(({ isValidPhoneNumber }) => {
    numberingPlan = (value, countryCode) => {
      try {
        return isValidPhoneNumber(value, countryCode.toUpperCase() as Parameters<typeof isValidPhoneNumber>[1]);
      } catch {
        return false;
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
  if (numberingPlan) return numberingPlan(trimmed, countryCode);
  return /^\+?[\d\s().-]{6,20}$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 6;
}
