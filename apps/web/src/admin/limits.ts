/**
 * What the API accepts (apps/api/src/admin/schemas.ts), said on the fields too: the browser stops
 * the typing at the limit instead of the server refusing the whole text afterwards.
 */
export const NOTE_MAX = 2000;
