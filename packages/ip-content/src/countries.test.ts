import { describe, expect, it } from 'vitest';
import { buildCountries } from '../scripts/countries-source';
import { EU_COUNTRY_CODES, SPAIN, countries, countryByCode, isEuCountry, normalizeForSearch, searchCountries } from './countries';

const codes = (list: readonly { code: string }[]): string[] => list.map((c) => c.code);

describe('countries', () => {
  it('has every country with a calling code', () => {
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(260);
  });

  it('is sorted by Spanish name', () => {
    const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, 'es'));
    expect(codes(countries)).toEqual(codes(sorted));
    expect(countries[0]?.name).toBe('Afganistán');
  });

  it('has well-formed, unique entries', () => {
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(c.name.trim()).toBe(c.name);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(new Set(codes(countries)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
  });

  it('includes España with +34', () => {
    expect(SPAIN).toEqual({ code: 'ES', name: 'España', dialCode: '+34' });
    expect(countries).toContainEqual(SPAIN);
  });

  it('equals what the generator builds from the libraries (run the generator if this fails)', () => {
    expect(countries).toEqual(buildCountries());
  });
});

describe('countryByCode', () => {
  it('finds countries case-insensitively', () => {
    expect(countryByCode('ES')).toEqual(SPAIN);
    expect(countryByCode(' es ')).toEqual(SPAIN);
    expect(countryByCode('DE')?.name).toBe('Alemania');
    expect(countryByCode('US')?.dialCode).toBe('+1');
  });

  it('returns undefined for unknown codes', () => {
    expect(countryByCode('XX')).toBeUndefined();
    expect(countryByCode('')).toBeUndefined();
  });
});

describe('EU_COUNTRY_CODES', () => {
  it('lists the 27 member states, all present in the country list', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    for (const code of EU_COUNTRY_CODES) expect(countryByCode(code), code).toBeDefined();
    expect(isEuCountry('es')).toBe(true);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry('CH')).toBe(false);
  });
});

describe('searchCountries', () => {
  it('returns every country for an empty query', () => {
    expect(searchCountries('')).toEqual(countries);
    expect(searchCountries('   ')).toEqual(countries);
  });

  it('matches names by substring, ignoring case and accents', () => {
    expect(codes(searchCountries('esp'))).toContain('ES');
    expect(searchCountries('ALEMANIA')[0]?.code).toBe('DE');
    expect(searchCountries('peru')[0]?.code).toBe('PE');
    expect(searchCountries('PERÚ')[0]?.code).toBe('PE');
    expect(codes(searchCountries('japon'))).toEqual(['JP']);
    expect(codes(searchCountries('unidos'))).toEqual(expect.arrayContaining(['US', 'AE']));
  });

  it('matches calling codes with or without "+"', () => {
    expect(searchCountries('+34')[0]).toEqual(SPAIN);
    expect(searchCountries('34')[0]).toEqual(SPAIN);
    expect(searchCountries(' 34 ')[0]).toEqual(SPAIN);
    const plusOne = codes(searchCountries('+1'));
    expect(plusOne).toEqual(expect.arrayContaining(['US', 'CA', 'PR']));
  });

  it('matches ISO codes, ranking the exact code first', () => {
    expect(searchCountries('es')[0]).toEqual(SPAIN);
    expect(searchCountries('ES')[0]).toEqual(SPAIN);
    expect(searchCountries('de')[0]?.code).toBe('DE');
  });

  it('ranks names that start with the query before other name matches', () => {
    const result = codes(searchCountries('guinea'));
    expect(result.slice(0, 3)).toEqual(['GN', 'GQ', 'GW']); // Guinea, Guinea Ecuatorial, Guinea-Bisáu
    expect(result).toContain('PG');
  });

  it('byNameOnly ignores calling codes and ISO codes', () => {
    expect(searchCountries('34', { byNameOnly: true })).toEqual([]);
    expect(searchCountries('+34', { byNameOnly: true })).toEqual([]);
    expect(codes(searchCountries('esp', { byNameOnly: true }))).toContain('ES');
    expect(codes(searchCountries('de', { byNameOnly: true }))).not.toContain('DE');
    expect(codes(searchCountries('suecia', { byNameOnly: true }))).toEqual(['SE']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchCountries('zzzz')).toEqual([]);
    expect(searchCountries('99999')).toEqual([]);
  });
});

describe('normalizeForSearch', () => {
  it('strips accents and case', () => {
    expect(normalizeForSearch('  Perú ')).toBe('peru');
    expect(normalizeForSearch('ESPAÑA')).toBe('espana');
    expect(normalizeForSearch('Islas Åland')).toBe('islas aland');
  });
});

describe('SPAIN', () => {
  it('is the list entry for ES', async () => {
    const { SPAIN, countryByCode } = await import('./countries');
    expect(SPAIN).toEqual(countryByCode('ES'));
  });
});
