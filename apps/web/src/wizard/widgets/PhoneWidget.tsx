import { useId, useRef, useState } from 'react';
import { SPAIN, type Country } from '@shop/ip-content';
import { CountryPicker } from './CountryPicker';
import { Field, inputClass } from './Field';
import { ChevronDownIcon } from './icons';
import { useDismiss } from './useDismiss';
import { describedBy, fieldId, type WidgetProps } from './types';

/**
 * Kind phone: the dial-code picker and the number (spec-1 §2.7). The country lives in its own data
 * field (`field.countryField`), so the number stays national. Flows with `fixedCountry` show a
 * static +34 instead of the picker (spec-2 §2.2).
 */
export function PhoneWidget({ name, field, value, data, label, required, error, onChange, disabled }: WidgetProps<string>) {
  const storedCountry = field.countryField ? (data[field.countryField] as Country | undefined) : undefined;
  const country = field.fixedCountry ? SPAIN : (storedCountry ?? SPAIN);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const prefixId = useId();
  const pickerId = useId();

  useDismiss(open, containerRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const choose = (chosen: Country) => {
    if (field.countryField) onChange({ [field.countryField]: chosen });
    setOpen(false);
    inputRef.current?.focus();
  };

  const invalid = Boolean(error);
  // The prefix is part of what the number means, so the input is described by it too.
  const description = [prefixId, describedBy(name, Boolean(field.hint), error)].filter(Boolean).join(' ');
  return (
    <Field name={name} label={label} required={required} hint={field.hint} error={error}>
      <div ref={containerRef} className="relative flex gap-2">
        {field.fixedCountry ? (
          <span id={prefixId} className="inline-flex shrink-0 items-center rounded-lg border border-slate-400 bg-slate-100 px-3 text-base font-medium text-slate-800">
            {SPAIN.dialCode}
          </span>
        ) : (
          <button
            ref={buttonRef}
            type="button"
            disabled={disabled}
            aria-label={`País: ${country.name} (${country.dialCode})`}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? pickerId : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border bg-white px-3 text-base font-medium text-slate-900 shadow-sm hover:bg-slate-50 disabled:bg-slate-100 ${
              invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-400'
            }`}
          >
            <span id={prefixId}>
              {country.code} {country.dialCode}
            </span>
            <ChevronDownIcon className={`size-4 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
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
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={description}
          onChange={(event) => onChange({ [name]: event.target.value })}
          className={`min-w-0 flex-1 ${inputClass(invalid)}`}
        />
        {open && <CountryPicker id={pickerId} selected={country} onChoose={choose} />}
      </div>
    </Field>
  );
}
