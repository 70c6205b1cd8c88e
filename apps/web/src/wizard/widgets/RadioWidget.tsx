import { resolve } from '@shop/flow-kit';
import { formatEur, priceOf } from '@shop/money';
import { FieldGroup } from './Field';
import { RadioCards } from './RadioCards';
import type { WidgetProps } from './types';

/** Kinds radio and applicantType: a row of large choice cards, with the catalogue's price of options that carry one. */
export function RadioWidget({ name, field, value, data, label, required, error, onChange, prices, disabled }: WidgetProps<'radio' | 'applicantType', string>) {
  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error} hideLegend={field.kind === 'applicantType'}>
      <RadioCards
        name={name}
        options={field.options}
        value={value}
        disabled={disabled}
        onChoose={(chosen) => onChange({ [name]: chosen })}
        error={error}
        priceOf={(option) => (option.priceKey === undefined ? undefined : formatEur(priceOf(prices, resolve(option.priceKey, data))))}
      />
    </FieldGroup>
  );
}
