import type { ClassSuggestion } from '@shop/ip-content/class-suggestions';
import { niceShortHeading } from '@shop/ip-content/nice-short-headings';

/**
 * Suggested classes, each with its heading and why ('por «zapatillas»'), and one button that adds it
 * (or takes it out again). Only classes the flow allows are listed.
 */
export function ClassSuggestionList({
  suggestions,
  selected,
  disabled,
  onToggle,
  label,
}: {
  suggestions: ClassSuggestion[];
  selected: readonly number[];
  disabled: boolean;
  onToggle: (id: number) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {suggestions.map((suggestion) => {
        const added = selected.includes(suggestion.clase);
        return (
          <li
            key={suggestion.clase}
            className={`flex flex-col gap-2 rounded-lg border px-3 py-2 sm:flex-row sm:items-center sm:justify-between ${added ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'}`}
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">
                Clase {suggestion.clase} · {niceShortHeading(suggestion.clase)}
              </p>
              <p className="text-xs text-slate-700">{suggestion.titulo}</p>
              <p className="text-xs font-medium text-brand-800">{suggestion.motivo}</p>
            </div>
            <button
              type="button"
              disabled={disabled}
              aria-pressed={added}
              onClick={() => onToggle(suggestion.clase)}
              className={`min-h-11 shrink-0 rounded-lg px-4 text-sm font-semibold ${
                added ? 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-100' : 'bg-accent-700 text-white hover:bg-accent-800'
              } disabled:opacity-60`}
            >
              {added ? `Quitar clase ${suggestion.clase}` : `Añadir clase ${suggestion.clase}`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
