import { useId } from 'react';
import type { PlanCard } from '@shop/flow-kit';
import { formatEur, priceOf } from '@shop/money';
import { FieldGroup } from './Field';
import { CheckIcon } from './icons';
import { fieldId, type WidgetProps } from './types';

/**
 * Kind plan: the two plan cards of spec-1 §2.7. Choosing a card only changes the plan (the total
 * follows); the pay button belongs to the wizard. The lines under the features (what was chosen in
 * the earlier steps) are the flow's own, from the field's `planLines`.
 */
export function PlanWidget({ name, field, value, data, label, required, error, onChange, prices, quote, disabled }: WidgetProps<'plan', string>) {
  const chosen = value ?? field.plans[0]?.id;
  const extras = field.planLines?.(data, quote, prices) ?? [];

  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error} hideLegend>
      <div className="grid gap-6 pt-3 md:grid-cols-2">
        {(field.plans ?? []).map((plan, index) => (
          <PlanOption
            key={plan.id}
            plan={plan}
            radioId={index === 0 ? fieldId(name) : `${fieldId(name)}-${plan.id}`}
            name={name}
            cents={priceOf(prices, plan.id)}
            extras={extras}
            checked={plan.id === chosen}
            disabled={disabled}
            onChoose={() => onChange({ [name]: plan.id })}
          />
        ))}
      </div>
    </FieldGroup>
  );
}

interface PlanOptionProps {
  plan: PlanCard;
  radioId: string;
  name: string;
  cents: number;
  extras: readonly string[];
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/**
 * One card: a label holding a real radio named by the plan's name (aria-labelledby), the rest of
 * the card describing it. A click on any of its texts (the price, a feature) chooses the plan, the
 * text itself being what is hit; only phrasing content may sit in a label, so its lists are spans
 * with list roles.
 */
function PlanOption({ plan, radioId, name, cents, extras, checked, disabled, onChoose }: PlanOptionProps) {
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const badgeId = `${baseId}-popular`;
  const descriptionId = `${baseId}-description`;
  const priceId = `${baseId}-price`;
  return (
    <label
      className={`relative flex cursor-pointer flex-col gap-4 rounded-2xl border-2 p-5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:p-6 ${
        checked ? 'border-brand-700 bg-brand-50 shadow-md' : 'border-slate-300 bg-white hover:border-brand-600'
      }`}
    >
      {plan.highlight && (
        <span
          id={badgeId}
          className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent-700 px-3 py-1 text-xs font-bold tracking-wide text-white"
        >
          Más popular
        </span>
      )}
      <span className="flex items-center gap-3">
        <input
          id={radioId}
          type="radio"
          name={name}
          value={plan.id}
          checked={checked}
          disabled={disabled}
          aria-labelledby={nameId}
          aria-describedby={[plan.highlight ? badgeId : '', descriptionId, priceId].filter(Boolean).join(' ')}
          onChange={onChoose}
          className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
        />
        <span id={nameId} className="text-xl font-bold text-brand-900">
          {plan.name}
        </span>
      </span>
      <span id={descriptionId} className="text-sm text-slate-700">
        {plan.description}
      </span>
      {/* Enlarged text on a phone (below xs): 'pago único' goes under the figure rather than past the card. */}
      <span id={priceId} className="flex items-baseline gap-2 max-xs:flex-wrap max-xs:gap-y-0">
        <span className="text-3xl font-bold whitespace-nowrap text-slate-900 max-xs:text-2xl">{formatEur(cents)}</span>
        <span className="text-sm text-slate-600">pago único</span>
      </span>
      <span role="list" className="flex flex-col gap-2 text-sm text-slate-800">
        {plan.features.map((feature) => (
          <span role="listitem" key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {feature}
          </span>
        ))}
      </span>
      {extras.length > 0 && (
        <span role="list" className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
          {extras.map((line) => (
            <span role="listitem" key={line}>
              <KeptTogether line={line} />
            </span>
          ))}
        </span>
      )}
    </label>
  );
}

/** 'Tipo de marca: TRIDIMENSIONAL (+ 120,00 €)': the figure in brackets never breaks across lines. */
function KeptTogether({ line }: { line: string }) {
  const bracket = line.lastIndexOf(' (');
  if (bracket < 0 || !line.endsWith(')')) return line;
  return (
    <>
      {line.slice(0, bracket + 1)}
      <span className="whitespace-nowrap">{line.slice(bracket + 1)}</span>
    </>
  );
}
