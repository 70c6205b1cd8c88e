/**
 * Countries with Spanish names and international calling codes, for the
 * phone-prefix picker and the international (multi-country) selector.
 *
 * The list itself lives in the generated file countries.data.ts; see
 * scripts/generate-countries.ts.
 */
import { countryData } from './countries.data';

export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case ("ES"). */
  code: string;
  /** Spanish short name ("España"). */
  name: string;
  /** International calling code with a leading plus ("+34"). */
  dialCode: string;
}

export interface SearchCountriesOptions {
  /** Match country names only, ignoring calling codes and ISO codes. */
  byNameOnly?: boolean;
}

/** All countries with a calling code, sorted by Spanish name. */
export const countries: readonly Country[] = countryData;

// Built on first use: a module-level Map would keep the whole list in every bundle that imports SPAIN.
let byCodeIndex: ReadonlyMap<string, Country> | undefined;
const byCode = () => (byCodeIndex ??= new Map(countries.map((c) => [c.code, c])));

export { SPAIN } from './spain';

/** ISO codes of the 27 member states of the European Union. */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];

/** The country with this ISO alpha-2 code (case-insensitive), or undefined. */
export function countryByCode(code: string): Country | undefined {
  return byCode().get(code.trim().toUpperCase());
}

/** True when the ISO alpha-2 code (case-insensitive) belongs to an EU member state. */
export function isEuCountry(code: string): boolean {
  return (EU_COUNTRY_CODES as readonly string[]).includes(code.trim().toUpperCase());
}

/** Lower case, no diacritics ("Perú" -> "peru"), trimmed. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const normalizedNames: ReadonlyMap<Country, string> = new Map(countries.map((c) => [c, normalizeForSearch(c.name)]));

/**
 * Countries matching `query`, best matches first. Case- and accent-insensitive.
 *
 * A query matches a country when it is part of the country's name, when it is
 * the start of its calling code (with or without "+": "34" and "+34" find
 * España) or when it equals its ISO code ("es"). With `byNameOnly` only names
 * are considered. An empty query returns every country in list order.
 *
 * Ranking: exact ISO code or calling code, then names starting with the query,
 * then names with a word starting with it, then any other name match, then
 * calling codes starting with it; ties keep the alphabetical list order.
 */
export function searchCountries(query: string, opts: SearchCountriesOptions = {}): Country[] {
  const q = normalizeForSearch(query);
  if (q === '') return [...countries];

  const digits = /^\+?\d+$/.test(q) ? q.replace('+', '') : undefined;
  const scored: { country: Country; rank: number }[] = [];

  for (const country of countries) {
    const rank = matchRank(country, q, digits, opts.byNameOnly === true);
    if (rank !== undefined) scored.push({ country, rank });
  }
  // Array.prototype.sort is stable, so equal ranks keep the alphabetical order.
  return scored.sort((a, b) => a.rank - b.rank).map((s) => s.country);
}

function matchRank(country: Country, q: string, digits: string | undefined, byNameOnly: boolean): number | undefined {
  const dial = country.dialCode.slice(1);
  if (!byNameOnly) {
    if (q === country.code.toLowerCase()) return 0;
    if (digits !== undefined && dial === digits) return 0;
  }
  const name = normalizedNames.get(country) ?? '';
  if (name.startsWith(q)) return 1;
  const at = name.indexOf(q);
  if (at > 0) return /[\s(\-,.]/.test(name.charAt(at - 1)) ? 2 : 3;
  if (!byNameOnly && digits !== undefined && dial.startsWith(digits)) return 4;
  return undefined;
}
