import { formatEs } from '@shop/deadlines';
import { ORDER_STATUS, STATUS_TEXT } from './orders';
import type { FilingRow } from './rights';

/** A line of the visitor's timeline (`historial` of `GET /api/pedido/:referencia`). */
export interface ClientEvent {
  estado: string;
  texto: string;
  nota: string;
  fecha: string;
}

/** What the order's history keeps of each change (order_events). */
export interface StoredEvent {
  status: string;
  note: string;
  createdAt: Date;
}

/**
 * The states the visitor reads, in their words. Drafts and payment pages opened are the shop's own
 * steps: not shown. Notes of the payment's states hold the gateway's order and answer codes: never
 * shown. Notes of the states staff move a paid order through are what staff wrote to the client
 * (the status mail says the same, DECISIONS §10): shown.
 */
const CLIENT_WORDS: Readonly<Record<string, { texto: string; staffNote: boolean }>> = {
  [ORDER_STATUS.paid]: { texto: 'Pago recibido', staffNote: false },
  [ORDER_STATUS.paymentFailed]: { texto: 'El pago no se completó', staffNote: false },
  [ORDER_STATUS.quoteRequested]: { texto: 'Solicitud de presupuesto recibida', staffNote: false },
  [ORDER_STATUS.filed]: { texto: STATUS_TEXT[ORDER_STATUS.filed]!, staffNote: true },
  [ORDER_STATUS.granted]: { texto: STATUS_TEXT[ORDER_STATUS.granted]!, staffNote: true },
  [ORDER_STATUS.refused]: { texto: STATUS_TEXT[ORDER_STATUS.refused]!, staffNote: true },
  [ORDER_STATUS.closed]: { texto: STATUS_TEXT[ORDER_STATUS.closed]!, staffNote: true },
  [ORDER_STATUS.archived]: { texto: STATUS_TEXT[ORDER_STATUS.archived]!, staffNote: true },
  // A full refund (admin/orders/refunds.ts): its note says how much was given back.
  [ORDER_STATUS.refunded]: { texto: STATUS_TEXT[ORDER_STATUS.refunded]!, staffNote: true },
};

/** How the back office writes a quote's answer in the history (admin/orders/store.ts answerQuote): 'Presupuesto enviado: 350,00 €'. */
const QUOTE_SENT = /^Presupuesto enviado: (.+)$/;
/** How services/payments.ts writes money an order could not take. */
const UNAPPLIED = /^(Pago recibido|Importe recibido)/;

function statusEvents(history: readonly StoredEvent[]): ClientEvent[] {
  const events: ClientEvent[] = [];
  history.forEach((event, index) => {
    const fecha = event.createdAt.toISOString();
    const quote = event.status === ORDER_STATUS.awaitingPayment ? QUOTE_SENT.exec(event.note) : null;
    if (quote) {
      events.push({ estado: event.status, texto: 'Te hemos enviado un presupuesto', nota: `Importe: ${quote[1]}`, fecha });
      return;
    }
    // A line without a change of state is the shop's: staff cannot move an order to the state it is
    // in. Money it could not apply is the client's to know (they were mailed of it, services/payments.ts),
    // without the gateway's order and figures the note keeps in brackets for the office.
    if (event.status === history[index - 1]?.status) {
      if (UNAPPLIED.test(event.note))
        events.push({ estado: event.status, texto: 'Pago recibido que no se ha podido aplicar', nota: event.note.replace(/ \([^)]*\)/g, ''), fecha });
      return;
    }
    const words = CLIENT_WORDS[event.status];
    if (!words) return;
    const note = words.staffNote && event.note !== STATUS_TEXT[event.status] ? event.note : '';
    events.push({ estado: event.status, texto: words.texto, nota: note, fecha });
  });
  return events;
}

type Fact = 'officeNumber' | 'filedOn' | 'publishedOn' | 'grantedOn' | 'objectionOn' | 'objectionTermEndsOn' | 'renewedOn';

/** The office's facts as the client reads them (DECISIONS §13); dates as dd/mm/aaaa. */
const FACTS: readonly { field: Fact; texto: string; nota: (value: string) => string }[] = [
  { field: 'officeNumber', texto: 'Número de solicitud en la oficina', nota: (value) => value },
  { field: 'filedOn', texto: 'Solicitud presentada en la oficina', nota: (value) => `Fecha de presentación: ${formatEs(value)}` },
  { field: 'publishedOn', texto: 'Solicitud publicada por la oficina', nota: (value) => `Fecha de publicación: ${formatEs(value)}` },
  { field: 'grantedOn', texto: 'Concedida por la oficina', nota: (value) => `Fecha de concesión: ${formatEs(value)}` },
  { field: 'objectionOn', texto: 'La oficina ha puesto un suspenso', nota: (value) => `Fecha del suspenso: ${formatEs(value)}` },
  { field: 'objectionTermEndsOn', texto: 'Plazo para contestar al suspenso', nota: (value) => `Hasta el ${formatEs(value)}` },
  { field: 'renewedOn', texto: 'Renovación anotada por la oficina', nota: (value) => `Fecha de la renovación: ${formatEs(value)}` },
];

/** Each fact once it is recorded, and again when corrected; never who recorded it (staff's, not the client's). */
function factEvents(rows: readonly FilingRow[]): ClientEvent[] {
  const events: ClientEvent[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    for (const fact of FACTS) {
      const value = row[fact.field];
      const before = previous?.[fact.field] ?? null;
      if (value === null || value === before) continue;
      const texto = before === null ? fact.texto : `${fact.texto} (corregido)`;
      events.push({ estado: 'oficina', texto, nota: fact.nota(value), fecha: row.createdAt.toISOString() });
    }
  });
  return events;
}

/** The visitor's timeline: the order's states and the office's facts, in the client's words, oldest first. */
export const clientTimelineOf = (history: readonly StoredEvent[], facts: readonly FilingRow[]): ClientEvent[] =>
  [...statusEvents(history), ...factEvents(facts)].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));

/** The order's state as its page names it: a draft is, to the client, an order not paid yet. */
export const clientStateText = (status: string): string =>
  status === ORDER_STATUS.draft ? STATUS_TEXT[ORDER_STATUS.awaitingPayment]! : (STATUS_TEXT[status] ?? status);
