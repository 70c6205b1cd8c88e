import { bigint, bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The office's facts about an order's application (DECISIONS §13, migration 0018), one row per
 * recording, never updated: the latest row is in force. Dates are calendar days ('YYYY-MM-DD').
 * Re-exported by schema.ts.
 */
export const orderFilingFacts = pgTable('order_filing_facts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  officeNumber: text('office_number').notNull(),
  filedOn: date('filed_on', { mode: 'string' }).notNull(),
  publishedOn: date('published_on', { mode: 'string' }),
  grantedOn: date('granted_on', { mode: 'string' }),
  objectionOn: date('objection_on', { mode: 'string' }),
  objectionTermEndsOn: date('objection_term_ends_on', { mode: 'string' }),
  renewedOn: date('renewed_on', { mode: 'string' }),
  staffEmail: text('staff_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
