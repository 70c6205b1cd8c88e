import { bigint, bigserial, boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * After the sale (DECISIONS §13, migration 0020): the rights whose deadlines are followed, the
 * reminder steps reached, and Mis pedidos' links, sessions and calendar feeds. Re-exported by schema.ts.
 */
export const rightFollowups = pgTable('right_followups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The order whose right is followed, or (migration 0022) the confirmed renewal watch: one of the two. */
  orderId: bigint('order_id', { mode: 'number' }).unique(),
  watchId: bigint('watch_id', { mode: 'number' }).unique(),
  /** The office's day the next reminder falls due; null when none is to come. */
  nextReminderOn: date('next_reminder_on', { mode: 'string' }),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rightReminders = pgTable('right_reminders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }),
  watchId: bigint('watch_id', { mode: 'number' }),
  deadlineKind: text('deadline_kind').notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  step: text('step').notNull(),
  /** False: skipped, a later step of the same deadline was already due. */
  sent: boolean('sent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clientAccessLinks = pgTable('client_access_links', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clientSessions = pgTable('client_sessions', {
  idHash: text('id_hash').primaryKey(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clientCalendars = pgTable('client_calendars', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  generation: integer('generation').notNull().default(1),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const linkKeys = pgTable('link_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
