import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** A small server-rendered page (payment steps, 404s outside the web app), styled by /server-pages.css. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/server-pages.css">
<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * A page a link in a mail leads to (a reminder's stop, a renewal watch's confirmation): never
 * cached, and no referrer sent on, since its address carries the link's secret.
 */
export const sendLinkPage = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(htmlPage(title, `<main class="gateway"><h1>${escapeHtml(title)}</h1>${body}</main>`));
