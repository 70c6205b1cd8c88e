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
  email: text('email').notNull(),
  files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
  orderId: bigint('order_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
