import type { Option } from '@shop/flow-kit';
import { errorId, fieldId } from './types';

/** A row of large radio cards: the applicant type, any radio field, the representation choice. */
export function RadioCards(props: {
  name: string;
  options: readonly Option[];
  value: string | undefined;
  disabled: boolean;
  onChoose: (value: string) => void;
  compact?: boolean;
  /** The formatted price beside an option that carries one (its catalogue figure). */
  priceOf?: (option: Option) => string | undefined;
  /** The group's message: each radio reads it, as a text field reads its own (ARIA has no aria-invalid on a radio). */
  error?: string | undefined;
}) {
  const { name, options, value, disabled, onChoose, compact, priceOf, error } = props;
  return (
    // Enlarged text on a phone (below xs): one card a row, the price under the label, and a column that
    // a long label cannot widen past the screen.
    <div className={compact ? 'grid grid-cols-3 gap-2 max-xs:grid-cols-1' : 'grid gap-3 max-xs:grid-cols-1 sm:grid-cols-2'}>
      {options.map((option, index) => (
        <label
          key={option.value}
          className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 font-medium ${compact ? 'justify-center px-2 py-2 text-sm' : 'gap-3 px-4 py-3 text-base max-xs:grid max-xs:grid-cols-[auto_1fr] max-xs:gap-y-1'} ${
            value === option.value
              ? 'border-brand-700 bg-brand-50 text-brand-900'
              : `${error ? 'border-red-600' : 'border-slate-300'} bg-white text-slate-800 hover:border-brand-600`
          }`}
        >
          <input
            id={index === 0 ? fieldId(name) : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            aria-describedby={error ? errorId(name) : undefined}
            onChange={() => onChoose(option.value)}
            className="size-5 shrink-0 accent-brand-700"
          />
          {option.label}
          {priceOf?.(option) !== undefined && (
            <>
              {' '}
              <span className="ml-auto font-semibold whitespace-nowrap text-brand-900 max-xs:col-start-2">{priceOf(option)}</span>
            </>
          )}
        </label>
      ))}
    </div>
  );
}
