import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Country } from '@shop/ip-content';
import { useHydrated } from '../../useHydrated';
import { loadCountries, useOnDemand } from './useOnDemand';
import { CountriesBeforeCode, ticksBeforeCode } from './CountriesBeforeCode';
import { CountrySearchBox } from './CountrySearchBox';
import { CountryListPending } from './OnDemandStatus';
import { FieldGroup, inputClass } from './Field';
import { ChevronDownIcon, CloseIcon } from './icons';
import { useDismiss } from './useDismiss';
import { describedBy, fieldId, type WidgetProps } from './types';

const countriesSummary = (count: number) => (count === 0 ? 'Seleccionar países...' : `${count} país(es) seleccionado(s)`);

/**
 * Kind countries: the international flow's multi-select (spec-1 §2.7). A dropdown of checkboxes
 * with a search by name only, and a removable chip per chosen country below it. Until the page's
 * code runs, the dropdown is the server's list of checkboxes in a native disclosure of the same
 * size (CountriesBeforeCode, ADR 021: forms before JavaScript).
 */
export function CountriesWidget({ name, field, value, label, required, error, onChange, disabled }: WidgetProps<'countries', Country[]>) {
  const selected = value ?? [];
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const chipButtonId = (country: Country) => `${baseId}-quitar-${country.code}`;
  // After a chip goes, the focus moves to its neighbour (or the trigger) once the list re-renders.
  const [focusAfterRemove, setFocusAfterRemove] = useState<string | null>(null);
  const hydrated = useHydrated();
  const latest = useRef(selected);
  latest.current = selected;

  // What was ticked in the server's list before the code ran joins the chosen countries (the list
  // loads only then, to name them). Once, as the page hydrates; a part rendered in the browser has none.
  const takeTicksBeforeCode = useEffectEvent(() => {
    const { added, removed } = ticksBeforeCode(containerRef.current);
    if (added.length + removed.length === 0) return;
    void loadCountries().then(({ countryByCode }) => {
      const kept = latest.current.filter((country) => !removed.includes(country.code));
      const joining = added
        .map((code) => countryByCode(code))
        .filter((country) => country !== undefined && !kept.some((chosen) => chosen.code === country.code));
      onChange({ [name]: [...kept, ...joining] });
    });
  });
  useEffect(() => takeTicksBeforeCode(), []);

  useDismiss(open, containerRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  });

  useEffect(() => {
    if (focusAfterRemove === null) return;
    (document.getElementById(focusAfterRemove) ?? triggerRef.current)?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove]);

  const isSelected = (country: Country) => selected.some((chosen) => chosen.code === country.code);
  const toggle = (country: Country) =>
    onChange({ [name]: isSelected(country) ? selected.filter((chosen) => chosen.code !== country.code) : [...selected, country] });

  const removeChip = (index: number) => {
    const neighbour = selected[index + 1] ?? selected[index - 1];
    onChange({ [name]: selected.filter((_, at) => at !== index) });
    setFocusAfterRemove(neighbour ? chipButtonId(neighbour) : '');
  };

  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error}>
      <div ref={containerRef} className="relative">
        {hydrated ? (
          <>
            <button
              ref={triggerRef}
              id={fieldId(name)}
              type="button"
              disabled={disabled}
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              aria-describedby={describedBy(name, Boolean(field.hint), error)}
              onClick={() => setOpen((wasOpen) => !wasOpen)}
              className={`flex min-h-11 items-center justify-between gap-2 text-left ${inputClass(Boolean(error))}`}
            >
              <span className={selected.length > 0 ? 'text-slate-900' : 'text-slate-600'}>{countriesSummary(selected.length)}</span>
              <ChevronDownIcon className={`size-4 shrink-0 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`} />
            </button>
            {open && <CountryChecklist id={panelId} isSelected={isSelected} onToggle={toggle} />}
          </>
        ) : (
          <CountriesBeforeCode
            id={fieldId(name)}
            name={name}
            summary={countriesSummary(selected.length)}
            chosen={selected}
            invalid={Boolean(error)}
            describedBy={describedBy(name, Boolean(field.hint), error)}
            disabled={disabled}
          />
        )}
      </div>
      {selected.length > 0 && (
        <ul aria-label="Países seleccionados" className="flex flex-wrap gap-2">
          {selected.map((country, index) => (
            <li
              key={country.code}
              className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-900"
            >
              {country.name}
              <button
                id={chipButtonId(country)}
                type="button"
                disabled={disabled}
                aria-label={`Quitar ${country.name}`}
                onClick={() => removeChip(index)}
                className="inline-flex size-8 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldGroup>
  );
}

/**
 * The open panel: search by name and one checkbox per country. Roving tabindex keeps the 240-odd
 * checkboxes to a single tab stop; the arrows move between them.
 */
function CountryChecklist({ id, isSelected, onToggle }: { id: string; isSelected: (country: Country) => boolean; onToggle: (country: Country) => void }) {
  const [query, setQuery] = useState('');
  const list = useOnDemand(loadCountries, true);
  const results = useMemo(() => (list.status === 'ready' ? list.value.searchCountries(query, { byNameOnly: true }) : []), [list, query]);
  const [active, setActive] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const focusOption = (index: number) => {
    const boxes = listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    const box = boxes?.[Math.max(0, Math.min(index, boxes.length - 1))];
    box?.focus();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter') {
      // Enter must not submit the wizard's form; both keys step into the results.
      event.preventDefault();
      focusOption(0);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: results.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const target = moves[event.key]!;
      if (target < 0) searchRef.current?.focus();
      else focusOption(target);
    } else if (event.key === 'Enter') {
      // Enter toggles like Space instead of submitting the form.
      event.preventDefault();
      const country = results[active];
      if (country) onToggle(country);
    }
  };

  return (
    <div id={id} className="absolute top-full left-0 z-30 mt-1 flex w-full flex-col gap-2 rounded-lg border border-slate-300 bg-white p-2 shadow-lg">
      <CountrySearchBox
        inputRef={searchRef}
        query={query}
        onQuery={(next) => {
          setQuery(next);
          setActive(0);
        }}
        onKeyDown={onSearchKeyDown}
        readOnly={list.status !== 'ready'}
      />
      <p role="status" className="sr-only">
        {query.trim() ? `${results.length} ${results.length === 1 ? 'país encontrado' : 'países encontrados'}` : ''}
      </p>
      {list.status !== 'ready' ? (
        <CountryListPending of={list} />
      ) : results.length > 0 ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the checkboxes the list holds
        <ul ref={listRef} aria-label="Países" onKeyDown={onListKeyDown} className="max-h-64 overflow-y-auto overscroll-contain">
          {results.map((country, index) => (
            <li key={country.code}>
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the label wraps its checkbox; the press only moves focus to it */}
              <label
                // A press on the row's text focuses its box, as a press on the box does, so the
                // keyboard carries on from the row just chosen and the focus stays in the panel.
                onMouseDown={(event) => {
                  if (event.target instanceof HTMLInputElement) return;
                  event.preventDefault();
                  event.currentTarget.querySelector('input')?.focus();
                }}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-slate-900 hover:bg-brand-50"
              >
                <input
                  type="checkbox"
                  tabIndex={index === active ? 0 : -1}
                  checked={isSelected(country)}
                  onChange={() => onToggle(country)}
                  onFocus={() => setActive(index)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {country.name}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-3 py-2 text-sm text-slate-700">No se ha encontrado ningún país.</p>
      )}
    </div>
  );
}
