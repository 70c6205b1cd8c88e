import { useId } from 'react';
import { niceShortHeading } from '@shop/ip-content/nice-short-headings';
import { InfoButton } from './InfoButton';

/**
 * One Nice class: its checkbox named 'CLASE 25' (as spec-1 §2.7 labels it), its short heading under
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
  const { id: classId, checked, locked, disabled, invalid, inputId, describedBy, name, onToggle, onInfo } = props;
  const ownId = useId();
  const id = inputId ?? ownId;
  const numberId = useId();
  const shortId = useId();
  const border = checked
    ? 'border-brand-700 bg-brand-50'
    : locked
      ? 'border-dashed border-slate-300 bg-slate-100'
      : invalid
        ? 'border-red-600 bg-white'
        : 'border-slate-300 bg-white';
  const cursor = locked ? 'cursor-not-allowed' : 'cursor-pointer';
  return (
    <li className={`flex flex-col rounded-lg border-2 ${border}`}>
      <div className="flex items-center">
        <label
          className={`flex min-h-11 min-w-0 flex-1 items-center gap-1.5 pl-2.5 sm:gap-2 sm:pl-3 ${cursor} ${locked ? 'text-slate-500' : 'text-slate-900'}`}
        >
          <input
            id={id}
            type="checkbox"
            name={name}
            value={classId}
            checked={checked}
            disabled={disabled || locked}
            aria-disabled={locked || undefined}
            aria-labelledby={numberId}
            aria-describedby={[shortId, describedBy].filter(Boolean).join(' ')}
            aria-invalid={invalid ? true : undefined}
            onChange={() => onToggle(classId)}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span id={numberId} className="whitespace-nowrap text-[0.8125rem] font-semibold sm:text-sm">
            CLASE {classId}
          </span>
        </label>
        <InfoButton label={`Información de la clase ${classId}`} onClick={() => onInfo(classId)} className="max-sm:w-9" />
      </div>
      {/* Under the number, across the card: a narrow card's words have room. A click on it ticks too. */}
      <label htmlFor={id} id={shortId} className={`-mt-1.5 px-2.5 pb-2 text-xs sm:px-3 leading-snug ${cursor} ${locked ? 'text-slate-500' : 'text-slate-700'}`}>
        {niceShortHeading(classId)}
      </label>
    </li>
  );
}
