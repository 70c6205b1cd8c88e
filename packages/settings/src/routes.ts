/**
 * The site's own pages (not order flows): what the server answers 200 for. Flow routes come from
 * the flow registry. DECISIONS §2 and spec-2 §2.1.
 */
export const sitePaths: readonly string[] = ['/', '/pago/ok', '/pago/ko'];
