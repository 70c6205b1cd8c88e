import { Suspense, use } from 'react';
import type { Country } from '@shop/ip-content';
import { countriesOnServer } from './countriesOnServer';

interface PhoneCountryBeforeCodeProps {
  /** The phone's `countryField`: the form sends the chosen country's ISO code under it (step-form.ts). */
  name: string;
  /** The prefix's id, which the number's aria-describedby names, as it names the button's once the code runs. */
  id: string;
  selected: Country;
  invalid: boolean;
  disabled: boolean;
}

/**
 * The phone's country as plain HTML (ADR 021: forms before JavaScript): a native select of every
 * country with its dial code, in the order of their Spanish names, which the dial-code button and
 * its searchable picker replace once the page's code runs. Without it a visitor could only give a
 * Spanish number.
 */
export function PhoneCountryBeforeCode(props: PhoneCountryBeforeCodeProps) {
  return (
    <Suspense fallback={null}>
      <CountrySelect {...props} />
    </Suspense>
  );
}

function CountrySelect({ name, id, selected, invalid, disabled }: PhoneCountryBeforeCodeProps) {
  const { countries } = use(countriesOnServer());
  return (
    <select
      id={id}
      name={name}
      defaultValue={selected.code}
      disabled={disabled}
      aria-label="País del teléfono"
      className={`min-h-11 w-36 shrink-0 rounded-lg border bg-white px-2 text-base text-slate-900 shadow-sm disabled:bg-slate-100 ${
        invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-400'
      }`}
    >
      {countries.map((country) => (
        // One text node per option: React would write three, with two comments between them, for 243 options.
        <option key={country.code} value={country.code}>{`${country.name} (${country.dialCode})`}</option>
      ))}
    </select>
  );
}

/**
 * The country chosen in the server's select before the page's code ran: React never hydrates that
 * select, so the widget reads it once, as it hydrates, before its button replaces it.
 */
export function countryChosenBeforeCode(container: HTMLElement | null): string | undefined {
  const select = container?.querySelector('select');
  const shown = select ? [...select.options].find((option) => option.defaultSelected) : undefined;
  return select && shown && select.value !== shown.value ? select.value : undefined;
}
