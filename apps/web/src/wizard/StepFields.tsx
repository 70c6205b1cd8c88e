import { Suspense, type ReactNode } from 'react';
import { isVisible, resolve, type AnyData, type AnyFlow, type AnyStep, type FieldSpec, type Issues } from '@shop/flow-kit';
import type { PriceTable, Quote } from '@shop/money';
import { widgets } from './widgets';
import { FieldsPlaceholder } from './FieldsPlaceholder';
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
  /** Told while the step's widgets are still loading (the wizard disables its main button). */
  onPending: (pending: boolean) => void;
}

/** A form step's fields, each through the one widget of its kind. */
export function StepFields({ flow, step, data, issues, prices, quote, files, onFilesChange, onChange, disabled, onPending }: StepFieldsProps) {
  return (
    <Suspense fallback={<FieldsPlaceholder flow={flow} step={step} data={data} onPending={onPending} />}>
      <FieldsGrid>
        {(step.fields ?? []).map((name: string) => {
          const field = flow.fields[name] as FieldSpec | undefined;
          if (!field || field.kind === 'hidden' || !isVisible(field, data)) return null;
          const Widget = widgets[field.kind];
          return (
            <div key={name} className={field.half ? '' : 'sm:col-span-2'}>
              {/* A block of fields starts here (the owners of spec-2 §2.16): its heading. */}
              {field.section && <h2 className="mb-4 border-t border-slate-200 pt-5 text-lg font-semibold text-brand-900">{field.section}</h2>}
              <Widget
                name={name}
                field={field}
                value={data[name]}
                data={data}
                label={resolve(field.label, data)}
                required={field.required !== undefined}
                error={issues[name]}
                onChange={(patch) => onChange(field.onSet && name in patch ? { ...patch, ...field.onSet(patch[name], { ...data, ...patch }) } : patch)}
                files={files}
                onFilesChange={onFilesChange}
                prices={prices}
                quote={quote}
                disabled={disabled}
              />
            </div>
          );
        })}
      </FieldsGrid>
    </Suspense>
  );
}

/** Inside the Suspense boundary: it hydrates with the fields, and takes what was typed before. */
function FieldsGrid({ children }: { children: ReactNode }) {
  const grid = useEarlyInput<HTMLDivElement>();
  return (
    <div ref={grid} className="grid gap-5 sm:grid-cols-2">
      {children}
    </div>
  );
}
