import { useId } from 'react';
import { niceShortHeading } from '@shop/ip-content/nice-short-headings';
import { InfoButton } from './InfoButton';

/**
 * One Nice class: its checkbox named 'CLASE 25' (as spec-1 §2.7 labels it), its short heading beside
 * the number, and the info button that opens its heading and explanatory note. A locked class (one
 * the flow does not allow) is greyed out and cannot be ticked.
 */
export function ClassCard(props: {
  id: number;
  checked: boolean;
  locked: boolean;
  disabled: boolean;
  invalid: boolean;
  inputId?: string | undefined;
  describedBy?: string | undefined;
  name: string;
  onToggle: (id: number) => void;
  onInfo: (id: number) => void;
}) {
  const { id, checked, locked, disabled, invalid, inputId, describedBy, name, onToggle, onInfo } = props;
  const numberId = useId();
  const shortId = useId();
  const border = checked
    ? 'border-brand-700 bg-brand-50'
    : locked
      ? 'border-dashed border-slate-300 bg-slate-100'
      : invalid
        ? 'border-red-600 bg-white'
        : 'border-slate-300 bg-white';
  return (
    <li className={`flex items-center rounded-lg border-2 ${border}`}>
      <label
        className={`flex min-h-14 flex-1 items-center gap-2 py-1.5 pl-3 ${locked ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-900'}`}
      >
        <input
          id={inputId}
          type="checkbox"
          name={name}
          value={id}
          checked={checked}
          disabled={disabled || locked}
          aria-disabled={locked || undefined}
          aria-labelledby={numberId}
          aria-describedby={[shortId, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid ? true : undefined}
          onChange={() => onToggle(id)}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="flex min-w-0 flex-col leading-tight">
          <span id={numberId} className="whitespace-nowrap text-sm font-semibold">
            CLASE {id}
          </span>
          <span id={shortId} className={`text-xs ${locked ? 'text-slate-500' : 'text-slate-700'}`}>
            {niceShortHeading(id)}
          </span>
        </span>
      </label>
      <InfoButton label={`Información de la clase ${id}`} onClick={() => onInfo(id)} />
    </li>
  );
}
