import type { AnyFlow, Fields, Issues } from '@shop/flow-kit';
import { countryByCode, type Country } from '@shop/ip-content/countries';

const INVALID_COUNTRY = 'Valor no válido';

/** The fields of a flow that hold countries: the pickers' lists and the phone fields' countries. */
function countryFieldsOf(flow: AnyFlow): { name: string; list: boolean }[] {
  const fields = Object.entries(flow.fields as Fields);
  return [
    ...fields.filter(([, field]) => field.kind === 'countries').map(([name]) => ({ name, list: true })),
    ...[...new Set(fields.flatMap(([, field]) => (field.kind === 'phone' ? [field.countryField ?? 'selectedCountry'] : [])))].map((name) => ({
      name,
      list: false,
    })),
  ];
}

/**
 * The browser checks a country's shape only (its list loads on demand); the server holds the list:
 * a code that names no country is refused, and each country is stored with the list's own name and
 * calling code, whatever name the client sent with it.
 */
export function canonicalCountries<D extends Record<string, unknown>>(flow: AnyFlow, data: D): { data: D; issues: Issues } {
  const issues: Issues = {};
  const out: Record<string, unknown> = { ...data };
  const canonical = (value: unknown, path: string): Country | undefined => {
    const found = countryByCode(String((value as { code?: unknown } | undefined)?.code ?? ''));
    if (!found) issues[path] = INVALID_COUNTRY;
    return found;
  };
  for (const { name, list } of countryFieldsOf(flow)) {
    const value = out[name];
    if (list && Array.isArray(value)) out[name] = value.map((country, index) => canonical(country, `${name}.${index}`) ?? country);
    else if (!list && value !== undefined) out[name] = canonical(value, name) ?? value;
  }
  return { data: out as D, issues };
}
