import { formatEur } from '@shop/money';
import { formatFileSize } from '@shop/flow-kit/file-size';
import { STATUS_TEXT } from '../../services/orders';

const amount = (value: unknown) => (typeof value === 'number' ? formatEur(value) : String(value));

/**
 * How staff read each value the audit log stores (DECISIONS §11), rather than as JSON, in this
 * order: jsonb keeps an object's keys in an order of its own.
 */
const READINGS: Record<string, (value: unknown) => string> = {
  estado: (value) => `Estado: ${STATUS_TEXT[String(value)] ?? String(value)}`,
  centimos: amount,
  // A price's official-fee part (DECISIONS §12).
  suplidosCentimos: (value) => `Tasas oficiales: ${amount(value)}`,
  // A quote's price; none before the first answer.
  total: (value) => (value === null ? 'Sin presupuesto' : amount(value)),
  mensaje: (value) => (value ? `Mensaje: ${String(value)}` : ''),
  email: (value) => `Email: ${String(value)}`,
  role: (value) => `Rol: ${value === 'admin' ? 'Administración' : 'Gestión'}`,
  titulo: (value) => `Título: ${String(value)}`,
  publicada: (value) => (value ? 'Publicada' : 'Sin publicar'),
  disabled: (value) => (value ? 'Desactivada' : 'Activa'),
  nota: (value) => (value ? `Nota: ${String(value)}` : ''),
  bytes: (value) => (typeof value === 'number' ? formatFileSize(value) : String(value)),
  // Sign-ins keep the client's address.
  ip: (value) => `Desde ${String(value)}`,
  // The back office's daily work (ADR 012): undoing, assigning, documents, messages.
  motivo: (value) => `Motivo: ${String(value)}`,
  asignado: (value) => (value ? `Asignado a ${String(value)}` : 'Sin asignar'),
  documento: (value) => `Documento: ${String(value)}`,
  atencion: (value) => (value === 'handled' ? 'Atendido' : 'Nuevo'),
  respuesta: (value) => `Respuesta: ${String(value)}`,
  avisado: (value) => (value ? 'Cliente avisado por correo' : 'Sin correo al cliente'),
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One side (before or after) of an audit row in words; what has no reading stays as short JSON. */
export function auditText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  const record = value as Record<string, unknown>;
  const read = Object.entries(READINGS)
    .filter(([key]) => key in record)
    .map(([key, reading]) => reading(record[key]))
    .filter(Boolean);
  if (read.length > 0) return read.join(' · ');
  return Object.keys(record).length > 0 ? JSON.stringify(value).slice(0, 200) : '';
}

/**
 * Both sides of an audit row in words, each saying only what changed: a second quote reads
 * '1000,00 € → 500,00 €', not its unchanged state twice. `sinCambios` marks a save that
 * changed nothing (a price saved as it was), which would otherwise read '60,00 € → 60,00 €'.
 */
export function auditTexts(before: unknown, after: unknown): { antesTexto: string; despuesTexto: string; sinCambios: boolean } {
  const unchanged = before !== null && before !== undefined && same(before, after);
  if (isRecord(before) && isRecord(after) && !unchanged) {
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key in READINGS && !same(before[key], after[key]));
    const pick = (side: Record<string, unknown>) => Object.fromEntries(changed.filter((key) => key in side).map((key) => [key, side[key]]));
    if (changed.length > 0) return { antesTexto: auditText(pick(before)), despuesTexto: auditText(pick(after)), sinCambios: false };
  }
  return { antesTexto: auditText(before), despuesTexto: auditText(after), sinCambios: unchanged };
}

/** What an audit entry is about, as staff read it (the log stores the code's names). */
const ENTITY_NAMES: Record<string, string> = {
  order: 'Pedido',
  price: 'Precio',
  staff: 'Cuenta',
  news: 'Noticia',
  media: 'Imagen',
  message: 'Mensaje',
  invoice: 'Factura',
  // 'Avísame cuando toque renovar' (ADR 014): the watched right, by its office number.
  renewal_watch: 'Aviso de renovación',
};

/** The code's name of what a row is about: 'Precio marca-nacional/basic'. */
export const subjectCode = (entity: string, entityId: string) => `${ENTITY_NAMES[entity] ?? entity} ${entityId}`;

/**
 * What a row is about in words: a price by its catalogue label and service ('Precio «Plan
 * Básico» de Marca Nacional') rather than by its keys; `prices` maps 'flow/key' to those two.
 */
export function subjectText(entity: string, entityId: string, prices: ReadonlyMap<string, { label: string; service: string }>): string {
  const price = entity === 'price' ? prices.get(entityId) : undefined;
  return price ? `Precio «${price.label}» de ${price.service}` : subjectCode(entity, entityId);
}
