import type { ReactNode } from 'react';
import { describedBy, errorId, fieldId, hintId } from './types';

/**
 * The frame of a single-input field: label and asterisk, the input, hint and error. The asterisk
 * stands beside the label, not in it: the label's text is the field's name ('Nombre', not
 * 'Nombre*'), as a search by label finds it; the input says it is required itself.
 */
export function Field(props: { name: string; label: string; required: boolean; hint?: string | undefined; error: string | undefined; children: ReactNode }) {
  const { name, label, required, hint, error, children } = props;
  return (
    <div className="flex flex-col gap-1">
      <div className="text-sm font-medium text-slate-800">
        <label htmlFor={fieldId(name)}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {children}
      <FieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}

/** A group of inputs (radios, checkboxes, tiles): fieldset and legend instead of a label. */
export function FieldGroup(props: {
  name: string;
  label: string;
  required: boolean;
  hint?: string | undefined;
  error: string | undefined;
  children: ReactNode;
  hideLegend?: boolean;
}) {
  const { name, label, required, hint, error, children, hideLegend } = props;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy(name, Boolean(hint), error)}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-800'}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {children}
      <FieldNotes name={name} hint={hint} error={error} />
    </fieldset>
  );
}

/** Under every field: its hint, then its error once shown. */
function FieldNotes({ name, hint, error }: { name: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={hintId(name)} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError name={name} error={error} />
    </>
  );
}

export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/**
 * Input styling shared by every text-like widget; red when invalid (spec-1 §2.7), focused too: the
 * field a failed submit sends the visitor to must still look wrong.
 */
export const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 disabled:bg-slate-100 ${
    invalid
      ? 'border-red-600 ring-1 ring-red-600 focus:border-red-600 focus:ring-red-600/40'
      : 'border-slate-400 focus:border-brand-600 focus:ring-brand-600/30'
  }`;
