import { useEffect, useRef } from 'react';
import { SPAIN } from '@shop/ip-content/spain';
import type { Country } from '@shop/ip-content/countries';
import { regionOfLanguage } from '@shop/flow-kit';

/**
 * For phone fields with `countryFromBrowser`: once, while the country is still the default (Spain)
 * and no number was typed, preselect the country of the browser language region ('fr-FR' → France).
 * No third-party lookup (DECISIONS §6); a region that is Spain, unknown or missing keeps Spain.
 */
export function useBrowserCountry(enabled: boolean, current: Country, untouched: boolean, onGuess: (country: Country) => void) {
  const guess = useRef({ current, untouched, onGuess });
  guess.current = { current, untouched, onGuess };
  useEffect(() => {
    if (!enabled || guess.current.current.code !== SPAIN.code || !guess.current.untouched) return;
    const region = regionOfLanguage(navigator.language);
    if (!region || region === SPAIN.code) return;
    let active = true;
    // The country list loads only when there is a region to look up.
    void import('@shop/ip-content/countries').then(({ countryByCode }) => {
      const country = countryByCode(region);
      const now = guess.current;
      if (active && country && now.untouched && now.current.code === SPAIN.code) now.onGuess(country);
    });
    return () => {
      active = false;
    };
  }, [enabled]);
}
