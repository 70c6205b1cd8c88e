import { useState, type FormEvent } from 'react';
import { AdminError, post } from './api';
import { buttonClass, inputClass, messageOf } from './ui';
import type { RightInfo } from './RightDeadlines';
import type { FilingFacts } from '@shop/api-contract';

export type { FilingFacts };

type Name = 'officeNumber' | 'filedOn' | 'publishedOn' | 'grantedOn' | 'objectionOn' | 'objectionTermEndsOn' | 'renewedOn';

/** The form's fields: what the office did, each a day but the number. */
function fieldsOf(right: RightInfo | null): { name: Name; label: string; hint?: string }[] {
  const annuities = right?.tipo === 'patente-es' || right?.tipo === 'modelo-utilidad-es';
  return [
    { name: 'officeNumber', label: 'Número de solicitud', ...(right ? { hint: `Formato de la oficina: ${right.formatoNumero}.` } : {}) },
    { name: 'filedOn', label: 'Fecha de presentación' },
    { name: 'publishedOn', label: 'Fecha de publicación de la solicitud' },
    // Ley 24/2015 art. 184.3 counts the annuities from the grant's publication.
    { name: 'grantedOn', label: annuities ? 'Fecha de publicación de la concesión' : 'Fecha de concesión (registro)' },
    { name: 'objectionOn', label: 'Fecha del suspenso' },
    { name: 'objectionTermEndsOn', label: 'Fin del plazo para contestar al suspenso', hint: 'Si la notificación no dice otro, se cuenta un mes.' },
    ...(annuities ? [] : [{ name: 'renewedOn' as const, label: 'Fecha de la última renovación' }]),
  ];
}

type Done = (kind: 'ok' | 'error', text: string) => void;

/** Staff record what the office did, as it happens (DECISIONS §13); each refusal next to its field. */
export function FilingForm({ numero, right, facts, onDone }: { numero: string; right: RightInfo | null; facts: FilingFacts | null; onDone: Done }) {
  const fields = fieldsOf(right);
  const [values, setValues] = useState<Record<Name, string>>(() => {
    const initial = {} as Record<Name, string>;
    for (const { name } of fieldsOf(right)) initial[name] = facts?.[name] ?? '';
    return initial;
  });
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await post(`orders/${encodeURIComponent(numero)}/filing`, values);
      onDone('ok', 'Datos de la oficina guardados: los plazos se han recalculado.');
    } catch (error) {
      const refused = error instanceof AdminError ? error.fields : {};
      const mine = Object.fromEntries(Object.entries(refused).filter(([name]) => fields.some((field) => field.name === name)));
      setErrors(mine);
      onDone('error', Object.keys(mine).length > 0 ? 'Revisa los datos marcados.' : messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      {fields.map(({ name, label, hint }) => {
        const id = `oficina-${name}`;
        const error = errors[name];
        const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <div key={name}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {label}
            </label>
            <input
              id={id}
              name={name}
              type={name === 'officeNumber' ? 'text' : 'date'}
              required={name === 'officeNumber' || name === 'filedOn'}
              value={values[name]}
              onChange={(event) => setValues((all) => ({ ...all, [name]: event.target.value }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              className={`${inputClass} ${error ? 'border-red-700' : ''}`}
            />
            {hint && (
              <span id={`${id}-hint`} className="mt-1 block text-xs text-slate-700">
                {hint}
              </span>
            )}
            {error && (
              <span id={`${id}-error`} className="mt-1 block text-sm text-red-800">
                {error}
              </span>
            )}
          </div>
        );
      })}
      {facts && (
        <p className="text-xs text-slate-700">Anotado por {facts.anotadoPor}. Guardar añade una nueva anotación: las anteriores quedan en el historial.</p>
      )}
      <button type="submit" className={buttonClass} disabled={busy}>
        Guardar datos de la oficina
      </button>
    </form>
  );
}
