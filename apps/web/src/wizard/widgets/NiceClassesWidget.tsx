import { useState } from 'react';
import { NICE_CLASS_COUNT } from '@shop/ip-content/nice-class-count';
import { FieldGroup } from './Field';
import { Modal } from './Modal';
import { ClassCard } from './ClassCard';
import { ClassNote } from './ClassNote';
import { ClassSuggestions } from './ClassSuggestions';
import { describedBy, fieldId, type WidgetProps } from './types';

const classIds = Array.from({ length: NICE_CLASS_COUNT }, (_, index) => index + 1);

const selectedCount = (count: number) => (count === 1 ? '1 clase seleccionada' : `${count} clases seleccionadas`);

/**
 * Kind niceClasses: the 45 Nice classes as cards (number, short heading, info button with the
 * heading and explanatory note; spec-1 §2.7), after the classes the visitor's own description
 * suggests and a product search (DECISIONS §14). Classes the flow does not allow (trade name: goods
 * 1-34) are greyed out in a group of their own, with the flow's note saying why.
 */
export function NiceClassesWidget({ name, field, value, data, label, required, error, onChange, disabled }: WidgetProps<'niceClasses', number[]>) {
  const selected = value ?? [];
  const [infoClass, setInfoClass] = useState<number | null>(null);
  const isSelectable = (id: number) => field.selectableClasses?.(id) !== false;
  const open = classIds.filter(isSelectable);
  const locked = classIds.filter((id) => !isSelectable(id));
  // The wizard focuses fieldId(name) on a failed submit: it must name a class that can take focus.
  const firstSelectable = open[0] ?? 1;
  const description = field.suggestFrom ? String(data[field.suggestFrom] ?? '') : '';

  const toggle = (id: number) => {
    if (!isSelectable(id)) return;
    onChange({ [name]: selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id].sort((a, b) => a - b) });
  };

  const cards = (ids: number[]) =>
    ids.map((id) => (
      <ClassCard
        key={id}
        id={id}
        name={name}
        checked={selected.includes(id)}
        locked={!isSelectable(id)}
        disabled={disabled}
        invalid={Boolean(error) && isSelectable(id)}
        inputId={id === firstSelectable ? fieldId(name) : undefined}
        describedBy={id === firstSelectable ? describedBy(name, Boolean(field.hint), error) : undefined}
        onToggle={toggle}
        onInfo={setInfoClass}
      />
    ));
  const grid = 'grid grid-cols-2 gap-2 max-xs:grid-cols-1 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';

  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error}>
      {field.suggestFrom && (
        <ClassSuggestions description={description} selected={selected} isSelectable={isSelectable} disabled={disabled} onToggle={toggle} />
      )}
      <p aria-live="polite" className="text-sm font-medium text-slate-700">
        {selectedCount(selected.length)}
      </p>
      <ul className={grid}>{cards(open)}</ul>
      {locked.length > 0 && (
        <div className="mt-2 flex flex-col gap-2 sm:rounded-lg sm:border sm:border-slate-200 sm:bg-slate-50 sm:p-3">
          <p className="text-sm text-slate-700">{field.lockedMessage ?? 'Estas clases no se pueden elegir en este servicio.'}</p>
          <ul aria-label="Clases que no se pueden elegir" className={grid}>
            {cards(locked)}
          </ul>
        </div>
      )}
      <Modal open={infoClass !== null} title={infoClass === null ? '' : `Clase ${infoClass}`} onClose={() => setInfoClass(null)}>
        {infoClass !== null && <ClassNote id={infoClass} />}
      </Modal>
    </FieldGroup>
  );
}
