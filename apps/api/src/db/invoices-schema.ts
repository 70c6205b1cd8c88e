import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Invoices and their VERI*FACTU records (migration 0017, DECISIONS §12); re-exported by schema.ts. */

export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const invoices = pgTable('invoices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  numero: text('numero').notNull().unique(),
  series: text('series').notNull(),
  year: integer('year').notNull(),
  number: integer('number').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  /** The order's number, printed on the invoice. */
  orderNumero: text('order_numero').notNull(),
  tipo: text('tipo').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** dd-mm-aaaa, as in the record. */
  fechaExpedicion: text('fecha_expedicion').notNull(),
  issuer: jsonb('issuer').notNull(),
  client: jsonb('client'),
  lines: jsonb('lines').notNull(),
  suplidosCents: bigint('suplidos_cents', { mode: 'number' }).notNull(),
  baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
  vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  vatRatePercent: integer('vat_rate_percent').notNull(),
  correctsInvoiceId: bigint('corrects_invoice_id', { mode: 'number' }),
  reason: text('reason'),
  /** Relative to the data folder's invoices/. */
  pdfPath: text('pdf_path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verifactuRecords = pgTable('verifactu_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  invoiceId: bigint('invoice_id', { mode: 'number' }).notNull().unique(),
  idEmisor: text('id_emisor').notNull(),
  numSerie: text('num_serie').notNull(),
  fechaExpedicion: text('fecha_expedicion').notNull(),
  tipoFactura: text('tipo_factura').notNull(),
  cuotaTotal: text('cuota_total').notNull(),
  importeTotal: text('importe_total').notNull(),
  huella: text('huella').notNull(),
  huellaAnterior: text('huella_anterior').notNull(),
  previousId: bigint('previous_id', { mode: 'number' }).unique(),
  /** FechaHoraHusoGenRegistro. */
  generatedAt: text('generated_at').notNull(),
  qrUrl: text('qr_url').notNull(),
  xml: text('xml').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verifactuChain = pgTable('verifactu_chain', {
  idEmisor: text('id_emisor').primaryKey(),
  lastRecordId: bigint('last_record_id', { mode: 'number' }),
});

export const verifactuSubmissions = pgTable('verifactu_submissions', {
  recordId: bigint('record_id', { mode: 'number' }).primaryKey(),
  status: text('status').notNull().default('pendiente'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  csv: text('csv'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verifactuAnswers = pgTable('verifactu_answers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  attempt: integer('attempt').notNull(),
  estadoEnvio: text('estado_envio').notNull(),
  estadoRegistro: text('estado_registro'),
  codigo: text('codigo'),
  descripcion: text('descripcion'),
  csv: text('csv'),
  response: text('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
