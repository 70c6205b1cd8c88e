import { useState } from 'react';
import { trademarkTypeById, type TrademarkType } from '@shop/ip-content/trademark-types';
import { formatSurcharge } from '@shop/money';
import { FieldGroup } from './Field';
import { ArtIcon } from './icons';
import { InfoButton } from './InfoButton';
import { Modal } from './Modal';
import { describedBy, fieldId, type WidgetProps } from './types';

/**
 * Kind tiles: the ten type tiles (spec-1 §2.7). The tiles are the field's options, in its order;
 * each one's drawing, description and example are those of the trademark type of the same id
 * (ip-content, loaded with this widget), which an option without one goes without. Each tile is a
 * label holding a real radio (so arrows move between tiles natively): a click on its name, its
 * price or anywhere else on it chooses the type, the text itself being what is hit (a transparent
 * radio stretched over the tile took those clicks instead). The tile shows the focus ring. The info
 * button sits above it, beside the label and never inside it, so no control is nested in another.
 * The surcharge on each tile is the flow's (`optionPrice`), from its catalogue.
 */
export function TrademarkTypeWidget({ name, field, value, label, required, error, onChange, prices, disabled }: WidgetProps<'tiles', string>) {
  const [infoType, setInfoType] = useState<TrademarkType | null>(null);
  const chosen = trademarkTypeById(value ?? '');

  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error}>
      <div className="grid grid-cols-2 gap-3 max-xs:grid-cols-1 sm:grid-cols-3 lg:grid-cols-5">
        {field.options.map((option, index) => {
          const type = trademarkTypeById(option.value);
          const checked = option.value === chosen?.id;
          return (
            <div
              key={option.value}
              className={`relative flex min-w-0 rounded-xl border-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                checked ? 'border-brand-700 bg-brand-50' : error ? 'border-red-600 bg-white' : 'border-slate-300 bg-white hover:border-brand-600'
              }`}
            >
              <label className="flex min-h-36 flex-1 cursor-pointer flex-col items-center justify-center gap-2 px-3 pt-6 pb-4 text-center">
                <input
                  id={index === 0 ? fieldId(name) : undefined}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={disabled}
                  aria-describedby={index === 0 ? describedBy(name, Boolean(field.hint), error) : undefined}
                  onChange={() => onChange({ [name]: option.value })}
                  className="absolute top-2 left-2 m-0 size-5 cursor-pointer accent-brand-700 focus-visible:outline-none"
                />
                {type && <ArtIcon art={type.icon} className={`size-10 ${checked ? 'text-brand-700' : 'text-slate-700'}`} />}
                {/* 'TRIDIMENSIONAL' outgrew a phone's half-width tile at text-sm with wide tracking. */}
                <span className="max-w-full text-xs font-bold tracking-normal text-slate-900 min-[400px]:text-sm min-[400px]:tracking-wide">
                  {option.label}
                </span>
                {field.optionPrice && (
                  <span className="text-sm whitespace-nowrap text-slate-700">{formatSurcharge(field.optionPrice(option.value, prices))}</span>
                )}
              </label>
              {type && <InfoButton label={`Información sobre ${type.name}`} onClick={() => setInfoType(type)} className="absolute top-0 right-0 z-10" />}
            </div>
          );
        })}
      </div>
      {chosen && <ExamplePanel type={chosen} />}
      <Modal open={infoType !== null} title={infoType?.name ?? ''} onClose={() => setInfoType(null)}>
        {infoType && (
          <div className="flex flex-col gap-3">
            <p>{infoType.description}</p>
            <p className="text-sm text-slate-600">{infoType.example}</p>
          </div>
        )}
      </Modal>
    </FieldGroup>
  );
}

/** What the chosen type looks like: its illustration, description and invented example. */
function ExamplePanel({ type }: { type: TrademarkType }) {
  return (
    <section
      aria-label={`Ejemplo de marca ${type.name}`}
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <ArtIcon art={type.exampleArt} className="h-24 w-40 shrink-0 self-center text-brand-700" />
      <div className="flex flex-col gap-1">
        <p className="text-base font-bold text-brand-900">{type.name}</p>
        <p className="text-sm text-slate-800">{type.description}</p>
        <p className="text-sm text-slate-700 italic">{type.example}</p>
      </div>
    </section>
  );
}
