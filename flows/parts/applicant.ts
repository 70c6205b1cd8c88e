import { phone } from '@shop/flow-kit';

/** spec-2 §2.2: several flows fix the prefix at +34 and the country at Spain. */
export const fixedSpanishPhone = {
  phone: phone({ label: 'Teléfono', required: 'El teléfono es obligatorio', countryField: 'selectedCountry', fixedCountry: true, half: true }),
};

/** DECISIONS §6, §9: the European form guesses the phone country from the browser language region. */
export const browserCountryPhone = {
  phone: phone({ label: 'Teléfono', required: 'El teléfono es obligatorio', countryField: 'selectedCountry', countryFromBrowser: true, half: true }),
};
