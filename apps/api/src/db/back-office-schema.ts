import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's day-to-day work (migration 0019): who looks after an order, the documents
 * handed to its client, and the answers to contact messages. Re-exported by schema.ts.
 */
export const orderAssignments = pgTable('order_assignments', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  assignedBy: text('assigned_by').notNull(),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderDocuments = pgTable('order_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  /** What the client reads ('Justificante de presentación'). */
  title: text('title').notNull(),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  staffEmail: text('staff_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactReplies = pgTable('contact_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageId: bigint('message_id', { mode: 'number' }).notNull(),
  staffEmail: text('staff_email').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
