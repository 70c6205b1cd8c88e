import { useId, useMemo, useState } from 'react';
import { PendingPart } from './OnDemandStatus';
import { ClassSuggestionList } from './ClassSuggestionList';
import { useClassSuggester } from './useClassSuggester';

const MAX_DESCRIPTION = 500;

/** '25', '25 y 30', '25, 28 y 30'. The suggester's own join would bring its chunk into this one. */
const joinSpanish = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);

/** What the search says, announced as the visitor types. */
function searchResult(query: string, found: number, locked: string[]): string {
  if (query === '') return '';
  if (found > 0) return found === 1 ? '1 clase encontrada.' : `${found} clases encontradas.`;
  if (locked.length > 0)
    return locked.length === 1
      ? `«${query}» está en la clase ${locked[0]}, que no se puede elegir en este servicio.`
      : `«${query}» está en las clases ${joinSpanish(locked)}, que no se pueden elegir en este servicio.`;
  return `Ninguna clase encontrada para «${query}».`;
}

/**
 * The class step's help (DECISIONS §14): the classes the form's description suggests, first, and a
 * search box for a product or service. Suggestions are help, never a decision: nothing is ticked
 * until the visitor adds it. The suggester loads with this step (its own chunk), not with the form.
 */
export function ClassSuggestions(props: {
  description: string;
  selected: readonly number[];
  isSelectable: (id: number) => boolean;
  disabled: boolean;
  onToggle: (id: number) => void;
}) {
  const { description, selected, isSelectable, disabled, onToggle } = props;
  const suggester = useClassSuggester();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const headingId = useId();
  const ready = suggester.status === 'ready' ? suggester.value : undefined;

  const fromDescription = useMemo(() => (ready && description.trim() ? ready.suggest(description.slice(0, MAX_DESCRIPTION)) : []), [ready, description]);
  const found = useMemo(() => (ready && query.trim() ? ready.suggest(query, { asYouType: true }) : []), [ready, query]);
  const allowed = fromDescription.filter((suggestion) => isSelectable(suggestion.clase));
  const notAllowed = fromDescription.filter((suggestion) => !isSelectable(suggestion.clase)).map((suggestion) => String(suggestion.clase));
  const foundAllowed = found.filter((suggestion) => isSelectable(suggestion.clase));
  const foundLocked = found.filter((suggestion) => !isSelectable(suggestion.clase)).map((suggestion) => String(suggestion.clase));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-3 sm:p-4">
      <h2 id={headingId} className="text-base font-semibold text-brand-900">
        ¿Qué clases necesita tu marca?
      </h2>
      {description.trim() === '' ? (
        // Said at once, loaded or not: the panel keeps its size while the search box's data comes.
        <>
          <p className="text-sm text-slate-700">Si nos cuentas en el primer paso qué hace tu negocio, te sugerimos sus clases aquí.</p>
          {suggester.status === 'failed' && <PendingPart of={suggester} loading="" failed="No se ha podido cargar el buscador de clases." />}
        </>
      ) : !ready ? (
        <PendingPart
          of={suggester}
          loading="Buscando las clases de tu negocio..."
          failed="No se han podido cargar las sugerencias. Puedes elegir las clases en la lista o reintentarlo."
          className="min-h-28"
        />
      ) : (
        <>
          {allowed.length > 0 ? (
            <>
              <p className="text-sm text-slate-700">Según lo que nos contaste de tu negocio. Son una ayuda: revisa que encajen antes de añadirlas.</p>
              <ClassSuggestionList label="Clases sugeridas" suggestions={allowed} selected={selected} disabled={disabled} onToggle={onToggle} />
            </>
          ) : (
            <p className="text-sm text-slate-700">No encontramos clases para tu descripción. Prueba a buscar tu producto o servicio.</p>
          )}
          {notAllowed.length > 0 && (
            <p className="text-sm text-slate-700">
              {notAllowed.length === 1
                ? `Tu descripción apunta también a la clase ${notAllowed[0]}, que no se puede elegir en este servicio.`
                : `Tu descripción apunta también a las clases ${joinSpanish(notAllowed)}, que no se pueden elegir en este servicio.`}
            </p>
          )}
        </>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          Busca tu producto o servicio
        </label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="Por ejemplo: zapatillas, peluquería, app"
          value={query}
          disabled={!ready}
          onChange={(event) => setQuery(event.target.value.slice(0, 100))}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100"
        />
      </div>
      <p aria-live="polite" className={query.trim() ? 'text-sm text-slate-700' : 'sr-only'}>
        {searchResult(query.trim(), foundAllowed.length, foundLocked)}
      </p>
      {foundAllowed.length > 0 && (
        <ClassSuggestionList label="Clases encontradas" suggestions={foundAllowed} selected={selected} disabled={disabled} onToggle={onToggle} />
      )}
    </section>
  );
}
