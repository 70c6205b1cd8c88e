import { Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { retryableLazy } from './OnDemandStatus';
import { useHydrated } from '../../useHydrated';
import { loadCountries } from './useOnDemand';
import { countryChosenBeforeCode, PhoneCountryBeforeCode } from './PhoneCountryBeforeCode';
import { SPAIN } from '@shop/ip-content/spain';
import type { Country } from '@shop/ip-content/countries';
import { loadNumberingPlans } from '@shop/flow-kit';
import { Field, inputClass } from './Field';
import { ChevronDownIcon } from './icons';
import { useDismiss } from './useDismiss';
import { useBrowserCountry } from './useBrowserCountry';
import { describedBy, fieldId, type WidgetProps } from './types';

// The picker (and the country list behind it) loads when the visitor opens it.
const CountryPicker = retryableLazy(
  () => import('./CountryPicker').then((module) => module.CountryPicker),
  'absolute top-full z-20 mt-1 w-full max-w-sm shadow',
);

/**
 * Kind phone: the dial-code picker and the number (spec-1 §2.7). The country lives in its own data
 * field (`field.countryField`), so the number stays national. Flows with `fixedCountry` show a
 * static +34 instead of the picker (spec-2 §2.2). With `countryFromBrowser` the country starts
 * from the browser language region (DECISIONS §6, §9). Until the page's code runs, the picker is a
 * native select of the server's (PhoneCountryBeforeCode, ADR 021: forms before JavaScript).
 */
export function PhoneWidget({ name, field, value, data, label, required, error, onChange, disabled }: WidgetProps<'phone', string>) {
  const storedCountry = field.countryField ? (data[field.countryField] as Country | undefined) : undefined;
  const country = field.fixedCountry ? SPAIN : (storedCountry ?? SPAIN);
  const inputRef = useRef<HTMLInputElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const prefixId = useId();
  const invalid = Boolean(error);
  const hydrated = useHydrated();

  // A country chosen in the server's select before the code ran is the visitor's choice. Once, as the page hydrates.
  const takeChoiceBeforeCode = useEffectEvent(() => {
    const code = countryChosenBeforeCode(rowRef.current);
    if (!code || !field.countryField) return;
    const countryField = field.countryField;
    void loadCountries().then(({ countryByCode }) => {
      const chosen = countryByCode(code);
      if (chosen) onChange({ [countryField]: chosen });
    });
  });
  useEffect(() => takeChoiceBeforeCode(), []);

  const choose = (chosen: Country) => {
    if (field.countryField) onChange({ [field.countryField]: chosen });
    inputRef.current?.focus();
  };
  useBrowserCountry(Boolean(field.countryFromBrowser && field.countryField && !field.fixedCountry), country, !value, (guessed) => {
    if (field.countryField) onChange({ [field.countryField]: guessed });
  });

  return (
    <Field name={name} label={label} required={required} hint={field.hint} error={error}>
      {/* The picker's panel is positioned against this row, so it spans the whole field. The number
          goes under the dial code when it would get less than 8rem (enlarged text on a phone). */}
      <div ref={rowRef} className="relative flex flex-wrap gap-2">
        {field.fixedCountry ? (
          <span
            id={prefixId}
            className="inline-flex shrink-0 items-center rounded-lg border border-slate-400 bg-slate-100 px-3 text-base font-medium text-slate-800"
          >
            {SPAIN.dialCode}
          </span>
        ) : !hydrated && field.countryField ? (
          <PhoneCountryBeforeCode name={field.countryField} id={prefixId} selected={country} invalid={invalid} disabled={disabled} />
        ) : (
          <DialCodeButton country={country} prefixId={prefixId} invalid={invalid} disabled={disabled} onChoose={choose} />
        )}
        <input
          ref={inputRef}
          id={fieldId(name)}
          name={name}
          type="tel"
          value={value ?? ''}
          disabled={disabled}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          // The prefix is part of what the number means, so it describes the input too.
          aria-describedby={[prefixId, describedBy(name, Boolean(field.hint), error)].filter(Boolean).join(' ')}
          // The numbering plans load when the visitor reaches the phone, not with the page.
          onFocus={() => void loadNumberingPlans()}
          onChange={(event) => onChange({ [name]: event.target.value })}
          className={`min-w-[8rem] flex-1 ${inputClass(invalid)}`}
        />
      </div>
    </Field>
  );
}

interface DialCodeButtonProps {
  country: Country;
  prefixId: string;
  invalid: boolean;
  disabled: boolean;
  onChoose: (country: Country) => void;
}

/**
 * The 'ES +34' button and its dropdown. The panel sits in the DOM right after the button, before
 * the number, so Tab from the search box reaches the number, which closes the dropdown.
 */
function DialCodeButton({ country, prefixId, invalid, disabled, onChoose }: DialCodeButtonProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pickerId = useId();

  useDismiss(open, containerRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div ref={containerRef} className="flex w-36 shrink-0">
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-label={`País: ${country.name} (${country.dialCode})`}
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={`inline-flex min-h-11 w-full items-center justify-between gap-1.5 rounded-lg border bg-white px-3 text-base font-medium text-slate-900 shadow-sm hover:bg-slate-50 disabled:bg-slate-100 ${
          invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-400'
        }`}
      >
        <span id={prefixId}>
          {country.code} {country.dialCode}
        </span>
        <ChevronDownIcon className={`size-4 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <Suspense
          fallback={
            <p role="status" className="absolute top-full z-20 mt-1 rounded-lg bg-white p-3 text-sm shadow">
              Cargando la lista de países...
            </p>
          }
        >
          <CountryPicker
            id={pickerId}
            selected={country}
            onChoose={(chosen) => {
              setOpen(false);
              onChoose(chosen);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
