import { useState } from 'react';
import { useOwnEarlyInput } from '../../earlyInput';
import { Field, inputClass } from './Field';
import { describedBy, fieldId, type WidgetProps } from './types';

const stepButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-400 bg-white text-xl font-bold text-brand-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * A − or + button. At its bound it says so with aria-disabled and does nothing, but stays focusable:
 * a disabled button under the keyboard's focus would drop it to the page (the tenth press of −).
 * Named 'Restar uno' / 'Sumar uno', beside the input it controls: a name holding the field's label
 * ('Sumar uno a Número de clases') made a search by that label find three controls.
 */
function StepButton({
  atBound,
  disabled,
  onStep,
  label,
  controls,
  children,
}: {
  atBound: boolean;
  disabled: boolean | undefined;
  onStep: () => void;
  label: string;
  controls: string;
  children: string;
}) {
  return (
    <button
      type="button"
      className={stepButton}
      disabled={disabled}
      aria-disabled={atBound || undefined}
      onClick={() => {
        if (!atBound) onStep();
      }}
      aria-label={label}
      aria-controls={controls}
    >
      {children}
    </button>
  );
}

/**
 * Kind stepper: a whole number with − and + buttons, typed too (spec-2 §2.3 designs, §2.4 classes).
 * The buttons stop at the bounds; a typed value outside them is shown as the field's error at once.
 */
export function StepperWidget({ name, field, value, label, required, error, onChange, disabled }: WidgetProps<'stepper', number>) {
  const min = field.min ?? 0;
  const max = field.max ?? Number.MAX_SAFE_INTEGER;
  const current = typeof value === 'number' && Number.isFinite(value) ? value : min;
  // A number typed past a bound is said at once, not at the next submit: the total beside it is
  // priced within the bounds (60 designs typed, the price of 50), and the two must not seem to disagree.
  const shownError = error ?? (current < min || current > max ? field.range : undefined);
  // What the visitor is typing: an emptied box stays empty until a number is typed (the data keeps
  // the last number), and a blur shows the data's number again.
  const [typing, setTyping] = useState<string | undefined>();
  // A number typed before the page's code ran.
  const early = useOwnEarlyInput<HTMLDivElement>();
  const set = (next: number) => {
    setTyping(undefined);
    onChange({ [name]: next });
  };
  return (
    <Field name={name} label={label} required={required} hint={field.hint} error={shownError}>
      <div {...early} className="flex items-center gap-2">
        <StepButton atBound={current <= min} disabled={disabled} onStep={() => set(Math.max(min, current - 1))} label="Restar uno" controls={fieldId(name)}>
          −
        </StepButton>
        <input
          id={fieldId(name)}
          name={name}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          value={typing ?? String(current)}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(name, Boolean(field.hint), shownError)}
          className={`${inputClass(Boolean(shownError))} max-w-28 text-center`}
          onBlur={() => setTyping(undefined)}
          onChange={(event) => {
            const typed = event.target.value;
            setTyping(typed);
            if (/^-?\d+$/.test(typed)) onChange({ [name]: Number(typed) });
          }}
        />
        <StepButton atBound={current >= max} disabled={disabled} onStep={() => set(Math.min(max, current + 1))} label="Sumar uno" controls={fieldId(name)}>
          +
        </StepButton>
      </div>
    </Field>
  );
}
