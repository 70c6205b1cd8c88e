import { phone, phoneWithCode, type AnyData, type SummaryView } from '@shop/flow-kit';

/** spec-2 §2.2: several flows fix the prefix at +34 and the country at Spain. */
export const fixedSpanishPhone = {
  phone: phone({ label: 'Teléfono', required: 'El teléfono es obligatorio', countryField: 'selectedCountry', fixedCountry: true, half: true }),
};

/** DECISIONS §6, §9: the European form guesses the phone country from the browser language region. */
export const browserCountryPhone = {
  phone: phone({ label: 'Teléfono', required: 'El teléfono es obligatorio', countryField: 'selectedCountry', countryFromBrowser: true, half: true }),
};

/** Applicant, e-mail and phone: the first rows of every summary (spec-2 §2.15). */
export function applicantRows(data: AnyData): SummaryView['rows'] {
  return [
    { label: 'Solicitante', value: [data.name, data.applicantType === 'empresa' ? '' : data.lastName].filter(Boolean).join(' ') },
    { label: 'Email', value: data.email },
    { label: 'Teléfono', value: phoneWithCode(String(data.phone ?? ''), data.selectedCountry as { code: string; dialCode: string } | undefined) },
  ];
}
