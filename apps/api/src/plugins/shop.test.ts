import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import * as z from 'zod';
import { shop, STARTUP_TIMEOUT_MS } from '../app';
import { isolated } from '../testing/databases';
import { area } from './area';
import { orderRoutes } from '../routes/orders';
import { appServices } from '../services';

/** Routes whose answer is no JSON a schema could describe; every other route declares its 2xx (or redirect) answer. */
const WITHOUT_SUCCESS_SCHEMA = {
  // The web app's catch-all page: the SPA's HTML for any path, rendered on the server.
  pages: ['/*'],
  // Static assets: the built files (@fastify/static, one route per file) and the server pages' stylesheet.
  assets: ['/index.html', '/assets/app.js', '/server-pages.css'],
  // Files streamed as they are: CSV and XML downloads, an order's uploaded files and the documents
  // staff attach to it, invoice PDFs, the news pictures.
  streamed: [
    '/api/admin/orders.csv',
    '/api/admin/messages.csv',
    '/api/admin/subscribers.csv',
    '/api/admin/invoices.csv',
    '/api/admin/invoices.xml',
    '/api/admin/deadlines.csv',
    '/api/admin/orders/:numero/files/:fileId',
    '/api/admin/orders/:numero/documents/:documentId',
    '/api/admin/invoices/:numero/pdf',
    '/api/pedido/:referencia/documentos/:documentId',
    '/api/borradores/:token/archivos/:index',
    '/media/noticias/:name',
  ],
};
/** @fastify/swagger-ui's own routes: the docs page and its files. */
const isSwaggerRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const successSchemaOf = (route: RouteOptions) => Object.keys((route.schema?.response as object | undefined) ?? {}).filter((code) => /^[23]\d\d$/.test(code));

describe('the shop as Fastify plugins', () => {
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const test = isolated({ inMemory: true });
    cleanup = test.cleanup;
    const webDist = join(test.options.dataDir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="es"><head><title>Plantilla</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    app = Fastify({ pluginTimeout: STARTUP_TIMEOUT_MS });
    // Added on the root before anything registers: encapsulated areas inherit it and report their routes too.
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.register(shop, { ...test.options, webDist });
    // An area registered after the shop, as a new one would be: it must inherit the root's compilers and error handler.
    await app.register(async (child) => {
      child.get('/prueba/fuera-de-esquema', { schema: { response: { 200: z.object({ texto: z.string() }) } } }, async () => ({ texto: 1 }));
      child.post(
        '/prueba/validada',
        { schema: { body: z.object({ cantidad: z.number().max(3) }), response: { 200: z.object({ ok: z.boolean() }) } } },
        async () => ({ ok: true }),
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  it('declares a response schema for every route but the explicitly allowed ones', () => {
    const allowed = new Set(Object.values(WITHOUT_SUCCESS_SCHEMA).flat());
    const methods = (route: RouteOptions) => [route.method].flat().join(',');
    const missing = routes
      .filter((route) => !isSwaggerRoute(route.url) && !allowed.has(route.url) && successSchemaOf(route).length === 0)
      .map((route) => `${methods(route)} ${route.url}`);
    expect(missing).toEqual([]);
    // The allow-list names real routes only: a renamed one must leave it.
    const urls = new Set(routes.map((route) => route.url));
    expect([...allowed].filter((url) => !urls.has(url))).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('declares params for every route with a path parameter', () => {
    const missing = routes.filter((route) => /\/:/.test(route.url) && !route.schema?.params).map((route) => route.url);
    expect(missing).toEqual([]);
  });

  it('registers external → app services → shared HTTP behaviour → the areas', () => {
    const tree = app.printPlugins().split('\n');
    const line = (name: string) => tree.findIndex((text) => new RegExp(`[─┬] ${name} `).test(text));
    const areas = ['health', 'orders', 'products', 'payments', 'site', 'news-media', 'admin', 'web'].map((name) => line(`${name}-routes`));
    expect(
      areas.every((index) => index > 0),
      tree.join('\n'),
    ).toBe(true);
    expect(line('shop-external')).toBeGreaterThan(0);
    expect(line('shop-external')).toBeLessThan(line('shop-services'));
    expect(line('shop-services')).toBeLessThan(line('shop-http'));
    expect(line('shop-http')).toBeLessThan(Math.min(...areas));
  });

  it('gives encapsulated areas the root’s validator, serializer and error handler', async () => {
    const outside = await app.inject({ method: 'GET', url: '/prueba/fuera-de-esquema' });
    expect(outside.statusCode).toBe(500);
    expect(outside.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Error interno/),
      error: expect.stringMatching(/^Error interno/),
      fields: {},
    });
    const invalid = await app.inject({ method: 'POST', url: '/prueba/validada', payload: { cantidad: 9 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ cantidad: 'Como máximo 3.' });
    // A back-office route: the shop's words for zod's defaults, a custom message as written.
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 5 } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      error: 'Revisa los datos enviados: alguno no es válido.',
      fields: { email: 'Valor no válido; se esperaba un texto', password: 'Falta este campo.' },
    });
    // A body that is not an object, and a text past its limit, in the shop's words.
    expect((await app.inject({ method: 'POST', url: '/api/admin/login', payload: [1, 2] })).json().fields).toEqual({
      body: 'El cuerpo de la petición debe ser un objeto JSON.',
    });
    const long = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'a@example.es', password: 'x'.repeat(201) } });
    expect(long.json().fields).toEqual({ password: 'Como máximo 200 caracteres.' });
    const staffCommand = await app.inject({ method: 'POST', url: '/api/admin/clave', payload: { token: 'x', password: 'corta' } });
    expect(staffCommand.json().fields).toEqual({ password: 'La contraseña debe tener al menos 12 caracteres.' });
  });

  it('gives encapsulated areas the root’s form parser', async () => {
    const notice = await app.inject({
      method: 'POST',
      url: '/api/pagos/notificacion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Ds_Signature=x',
    });
    expect(notice.statusCode).toBe(400);
    expect(notice.json().error).toBe('Firma de la notificación no válida.');
  });
});

describe('an area registered out of order', () => {
  it('stops the start when the app services are not registered before it', async () => {
    const app = Fastify();
    await expect(app.register(area('orders', orderRoutes), { perMinute: 1 })).rejects.toThrow(/shop-services/);
    await app.close();
  });

  it('stops the start when the external plugin is missing under the services', async () => {
    const app = Fastify();
    await expect(app.register(appServices, {})).rejects.toThrow(/'db' required by 'shop-services'|shop-external/);
    await app.close();
  });
});
