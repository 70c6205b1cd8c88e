import { formatEs, OFFICE_NUMBER_HINT, RULES, STATUS_TEXT as RIGHT_STATUS_TEXT } from '@shop/deadlines';
import { PAID_STATES } from '../../services/orders';
import type { FilingRow, RightView } from '../../services/rights';

/** A line of the order's timeline, as the back office's detail answers its history. */
export interface TimelineEntry {
  estado: string;
  estadoTexto: string;
  nota: string;
  fecha: string;
}

type FactField = 'officeNumber' | 'filedOn' | 'publishedOn' | 'grantedOn' | 'objectionOn' | 'objectionTermEndsOn' | 'renewedOn';

/** Each fact as the timeline names it; a date reads dd/mm/aaaa. */
const FACTS: readonly { field: FactField; title: string; note: (row: FilingRow) => string }[] = [
  { field: 'officeNumber', title: 'Número de solicitud', note: (row) => row.officeNumber },
  { field: 'filedOn', title: 'Presentada en la oficina', note: (row) => `Fecha de presentación: ${formatEs(row.filedOn)}` },
  { field: 'publishedOn', title: 'Publicada', note: (row) => `Fecha de publicación: ${formatEs(row.publishedOn!)}` },
  { field: 'grantedOn', title: 'Concedida por la oficina', note: (row) => `Fecha de concesión: ${formatEs(row.grantedOn!)}` },
  { field: 'objectionOn', title: 'Suspenso de la oficina', note: (row) => `Fecha del suspenso: ${formatEs(row.objectionOn!)}` },
  {
    field: 'objectionTermEndsOn',
    title: 'Plazo para contestar al suspenso',
    note: (row) => `Hasta el ${formatEs(row.objectionTermEndsOn!)}`,
  },
  { field: 'renewedOn', title: 'Renovación anotada', note: (row) => `Fecha de la renovación: ${formatEs(row.renewedOn!)}` },
];

/**
 * Each fact in the order's timeline when it was recorded, and again when staff corrected it, with
 * who recorded it: the recordings are append-only, so a correction never hides what was said before.
 */
export function filingTimeline(rows: readonly FilingRow[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    for (const fact of FACTS) {
      const value = row[fact.field];
      const before = previous?.[fact.field] ?? null;
      if (value === before) continue;
      const by = `anotado por ${row.staffEmail}`;
      entries.push(
        value === null
          ? { estado: 'oficina', estadoTexto: `${fact.title}: dato retirado`, nota: by, fecha: row.createdAt.toISOString() }
          : {
              estado: 'oficina',
              estadoTexto: before === null ? fact.title : `${fact.title} (corregido)`,
              nota: `${fact.note(row)} · ${by}`,
              fecha: row.createdAt.toISOString(),
            },
      );
    }
  });
  return entries;
}

/** The order's status history and the office's facts as one timeline, oldest first. */
export const mergedTimeline = (history: readonly TimelineEntry[], rows: readonly FilingRow[]): TimelineEntry[] =>
  [...history, ...filingTimeline(rows)].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));

/**
 * The order detail's `anotable`, `derecho`, `hechos` and `deadlines` (filing-schemas.ts
 * `rightDetail`): the office's facts are recorded once the order is paid (filing.ts).
 */
export function rightDetailOf(view: RightView, status: string) {
  const { declared, current } = view;
  return {
    anotable: PAID_STATES.includes(status),
    derecho: declared
      ? {
          tipo: declared.kind,
          nombre: RULES[declared.kind].name,
          accion: declared.action,
          formatoNumero: OFFICE_NUMBER_HINT[declared.kind],
          estado: view.status ?? null,
          estadoTexto: view.status ? RIGHT_STATUS_TEXT[view.status] : null,
        }
      : null,
    hechos: current
      ? {
          officeNumber: current.officeNumber,
          filedOn: current.filedOn,
          publishedOn: current.publishedOn,
          grantedOn: current.grantedOn,
          objectionOn: current.objectionOn,
          objectionTermEndsOn: current.objectionTermEndsOn,
          renewedOn: current.renewedOn,
          anotadoPor: current.staffEmail,
          anotadoEl: current.createdAt.toISOString(),
        }
      : null,
    deadlines: view.deadlines,
  };
}
