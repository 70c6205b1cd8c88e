import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Country } from '@shop/ip-content';
import { loadCountries, useOnDemand } from './useOnDemand';
import { CountrySearchBox } from './CountrySearchBox';
import { CountryListPending } from './OnDemandStatus';
import { CheckIcon } from './icons';

/**
 * The phone's dial-code dropdown: a search box that drives a listbox through aria-activedescendant,
 * so the focus stays in the box while the arrows move through countries. The box keeps the plain
 * textbox role (allowed to carry aria-activedescendant) because the e2e suite and visitors' tools
 * find it as 'Buscar país' textbox. Search matches name, dial code or ISO code (spec-1 §2.7).
 */
export function CountryPicker({ id, selected, onChoose }: { id: string; selected: Country; onChoose: (country: Country) => void }) {
  const [query, setQuery] = useState('');
  const list = useOnDemand(loadCountries, true);
  const countries = list.status === 'ready' ? list.value : undefined;
  const results = useMemo(() => countries?.searchCountries(query) ?? [], [countries, query]);
  // Opening shows the current country highlighted (once the list has loaded); a new query starts from its best match.
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (countries)
      setActive(
        Math.max(
          0,
          countries.searchCountries('').findIndex((country) => country.code === selected.code),
        ),
      );
  }, [countries, selected.code]);
  const listId = useId();
  const optionId = (country: Country) => `${listId}-${country.code}`;
  const activeCountry = results[active];

  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const option = activeCountry && document.getElementById(`${listId}-${activeCountry.code}`);
    if (list && option) keepInView(list, option);
  }, [activeCountry, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      PageDown: Math.min(last, active + 10),
      PageUp: Math.max(0, active - 10),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      // Never let Enter submit the wizard's form from here.
      event.preventDefault();
      if (activeCountry) onChoose(activeCountry);
    }
  };

  return (
    <div id={id} className="absolute top-full left-0 z-30 mt-1 flex w-full max-w-sm flex-col gap-2 rounded-lg border border-slate-300 bg-white p-2 shadow-lg">
      <CountrySearchBox
        query={query}
        onQuery={(next) => {
          setQuery(next);
          setActive(0);
        }}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeCountry ? optionId(activeCountry) : undefined}
        onKeyDown={onKeyDown}
        readOnly={!countries}
      />
      {list.status !== 'ready' && <CountryListPending of={list} />}
      {/* The arrows in the search box drive it; a Tab from the box reaches it too (a scrolling region
          must be reachable by keyboard), where the same keys move and Enter chooses. */}
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Países"
        tabIndex={0}
        aria-activedescendant={activeCountry ? optionId(activeCountry) : undefined}
        onKeyDown={onKeyDown}
        hidden={!countries}
        className="relative max-h-64 overflow-y-auto overscroll-contain"
      >
        {results.map((country, index) => {
          const isSelected = country.code === selected.code;
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the listbox and the search box handle the keys (arrows, Enter) for its options
            <li
              key={country.code}
              id={optionId(country)}
              role="option"
              aria-selected={isSelected}
              // Keep the focus in the search box; the click then chooses.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => onChoose(country)}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-900 ${index === active ? 'bg-brand-100' : ''} ${isSelected ? 'font-semibold' : ''}`}
            >
              <span className="min-w-0 flex-1 break-words">{country.name}</span>
              <span className="shrink-0 whitespace-nowrap text-slate-700">{country.dialCode}</span>
              <CheckIcon className={`size-4 shrink-0 text-brand-700 ${isSelected ? '' : 'invisible'}`} />
            </li>
          );
        })}
      </ul>
      {countries && results.length === 0 && <p className="px-3 py-2 text-sm text-slate-700">No se ha encontrado ningún país.</p>}
    </div>
  );
}

/** Scrolls only the list (scrollIntoView would also scroll the page under the dropdown). */
function keepInView(list: HTMLElement, option: HTMLElement) {
  if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
  else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
}
