import { useState } from 'react';
import { buttonClass, Field, inputClass, secondaryButtonClass } from './ui';
import type { AdminMeta } from '@shop/api-contract';

export type { AdminMeta };

export const FILTERS = ['q', 'estado', 'asignado', 'servicio', 'desde', 'hasta'] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;

export const filtersOf = (params: URLSearchParams): Filters => Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;

/** A 'Desde' after the 'Hasta' matches nothing: said instead of listing 0 orders. */
export const isReversed = ({ desde, hasta }: Filters) => desde !== '' && hasta !== '' && desde > hasta;

/**
 * The list's search form. Its fields show the address's filters, and follow it when it changes
 * (Quitar filtros, the browser's Back): left to themselves, they kept what was typed and the next
 * Filtrar silently used it again.
 */
export function OrderFilters({
  applied,
  options,
  onApply,
  errors = {},
}: {
  applied: Filters;
  options: AdminMeta;
  onApply: (filters: Filters) => void;
  /** The API's refusal of a filter ('desde', 'hasta'), said by its field. */
  errors?: Record<string, string>;
}) {
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (FILTERS.some((name) => shown[name] !== applied[name])) {
    setShown(applied);
    setDraft(applied);
  }
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const empty = Object.fromEntries(FILTERS.map((name) => [name, ''])) as Filters;
  return (
    <form
      role="search"
      className="mb-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-8"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(Object.fromEntries(FILTERS.map((name) => [name, draft[name].trim()])) as Filters);
      }}
    >
      <div className="lg:col-span-2">
        <Field label="Buscar (número, nombre, email o marca)">
          <input name="q" type="search" value={draft.q} onChange={set('q')} className={inputClass} />
        </Field>
      </div>
      <Field label="Estado" error={errors.estado}>
        <select name="estado" value={draft.estado} onChange={set('estado')} className={inputClass}>
          {/* The list opens on what needs action; a search without a state looks through all. */}
          <option value="">Por atender</option>
          <option value="todos">Todos menos borradores</option>
          <option value="cualquiera">Todos, con borradores</option>
          {options.estados.map((status) => (
            <option key={status.id} value={status.id}>
              {status.texto}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Asignados">
        <select name="asignado" value={draft.asignado} onChange={set('asignado')} className={inputClass}>
          <option value="">A cualquiera</option>
          <option value="yo">A mí (mis asuntos)</option>
        </select>
      </Field>
      <Field label="Servicio">
        <select name="servicio" value={draft.servicio} onChange={set('servicio')} className={inputClass}>
          <option value="">Todos</option>
          {options.servicios.map((service) => (
            <option key={service.id} value={service.id}>
              {service.titulo}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Desde" error={errors.desde}>
        <input name="desde" type="date" value={draft.desde} onChange={set('desde')} className={inputClass} />
      </Field>
      <Field label="Hasta" error={errors.hasta}>
        <input name="hasta" type="date" value={draft.hasta} onChange={set('hasta')} className={inputClass} />
      </Field>
      <div className="flex gap-3 sm:col-span-2 lg:col-span-4 xl:col-span-8">
        <button type="submit" className={buttonClass}>
          Filtrar
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          Quitar filtros
        </button>
      </div>
    </form>
  );
}
