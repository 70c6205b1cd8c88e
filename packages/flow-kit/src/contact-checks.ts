import { z } from 'zod';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';

const emailFormat = z.email();

/** DECISIONS §5: e-mail format is checked, in the browser and on the server, with this message. */
export const EMAIL_FORMAT_MESSAGE = 'El formato del email no es válido';
export const PHONE_FORMAT_MESSAGE = 'El teléfono no es válido para el país seleccionado';

export const isEmail = (value: string): boolean => emailFormat.safeParse(value.trim()).success;

/** A phone is valid when it fits the numbering plan of the chosen country (DECISIONS §5). */
export function isPhoneOf(value: string, countryCode: string): boolean {
  try {
    return isValidPhoneNumber(value.trim(), countryCode.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}
