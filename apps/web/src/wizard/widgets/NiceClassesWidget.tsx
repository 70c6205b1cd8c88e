import { useState } from 'react';
import { NICE_CLASS_COUNT } from '@shop/ip-content/nice-class-count';
import { loadNiceClasses, useOnDemand } from './useOnDemand';
import { FieldGroup } from './Field';
import { InfoButton } from './InfoButton';
import { Modal } from './Modal';
import { PendingPart } from './OnDemandStatus';
import { describedBy, fieldId, type WidgetProps } from './types';

const classIds = Array.from({ length: NICE_CLASS_COUNT }, (_, index) => index + 1);

const selectedCount = (count: number) => (count === 1 ? '1 clase seleccionada' : `${count} clases seleccionadas`);

/**
 * Kind niceClasses: the 45 Nice classes as checkboxes, each with an info button that opens the
 * class heading (spec-1 §2.7). Classes the flow does not allow (trade name: goods 1-34) are disabled,
 * with the flow's note saying why.
 */
export function NiceClassesWidget({ name, field, value, label, required, error, onChange, disabled }: WidgetProps<number[]>) {
  const selected = value ?? [];
  const [infoClass, setInfoClass] = useState<number | null>(null);
  // The class texts load with the first info modal, not with the page.
  const texts = useOnDemand(loadNiceClasses, infoClass !== null);
  const isSelectable = (id: number) => field.selectableClasses?.(id) !== false;
  const someLocked = classIds.some((id) => !isSelectable(id));
  // The wizard focuses fieldId(name) on a failed submit: it must name a class that can take focus.
  const firstSelectable = classIds.find(isSelectable) ?? 1;

  const toggle = (id: number) =>
    onChange({ [name]: selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id].sort((a, b) => a - b) });

  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error}>
      {someLocked && field.lockedMessage && (
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">{field.lockedMessage}</p>
      )}
      <p aria-live="polite" className="text-sm font-medium text-slate-700">
        {selectedCount(selected.length)}
      </p>
      <ul className="grid grid-cols-2 gap-2 max-xs:grid-cols-1 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {classIds.map((id) => {
          const checked = selected.includes(id);
          const locked = !isSelectable(id);
          return (
            <li
              key={id}
              className={`flex items-center rounded-lg border-2 ${
                checked
                  ? 'border-brand-700 bg-brand-50'
                  : locked
                    ? 'border-slate-200 bg-slate-50'
                    : error
                      ? 'border-red-600 bg-white'
                      : 'border-slate-300 bg-white'
              }`}
            >
              <label
                className={`flex min-h-11 flex-1 items-center gap-2 pl-3 text-sm font-semibold ${locked ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer text-slate-900'}`}
              >
                <input
                  id={id === firstSelectable ? fieldId(name) : undefined}
                  type="checkbox"
                  name={name}
                  value={id}
                  checked={checked}
                  disabled={disabled || locked}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={id === firstSelectable ? describedBy(name, Boolean(field.hint), error) : undefined}
                  onChange={() => toggle(id)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="min-[360px]:whitespace-nowrap">CLASE {id}</span>
              </label>
              <InfoButton label={`Información de la clase ${id}`} onClick={() => setInfoClass(id)} />
            </li>
          );
        })}
      </ul>
      <Modal open={infoClass !== null} title={infoClass === null ? '' : `Clase ${infoClass}`} onClose={() => setInfoClass(null)}>
        {infoClass !== null &&
          (texts.status === 'ready' ? (
            <p>{texts.value.niceClassHeading(infoClass) ?? `Información de la clase ${infoClass} no disponible.`}</p>
          ) : (
            <PendingPart
              of={texts}
              loading="Cargando..."
              failed="No se ha podido cargar la información de la clase. Comprueba tu conexión e inténtalo de nuevo."
              className="min-h-24"
            />
          ))}
      </Modal>
    </FieldGroup>
  );
}
