import { FieldGroup } from './Field';
import { fieldId, type WidgetProps } from './types';

/** Kinds radio and applicantType: a row of large choice cards. */
export function RadioWidget({ name, field, value, label, required, error, onChange, disabled }: WidgetProps<string>) {
  const options = field.options ?? [];
  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error} hideLegend={field.kind === 'applicantType'}>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 text-base font-medium ${
              value === option.value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
            }`}
          >
            <input
              id={index === 0 ? fieldId(name) : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange({ [name]: option.value })}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
