import { formatEur } from '@shop/money';
import { formatFileSize } from '@shop/flow-kit/file-size';
import { STATUS_TEXT } from '../services/orders';

/** How staff read each value the audit log stores (DECISIONS §11), rather than as JSON. */
const READINGS: Record<string, (value: unknown) => string> = {
  estado: (value) => `Estado: ${STATUS_TEXT[String(value)] ?? String(value)}`,
  centimos: (value) => (typeof value === 'number' ? formatEur(value) : String(value)),
  role: (value) => `Rol: ${value === 'admin' ? 'Administración' : 'Gestión'}`,
  email: (value) => `Email: ${String(value)}`,
  titulo: (value) => `Título: ${String(value)}`,
  publicada: (value) => (value ? 'Publicada' : 'Sin publicar'),
  disabled: (value) => (value ? 'Desactivada' : 'Activa'),
  nota: (value) => (value ? `Nota: ${String(value)}` : ''),
  bytes: (value) => (typeof value === 'number' ? formatFileSize(value) : String(value)),
};

/** One side (before or after) of an audit row in words; what has no reading stays as short JSON. */
export function auditText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  const read = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => key in READINGS)
    .map(([key, item]) => READINGS[key]!(item))
    .filter(Boolean);
  return read.length > 0 ? read.join(' · ') : JSON.stringify(value).slice(0, 200);
}
