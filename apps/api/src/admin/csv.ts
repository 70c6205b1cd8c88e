import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { officeDateTime } from './office-time';

/** Columns holding an instant (ISO in the API): the CSV writes them on the office's clock. */
const TIME_COLUMNS = new Set(['fecha', 'alta']);

export type CsvRows = AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;

/**
 * The back office's one CSV writer (every `.csv` route sends through it): for Spanish spreadsheets,
 * ';' between fields, a BOM so accents read right, no live formulas. `columns`: key → header.
 */
export function sendCsv(reply: FastifyReply, name: string, columns: Record<string, string>, rows: CsvRows): FastifyReply {
  const csv = stringify({
    header: true,
    columns: Object.entries(columns).map(([key, header]) => ({ key, header })),
    delimiter: ';',
    bom: true,
    cast: {
      // Visitors type these cells: one starting like a formula is kept as text (CSV injection).
      string: (value, context) => (TIME_COLUMNS.has(String(context.column)) ? officeDateTime(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
    },
  });
  // A failure while reading (the database going away) ends this download, never the process:
  // piped, the source's error had no listener and Node threw it.
  const source = Readable.from(rows);
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(csv);
}
