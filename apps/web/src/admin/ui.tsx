import { cloneElement, isValidElement, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { AdminError, get } from './api';

/** Small pieces shared by the back office's screens. */
export const inputClass = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900';
export const buttonClass = 'rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60';
export const secondaryButtonClass = 'rounded-md border border-brand-800 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/** The aria attributes of a control whose refusal, if any, is the element `errorId` under it. */
export const errorProps = (errorId: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : { 'aria-invalid': undefined, 'aria-describedby': undefined };

/** A field's refusal, right under the field and read with it (errorProps), whatever the form. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={id} className="mt-1 block text-sm font-normal text-red-800">
      {error}
    </span>
  );
}

/**
 * A labelled control, its hint, and its refusal under it: every back-office form says what is
 * wrong with a field next to that field (a message at the top of a long page was out of sight).
 * The control (the only child) is marked invalid and described by the refusal.
 */
export function Field({ label, children, hint, error }: { label: string; children: ReactNode; hint?: string; error?: string | undefined }) {
  const errorId = `${useId()}-error`;
  const control = isValidElement<Record<string, unknown>>(children) ? cloneElement(children, errorProps(errorId, error)) : children;
  return (
    <div>
      <label className="block text-sm font-medium text-slate-800">
        {label}
        {control}
        {hint && <span className="mt-1 block text-xs font-normal text-slate-700">{hint}</span>}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A table of amounts with the same columns in every card (the price screen's one per service):
 * laid out by fixed widths rather than by each table's own content, so 'Importe' sits at one x
 * down the page; wide enough to scroll sideways on a phone rather than squeeze.
 */
export const PRICE_TABLE = 'w-full min-w-[42rem] table-fixed text-left text-sm';
export const PRICE_COLUMNS = { amount: 'w-40', changed: 'w-56', action: 'w-28' } as const;

/** What a refused form shows: each field's refusal by its field, and what belongs to no field under the form. */
export interface FormErrors {
  fields: Record<string, string>;
  message: string;
}

export const NO_ERRORS: FormErrors = { fields: {}, message: '' };

/** A refusal split for a form: the API's per-field messages, and the rest (or a field the form lacks) as its message. */
export function formErrorsOf(error: unknown, known: readonly string[] = []): FormErrors {
  const fields = error instanceof AdminError ? error.fields : {};
  const own = Object.fromEntries(Object.entries(fields).filter(([name]) => known.includes(name)));
  const rest = Object.entries(fields).filter(([name]) => !known.includes(name));
  const message = Object.keys(own).length > 0 && rest.length === 0 ? 'Revisa los campos marcados.' : messageOf(error);
  return { fields: own, message };
}

export function Notice({ kind, children }: { kind: 'error' | 'ok'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={
        kind === 'error' ? 'rounded-md border border-red-300 bg-red-50 p-3 text-red-800' : 'rounded-md border border-green-300 bg-green-50 p-3 text-green-800'
      }
    >
      {children}
    </p>
  );
}

export function Loading() {
  return (
    <p role="status" className="py-8 text-slate-700">
      Cargando...
    </p>
  );
}

export const messageOf = (error: unknown) => {
  if (error instanceof AdminError) return [error.message, ...Object.values(error.fields)].filter((text, index, all) => all.indexOf(text) === index).join(' ');
  return 'Algo ha fallado. Inténtalo de nuevo.';
};

/** A failed load keeps the answer's status: what is not there (404) is not worth a retry. */
type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string; status?: number; fields?: Record<string, string> };

export const isMissing = (load: Load<unknown>) => load.state === 'failed' && load.status === 404;

/**
 * Loading, ready and failed (with a retry), as STYLE.md asks of anything loaded on demand: the
 * back office's `path`, read again when the path changes; `load` replaces the request when given.
 */
export function useLoad<T>(path: string, load: () => Promise<T> = () => get<T>(path)): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadLatest = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    loadLatest().then(
      (data) => live && setState({ state: 'ready', data }),
      (error: unknown) =>
        live &&
        setState({ state: 'failed', message: messageOf(error), ...(error instanceof AdminError ? { status: error.status, fields: error.fields } : {}) }),
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  return [state, () => setRound((value) => value + 1)];
}

/**
 * A back-office list: its column names in one header row, the rows the page draws; scrolls
 * sideways on a phone, in a named box the keyboard can reach and scroll (axe's
 * scrollable-region-focusable: a box that only scrolls is out of reach without a mouse).
 */
export function DataTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <ScrollBox label={label}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </ScrollBox>
  );
}

/** A box that scrolls sideways on a phone, focusable and named so a keyboard can scroll it too. */
export function ScrollBox({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-lg bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-800 ${className}`}
    >
      {children}
    </div>
  );
}

export function Loaded<T>({ load, retry, children }: { load: Load<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') {
    if (isMissing(load)) return <Notice kind="error">{load.message}</Notice>;
    return (
      <div className="space-y-3">
        <Notice kind="error">{load.message}</Notice>
        <button type="button" className={secondaryButtonClass} onClick={retry}>
          Reintentar
        </button>
      </div>
    );
  }
  return <>{children(load.data)}</>;
}

export function PageHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-brand-900">{children}</h1>
      {actions}
    </div>
  );
}
