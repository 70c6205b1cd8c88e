import { useRef } from 'react';
import { useOwnEarlyInput } from '../../earlyInput';
import { FieldGroup } from './Field';
import { errorId, fieldId, type WidgetProps } from './types';

/** Kind checkboxGroup: a multi-select as a grid of checkboxes (e.g. the copyright work types). */
export function CheckboxGroupWidget({ name, field, value, label, required, error, onChange, disabled }: WidgetProps<'checkboxGroup', string[]>) {
  const selected = new Set(value ?? []);
  // Several boxes may change before the next render (those ticked before the page's code ran, handed
  // over at once): each toggle builds on the last, not on the render's value.
  const latest = useRef(value);
  latest.current = value;
  const early = useOwnEarlyInput<HTMLDivElement>();
  const toggle = (option: string) => {
    const next = new Set(latest.current ?? []);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    latest.current = field.options.map((o) => o.value).filter((v) => next.has(v));
    onChange({ [name]: latest.current });
  };
  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error}>
      <div {...early} className="grid gap-2 sm:grid-cols-2">
        {field.options.map((option, index) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${
              selected.has(option.value) ? 'border-brand-700 bg-brand-50' : error ? 'border-red-600' : 'border-slate-300'
            }`}
          >
            <input
              id={index === 0 ? fieldId(name) : undefined}
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.has(option.value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(name) : undefined}
              onChange={() => toggle(option.value)}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
