import { nationalPhone, type AnyFlow, type Fields } from '@shop/flow-kit';

/**
 * Each phone of an order stored as its national number, its country's calling code beside it
 * (DECISIONS §5): '+34 612 345 678' was stored as typed and mailed to the office as
 * '+34 +34 612 345 678'. Runs after validation, so every phone fits its country's plan.
 */
export function canonicalPhones<D extends Record<string, unknown>>(flow: AnyFlow, data: D): D {
  const out: Record<string, unknown> = { ...data };
  for (const [name, field] of Object.entries(flow.fields as Fields)) {
    if (field.kind !== 'phone' || typeof out[name] !== 'string') continue;
    const country = out[field.countryField ?? 'selectedCountry'] as { code?: unknown } | undefined;
    if (typeof country?.code === 'string') out[name] = nationalPhone(out[name] as string, country.code);
  }
  return out as D;
}
