/**
 * The API's answers as zod schemas (docs/decisions/007, "Layout"): the API validates and
 * serialises with them, the web app takes their types with `import type` (z.infer), so an answer
 * is written once and the browser bundle carries no schema.
 */
export * from './common';
export * from './admin-session';
export * from './admin-rights';
export * from './admin-orders';
export * from './admin-work';
export * from './admin-prices';
export * from './admin-staff';
export * from './admin-content';
export * from './admin-invoices';
export * from './admin-agenda';
export * from './public-orders';
export * from './admin-clients';
export * from './public-drafts';
export * from './my-orders';
export * from './public-forms';
export * from './public-catalogue';
export * from './admin-refunds';
export * from './admin-client-data';
export * from './public-news';
export * from './public-navbar';
