import { useEffect } from 'react';
import { isVisible, type AnyData, type AnyFlow, type AnyStep, type FieldKind, type FieldSpec } from '@shop/flow-kit';

/**
 * Roughly the rendered height of each kind (label, control, hint), so the step keeps its size when
 * its widgets arrive (issue 12: no layout shift). Kinds not listed take one labelled input's height.
 */
const HEIGHTS: Partial<Record<FieldKind, string>> = {
  textarea: 'h-36',
  radio: 'h-28',
  applicantType: 'h-16',
  checkbox: 'h-8',
  consent: 'h-8',
  checkboxGroup: 'h-40',
  media: 'h-64',
  files: 'h-52',
  niceClasses: 'h-[40rem] sm:h-[28rem] lg:h-[20rem]',
  trademarkType: 'h-72',
  plan: 'h-[28rem]',
};

/**
 * What a step shows while its widgets' code loads: a block of each field's size, and 'Cargando...'
 * for screen readers. It tells the wizard, which keeps the step's main button disabled meanwhile:
 * a button that works over fields nobody can see would report errors on them (issue 12).
 */
export function FieldsPlaceholder({ flow, step, data, onPending }: { flow: AnyFlow; step: AnyStep; data: AnyData; onPending: (pending: boolean) => void }) {
  useEffect(() => {
    onPending(true);
    return () => onPending(false);
  }, [onPending]);
  return (
    <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando...
      </p>
      {(step.fields ?? []).map((name: string) => {
        const field = flow.fields[name] as FieldSpec | undefined;
        if (!field || field.kind === 'hidden' || !isVisible(field, data)) return null;
        return (
          <div key={name} aria-hidden="true" className={`${field.half ? '' : 'sm:col-span-2'} ${field.section ? 'pt-16' : ''}`}>
            <div className={`${HEIGHTS[field.kind] ?? 'h-[4.5rem]'} animate-pulse rounded-lg bg-slate-100`} />
          </div>
        );
      })}
    </div>
  );
}
