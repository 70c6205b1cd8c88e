import { Suspense, use } from 'react';
import type { Country } from '@shop/ip-content';
import { countriesOnServer } from './countriesOnServer';
import { inputClass } from './Field';
import { ChevronDownIcon } from './icons';

interface CountriesBeforeCodeProps {
  /** fieldId(name): the summary takes it, as the dropdown's button does once the code runs. */
  id: string;
  name: string;
  summary: string;
  chosen: readonly Country[];
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
}

/**
 * Kind countries as plain HTML (ADR 021: forms before JavaScript): a native disclosure of the same
 * size as the dropdown's button, which opens every country as a checkbox named by the field, one
 * ISO code each (step-form.ts). Its panel lies over the page as the dropdown's does, so nothing
 * moves when the page's code swaps it for the dropdown. No search: the list is in the order of
 * its Spanish names, and the browser's own find reaches any of them.
 */
export function CountriesBeforeCode({ id, name, summary, chosen, invalid, describedBy, disabled }: CountriesBeforeCodeProps) {
  return (
    <details className="group">
      <summary
        id={id}
        aria-describedby={describedBy}
        className={`flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-left [&::-webkit-details-marker]:hidden ${inputClass(invalid)}`}
      >
        <span className={chosen.length > 0 ? 'text-slate-900' : 'text-slate-600'}>{summary}</span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
      </summary>
      <Suspense fallback={null}>
        <AllCountries name={name} chosen={chosen} disabled={disabled} />
      </Suspense>
    </details>
  );
}

/** One checkbox per country, styled from the panel (243 rows: each row's markup is kept to its input and name). */
function AllCountries({ name, chosen, disabled }: { name: string; chosen: readonly Country[]; disabled: boolean }) {
  const { countries } = use(countriesOnServer());
  const chosenCodes = new Set(chosen.map((country) => country.code));
  return (
    <div
      role="group"
      aria-label="Países"
      className="absolute top-full left-0 z-30 mt-1 flex max-h-64 w-full flex-col overflow-y-auto overscroll-contain rounded-lg border border-slate-300 bg-white p-2 shadow-lg *:flex *:min-h-11 *:cursor-pointer *:items-center *:gap-3 *:rounded-md *:px-3 *:text-sm *:text-slate-900 *:hover:bg-brand-50 [&_input]:size-5 [&_input]:shrink-0 [&_input]:accent-brand-700"
    >
      {countries.map((country) => (
        <label key={country.code}>
          <input type="checkbox" name={name} value={country.code} defaultChecked={chosenCodes.has(country.code)} disabled={disabled} />
          {country.name}
        </label>
      ))}
    </div>
  );
}

/**
 * What the visitor ticked and unticked in the server's list before the page's code ran: React never
 * hydrates that list, so the form's hand-over of early input (earlyInput.ts) cannot reach the
 * widget's state through it; the widget reads it once, as it hydrates, before its dropdown replaces it.
 */
export function ticksBeforeCode(container: HTMLElement | null): { added: string[]; removed: string[] } {
  const boxes = [...(container?.querySelectorAll<HTMLInputElement>('details input[type="checkbox"]') ?? [])];
  return {
    added: boxes.filter((box) => box.checked && !box.defaultChecked).map((box) => box.value),
    removed: boxes.filter((box) => !box.checked && box.defaultChecked).map((box) => box.value),
  };
}
