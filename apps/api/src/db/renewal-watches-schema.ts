import { bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 'Avísame cuando toque renovar' (migration 0022, ADR 014): a right filed elsewhere, followed for
 * reminders once its owner confirmed the mailed link. Re-exported by schema.ts.
 */
export const renewalWatches = pgTable('renewal_watches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  rightKind: text('right_kind').notNull(),
  officeNumber: text('office_number').notNull(),
  filedOn: date('filed_on', { mode: 'string' }).notNull(),
  brandName: text('brand_name').notNull().default(''),
  email: text('email').notNull(),
  /** SHA-256 of the confirmation link's secret. */
  tokenHash: text('token_hash').notNull().unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
