import { resolve } from '@shop/flow-kit';
import { formatEur, priceOf } from '@shop/money';
import { FieldError } from './Field';
import { describedBy, fieldId, hintId, type WidgetProps } from './types';

/** Kinds checkbox and consent. A consent links to the legal notice in a new tab (spec-2 §2.1). */
export function CheckboxWidget({
  name,
  field,
  value,
  data,
  label,
  required,
  error,
  errorShownBy,
  onChange,
  prices,
  disabled,
}: WidgetProps<'checkbox' | 'consent', boolean>) {
  const link = field.kind === 'consent' ? field.link : undefined;
  const priceKey = field.kind === 'checkbox' ? field.priceKey : undefined;
  return (
    <div className={field.kind === 'checkbox' && field.emphasis ? 'rounded-lg border border-brand-100 bg-brand-50 p-3' : ''}>
      <div className="flex items-start gap-3">
        <input
          id={fieldId(name)}
          name={name}
          type="checkbox"
          checked={Boolean(value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(name, Boolean(field.hint), error, errorShownBy)}
          onChange={(event) => onChange({ [name]: event.target.checked })}
          className="mt-1.5 size-6 shrink-0 accent-brand-700"
        />
        {/* The whole sentence ticks the box: a link inside it was half of what a thumb could hit, and
            opened the legal notice instead (found on a phone). The link has its own line below. */}
        <label htmlFor={fieldId(name)} className={`flex-1 py-2 text-sm ${error ? 'text-red-800' : 'text-slate-800'}`}>
          {label}
          {priceKey !== undefined && (
            // What ticking adds, from the catalogue (the watch's title +47 €, spec-2 §9).
            <>
              {' '}
              <span className="font-semibold whitespace-nowrap text-brand-900">+ {formatEur(priceOf(prices, resolve(priceKey, data)))}</span>
            </>
          )}
          {required && (
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      <div className="ml-9">
        {link && (
          <a href={link.href} target="_blank" rel="noopener" className="-mt-1 inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline">
            {link.text}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        )}
        {/* e.g. the PYME criteria beside the box (DECISIONS §9). */}
        {field.hint && (
          <p id={hintId(name)} className="mt-1 text-xs text-slate-700">
            {field.hint}
          </p>
        )}
        <FieldError name={name} error={errorShownBy ? undefined : error} />
      </div>
    </div>
  );
}
