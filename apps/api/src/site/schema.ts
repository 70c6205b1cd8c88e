import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0002_site.sql, 0003_site_menu_price_from.sql, 0015_news_former_slugs.sql and 0019_back_office_work.sql, the source of truth for both PGlite and PostgreSQL. */
export const navItems = pgTable('nav_items', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  type: text('type').$type<'link' | 'dropdown'>().notNull(),
  label: text('label').notNull(),
  href: text('href'),
  visible: boolean('visible').notNull().default(true),
});

export const navColumns = pgTable('nav_columns', {
  id: text('id').primaryKey(),
  itemId: text('item_id').notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
});

export const navServices = pgTable('nav_services', {
  id: text('id').primaryKey(),
  itemId: text('item_id').notNull(),
  columnId: text('column_id'),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  href: text('href').notNull(),
  description: text('description'),
  priceText: text('price_text'),
  priceFrom: boolean('price_from').notNull().default(false),
  flowId: text('flow_id'),
  priceKey: text('price_key'),
});

export const newsArticles = pgTable('news_articles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull().unique(),
  titulo: text('titulo').notNull(),
  resumen: text('resumen').notNull(),
  imagen: text('imagen'),
  destacada: boolean('destacada').notNull().default(false),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  autor: text('autor'),
  contenido: text('contenido').notNull(),
  /** The Markdown source of an article written so (migration 0019); null for one written as HTML. */
  markdown: text('markdown'),
  published: boolean('published').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An article's former slugs (staff changed them): their addresses lead to it. */
export const newsFormerSlugs = pgTable('news_former_slugs', {
  slug: text('slug').primaryKey(),
  articleId: bigint('article_id', { mode: 'number' })
    .notNull()
    .references(() => newsArticles.id, { onDelete: 'cascade' }),
});

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nombre: text('nombre').notNull(),
  email: text('email').notNull(),
  mensaje: text('mensaje').notNull(),
  acceptedPrivacyAt: timestamp('accepted_privacy_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'new' until staff handle it, 'handled' then (migration 0019). */
  status: text('status').$type<'new' | 'handled'>().notNull().default('new'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The secret of the confirmation and unsubscribe links. */
  token: text('token').notNull().unique(),
  /** Only a confirmed, not unsubscribed address is a subscriber. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
