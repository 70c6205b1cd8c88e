/**
 * The longest note or message staff may write on an order: the API refuses more
 * (apps/api/src/admin/schema-kit.ts) and the back office's fields stop the typing there.
 */
export const NOTE_MAX = 2000;
