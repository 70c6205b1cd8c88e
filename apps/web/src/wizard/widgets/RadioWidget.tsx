import { FieldGroup } from './Field';
import { RadioCards } from './RadioCards';
import type { WidgetProps } from './types';

/** Kinds radio and applicantType: a row of large choice cards. */
export function RadioWidget({ name, field, value, label, required, error, onChange, disabled }: WidgetProps<string>) {
  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error} hideLegend={field.kind === 'applicantType'}>
      <RadioCards name={name} options={field.options ?? []} value={value} disabled={disabled} onChoose={(chosen) => onChange({ [name]: chosen })} />
    </FieldGroup>
  );
}
