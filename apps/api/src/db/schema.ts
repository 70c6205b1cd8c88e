import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql, which are the source of truth for both PGlite and PostgreSQL. */
export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  referencia: text('referencia').notNull().unique(),
  numero: text('numero').notNull().unique(),
  flow: text('flow').notNull(),
  producto: text('producto').notNull(),
  status: text('status').notNull(),
  envelope: jsonb('envelope').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  /** Set when staff answer a quote request with a price (migration 0010). */
  quotedCents: bigint('quoted_cents', { mode: 'number' }),
  quoteMessage: text('quote_message'),
  /** Whether the creating save passed the bot check (DECISIONS §7, migration 0012); null before it existed. */
  botChecked: boolean('bot_checked'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderEvents = pgTable('order_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderFiles = pgTable('order_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  field: text('field').notNull(),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const catalogue = pgTable(
  'catalogue',
  {
    flowId: text('flow_id').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    cents: integer('cents').notNull(),
    /**
     * Of `cents`, the official fees passed through (suplidos, DECISIONS §12; migration 0016); null
     * only until the start fills it with the flow's seed figure.
     */
    suplidosCents: integer('suplidos_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last changed the figure (a staff e-mail); null for the seed. */
    updatedBy: text('updated_by'),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.key] })],
);

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** When the relay may try again (back-off), and until when one relay holds it. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Set when the relay gave up: the failure stays visible to staff. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
});

export const paymentAttempts = pgTable('payment_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  provider: text('provider').notNull(),
  providerOrder: text('provider_order').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  responseCode: text('response_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The back office (migration 0010, DECISIONS §11). */
export const staffUsers = pgTable('staff_users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  role: text('role').notNull(),
  passwordHash: text('password_hash'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffSessions = pgTable('staff_sessions', {
  idHash: text('id_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  csrfToken: text('csrf_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const staffPasswordLinks = pgTable('staff_password_links', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }),
  staffEmail: text('staff_email').notNull(),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderNotes = pgTable('order_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  staffEmail: text('staff_email').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The office's facts about each order's application (migration 0018, DECISIONS §13). */
export * from './rights-schema';

/** The back office's day-to-day work: assignments, documents, message answers (migration 0019). */
export * from './back-office-schema';

/** After the sale: followed rights, reminders, Mis pedidos (migration 0020, DECISIONS §13). */
export * from './after-sale-schema';

/** Renewal watches, 'Avísame cuando toque renovar' (migration 0022, ADR 014). */
export * from './renewal-watches-schema';

/** Invoices and VERI*FACTU records (migration 0017). */
export * from './invoices-schema';

/** Drafts kept on the server, 'Guardar y continuar más tarde' (migration 0021). */
export * from './saved-drafts-schema';

/** Refunds staff record, each with its corrective invoice (migration 0023, ADR 012). */
export * from './refunds-schema';
