import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { flowRegistry } from '@shop/flows';
import { sitePaths } from '@shop/settings/routes';
import { SERVER_PAGES_CSS } from './server-pages-css';

/** Paths the web app renders; anything else gets the app's 404 page with HTTP 404 (DECISIONS §2). */
const knownPaths = new Set([...sitePaths, ...flowRegistry.flatMap((entry) => entry.routes)]);
const isKnown = (path: string) => knownPaths.has(path.replace(/\/+$/, '') || '/') || /^\/noticias\/[^/]+$/.test(path);

/** Serves the built web app and its SPA fallback from the same process as the API. */
export async function webRoutes(app: FastifyInstance, webDist: string | undefined) {
  app.get('/server-pages.css', (_request, reply) => reply.type('text/css').header('cache-control', 'public, max-age=3600').send(SERVER_PAGES_CSS));
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    setHeaders: (response, path) => {
      if (!path.includes('/assets/')) (response as unknown as { setHeader: (name: string, value: string) => void }).setHeader('cache-control', 'public, max-age=300');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.code(404).send({ error: 'Recurso no encontrado.' });
    }
    return reply.code(isKnown(path) ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
