import { Field, inputClass } from './Field';
import { describedBy, fieldId, type WidgetProps } from './types';

/** Kinds text, email and textarea. */
export function TextWidget({ name, field, value, label, required, error, onChange, disabled }: WidgetProps<'text' | 'textarea' | 'email', string>) {
  const common = {
    id: fieldId(name),
    name,
    value: value ?? '',
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(name, Boolean(field.hint), error),
    placeholder: field.placeholder,
    // The kind's limit (flow-kit): the browser stops typing and pasting there, the server refuses beyond it.
    maxLength: field.maxLength,
    className: inputClass(Boolean(error)),
  } as const;
  return (
    <Field name={name} label={label} required={required} hint={field.hint} error={error}>
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => onChange({ [name]: event.target.value })} />
      ) : (
        <input
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          autoComplete={field.autoComplete}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
      )}
    </Field>
  );
}
