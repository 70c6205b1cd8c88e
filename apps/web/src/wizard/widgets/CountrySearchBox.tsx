import type { InputHTMLAttributes, Ref } from 'react';

/** The 'Buscar país' box both country dropdowns open with; extra attributes wire it to their list. */
export function CountrySearchBox({
  inputRef,
  query,
  onQuery,
  ...rest
}: { inputRef?: Ref<HTMLInputElement>; query: string; onQuery: (query: string) => void } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      ref={inputRef}
      type="text"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the search box appears because the visitor just opened the list to search it
      autoFocus
      autoComplete="off"
      spellCheck={false}
      aria-label="Buscar país"
      placeholder="Buscar país"
      value={query}
      onChange={(event) => onQuery(event.target.value)}
      className="w-full rounded-md border border-slate-400 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      {...rest}
    />
  );
}
