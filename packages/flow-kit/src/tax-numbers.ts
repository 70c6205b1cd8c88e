// The two checks by their own modules: the package's index is CommonJS that re-exports all of it
// through getters, which no bundler can trim, and the wizard sent it whole (ADR 021).
import { isValidLegalEntityNif } from 'nif-dni-nie-cif-validation/dist/nif/legalEntityNif/legalEntityNif.js';
import { isValidNaturalPersonNif } from 'nif-dni-nie-cif-validation/dist/nif/naturalPersonNif/naturalPersonNif.js';

/**
 * Spanish tax numbers (NIF) with their check character: a person's (DNI, the K/L/M NIFs of
 * persons without a DNI, NIE) and a company's (the legal entity NIF still called CIF). The same
 * functions run in the browser and on the server.
 */

export type TaxNumberKind = 'person' | 'company';

/**
 * As people write them, as the tax office reads them: upper case, without spaces, dots, hyphens or
 * slashes ('12.345.678-z' is '12345678Z'). With `spanish`, the EU VAT prefix goes ('ESB12345674' is
 * 'B12345674') and a DNI written without its leading zero gets it back ('1234567L').
 */
export function normalizeTaxNumber(raw: string, spanish = true): string {
  const compact = raw.toUpperCase().replace(/[\s.\-_/]/g, '');
  if (!spanish) return compact;
  const withoutPrefix = /^ES[0-9A-Z]\d{7}[0-9A-Z]$/.test(compact) ? compact.slice(2) : compact;
  return /^\d{7}[A-Z]$/.test(withoutPrefix) ? `0${withoutPrefix}` : withoutPrefix;
}

/** Which Spanish tax number this is, its check character verified; undefined when it is none. */
export function spanishTaxNumberKind(raw: string): TaxNumberKind | undefined {
  const nif = normalizeTaxNumber(raw);
  if (isValidNaturalPersonNif(nif)) return 'person';
  if (isValidLegalEntityNif(nif)) return 'company';
  return undefined;
}

/** A NIE starts with X, Y or Z: its holder reads 'NIE', not 'NIF', in the message. */
export const looksLikeNie = (raw: string): boolean => /^[XYZ]/.test(normalizeTaxNumber(raw));

/**
 * A foreign tax identification number (a VAT number, a national tax id): its format is the other
 * country's, so only its shape is checked, 2 to 20 letters and digits once normalised.
 */
export const isForeignTaxNumber = (raw: string): boolean => /^[A-Z0-9]{2,20}$/.test(normalizeTaxNumber(raw, false));
