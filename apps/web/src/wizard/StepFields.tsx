import { Suspense, type ReactElement, type ReactNode } from 'react';
import { isVisible, resolve, type AnyData, type AnyFlow, type AnyStep, type FieldOf, type FieldSpec, type Issues } from '@shop/flow-kit';
import type { PriceTable, Quote } from '@shop/money';
import { widgetOf, type ShownKind } from './widgets';
import type { WidgetProps } from './widgets/types';
import { FieldPending, isPreloadable } from './widgets/OnDemandStatus';
import { FieldPlaceholder } from './FieldPlaceholder';
import { useEarlyInput } from '../earlyInput';

interface StepFieldsProps {
  flow: AnyFlow;
  step: AnyStep;
  data: AnyData;
  issues: Issues;
  prices: PriceTable;
  quote: Quote;
  files: File[];
  onFilesChange: (files: File[]) => void;
  onChange: (patch: AnyData) => void;
  disabled: boolean;
  /** Told when a widget starts and stops loading (the wizard disables its main button meanwhile). */
  onPending: (pending: boolean) => void;
}

/**
 * A form step's fields, each through the one widget of its kind. A widget that loads apart has a
 * placeholder of its size meanwhile; the others are there at once.
 */
export function StepFields({ flow, step, data, issues, prices, quote, files, onFilesChange, onChange, disabled, onPending }: StepFieldsProps) {
  const shownBy = consentMessageShownBy(step.fields ?? [], flow.fields as Readonly<Record<string, FieldSpec>>, issues);
  return (
    <FieldsGrid>
      {(step.fields ?? []).map((name: string) => {
        const field = flow.fields[name] as FieldSpec | undefined;
        if (!field || field.kind === 'hidden' || !isVisible(field, data)) return null;
        const { widget, preloadable } = widgetFor(field, {
          name,
          value: data[name],
          data,
          label: resolve(field.label, data),
          required: field.required !== undefined,
          error: issues[name],
          issues,
          errorShownBy: shownBy.get(name),
          onChange: (patch) => onChange(field.onSet && name in patch ? { ...patch, ...field.onSet(patch[name], { ...data, ...patch }) } : patch),
          files,
          onFilesChange,
          prices,
          quote,
          disabled,
        });
        return (
          <div key={name} className={field.half ? '' : 'sm:col-span-2'}>
            {/* A block of fields starts here (the owners of spec-2 §2.16): its heading. */}
            {field.section && <h2 className="mb-4 border-t border-slate-200 pt-5 text-lg font-semibold text-brand-900">{field.section}</h2>}
            {preloadable ? (
              <FieldPending.Provider value={onPending}>
                <Suspense fallback={<FieldPlaceholder kind={field.kind} onPending={onPending} />}>{widget}</Suspense>
              </FieldPending.Provider>
            ) : (
              widget
            )}
          </div>
        );
      })}
    </FieldsGrid>
  );
}

/**
 * The field through the widget of its kind, and whether that widget loads apart. Generic in the
 * kind, so the registry's widget for K is given a field of kind K: no other kind type-checks.
 */
function widgetFor<K extends ShownKind>(field: FieldOf<K, any>, props: Omit<WidgetProps<K, any>, 'field'>): { widget: ReactElement; preloadable: boolean } {
  const Widget = widgetOf(field.kind);
  return { widget: <Widget {...props} field={field} />, preloadable: isPreloadable(Widget) };
}

/**
 * spec-1 §5 gives the consents one sentence for both boxes: said once, under the last box at
 * fault, which the others point at (a sentence shown twice also reads twice to a screen reader).
 */
function consentMessageShownBy(names: readonly string[], fields: Readonly<Record<string, FieldSpec>>, issues: Issues): Map<string, string> {
  const atFault = names.filter((name) => fields[name]?.kind === 'consent' && issues[name]);
  const shownBy = new Map<string, string>();
  for (const name of atFault) {
    const last = atFault.findLast((other) => issues[other] === issues[name]);
    if (last && last !== name) shownBy.set(name, last);
  }
  return shownBy;
}

/**
 * Takes what was typed in the server's HTML before hydration (earlyInput.ts). A component of its
 * own: the flag it reads flips after hydration and re-renders it, not the widgets it is given.
 */
function FieldsGrid({ children }: { children: ReactNode }) {
  const grid = useEarlyInput<HTMLDivElement>();
  return (
    <div ref={grid} className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {children}
    </div>
  );
}
