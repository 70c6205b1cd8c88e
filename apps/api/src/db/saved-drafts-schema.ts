import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredFile } from '../services/orders';

/**
 * Drafts kept on the server for 'Guardar y continuar más tarde' (migration 0021,
 * docs/decisions/019-drafts-kept-on-the-server.md). Re-exported by schema.ts.
 */
export const savedDrafts = pgTable('saved_drafts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** SHA-256 of the link's secret: the secret itself is only in the mail. */
  tokenHash: text('token_hash').notNull().unique(),
  flow: text('flow').notNull(),
  route: text('route').notNull(),
  step: text('step').notNull(),
  data: jsonb('data').notNull(),
  /** Null for the draft of a form sent without JavaScript (migration 0024, ADR 021): nobody is mailed. */
  email: text('email'),
  files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
  orderId: bigint('order_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
