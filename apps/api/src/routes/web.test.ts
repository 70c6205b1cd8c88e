import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowRegistry } from '@shop/flows';
import { describeFlow } from '@shop/flow-kit';
import { sitePages } from '@shop/settings/routes';
import { redirects, services as serviceList } from '@shop/flows/services';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { newsArticles, newsFormerSlugs } from '../site/schema';

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Plantilla</title>
    <meta name="description" content="Plantilla" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

/** spec-2 §2.1 route table, written out as the spec lists it. */
const SPEC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/contacto',
  '/faqs',
  '/aviso-legal',
  '/marca-nacional',
  '/servicios/marca-nacional',
  '/marca-europea',
  '/servicios/marca-europea',
  '/marca-internacional',
  '/servicios/marca-internacional',
  '/nombre-comercial',
  '/servicios/nombre-comercial',
  '/diseno-industrial',
  '/servicios/diseno-industrial',
  '/renovacion-marca-nacional',
  '/renovacion-marca-europea',
  '/patentes',
  '/modelo-utilidad',
  '/modelo-de-utilidad',
  '/derechos-autor',
  '/derechos-de-autor',
  '/recuperacion-dominios',
  '/recuperacion-de-dominios',
  '/otros-servicios/informe-previo',
  '/otros-servicios/informe-previo-profesional',
  '/otros-servicios/solicitud-titulo',
  '/otros-servicios/solicitud-titulo-de-marca',
  '/otros-servicios/vigilancia-de-marcas',
  '/otros-servicios/contestacion-a-suspensos',
  '/otros-servicios/presentacion-de-oposiciones',
  '/otros-servicios/presentacion-de-recurso-de-alzada',
  '/otros-servicios/cambio-de-titular-marcas-y-patentes',
  '/otros-servicios/diseno-de-logos',
  '/noticias',
  // Footer paths that are screens of their own (DECISIONS §2).
  '/pago-anualidades-patentes',
  '/pago-anualidades-modelos',
  '/renovacion-diseno',
];

const [database] = await testDatabases();

describe('web pages', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  // Behind a trusted proxy, as in production: X-Forwarded-* are believed for the client's address, never for links.
  const context = useTestApp({ ...database!.options, webDist, publicUrl: 'https://tienda.example.es', trustProxy: true });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it.each(SPEC_ROUTES)('answers %s with 200 and the app', async (path) => {
    const response = await context.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('knows every route of the settings, the services and the flow registry', async () => {
    const paths = [...Object.keys(sitePages), ...serviceList.flatMap((service) => service.routes), ...flowRegistry.flatMap((entry) => entry.routes)];
    for (const path of paths) expect((await context.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
  });

  it('answers a query like the page itself', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/noticias?page=2' })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'HEAD', url: '/faqs' })).statusCode).toBe(200);
  });

  it('redirects a path with a trailing slash to the page without it, keeping the query: one address per page', async () => {
    for (const [from, to] of [
      ['/aviso-legal/', '/aviso-legal'],
      ['/faqs/', '/faqs'],
      ['/marca-nacional/', '/marca-nacional'],
      ['/otros-servicios/informe-previo//', '/otros-servicios/informe-previo'],
      ['/noticias/?page=2', '/noticias?page=2'],
      ['/no-existe/', '/no-existe'],
      // Never off the site: a protocol-relative Location would leave it.
      ['//elsewhere.example/', '/elsewhere.example'],
      ['///', '/'],
    ]) {
      const response = await context.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // A footer short path goes straight to its anchor, in one redirect.
    expect((await context.app.inject({ method: 'GET', url: '/condiciones-generales/' })).headers.location).toBe('/aviso-legal#condiciones');
    expect((await context.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'HEAD', url: '/faqs/' })).statusCode).toBe(301);
  });

  it.each(Object.entries(redirects))('redirects the footer short path %s to %s permanently', async (from, to) => {
    const response = await context.app.inject({ method: 'GET', url: from });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('answers unknown paths with the app and HTTP 404, unknown API paths with JSON', async () => {
    // An address that cannot be decoded or holds a NUL, and the app's bare shell, are unknown pages to a visitor too.
    for (const path of [
      '/no-existe',
      '/marca-nacional/otra',
      '/noticias/no-existe',
      '/noticias/a/b',
      '/noticias/%E0%A4%A',
      '/noticias/a%00',
      '/%ZZ?x=1',
      '/index.html',
    ]) {
      const response = await context.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<title>Página no encontrada | Registro de Marcas</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
    const api = await context.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Recurso no encontrado.', error: 'Recurso no encontrado.', fields: {} });
  });

  it('serves the back office screens with the app, never indexed (ADR 007)', async () => {
    for (const path of ['/admin', '/admin/pedidos/P-1001', '/admin/clave']) {
      const response = await context.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<title>Administración | Registro de Marcas</title>');
    }
  });

  it('sends each page its title, description, canonical link and Open Graph tags', async () => {
    const html = (await context.app.inject({ method: 'GET', url: '/faqs' })).body;
    expect(html).toContain('<title>Preguntas frecuentes | Registro de Marcas</title>');
    expect(html).not.toContain('Plantilla');
    expect(metaContent(html, 'name', 'description')).toBe(sitePages['/faqs']!.description);
    expect(html).toContain('<link rel="canonical" href="https://tienda.example.es/faqs">');
    expect(metaContent(html, 'property', 'og:title')).toBe('Preguntas frecuentes');
    expect(metaContent(html, 'property', 'og:url')).toBe('https://tienda.example.es/faqs');
    expect(metaContent(html, 'property', 'og:locale')).toBe('es_ES');
  });

  it('writes the configured public origin into every absolute link, whatever Host or X-Forwarded-Host the client sends', async () => {
    const hostile = [
      { host: 'evil.example' },
      { host: 'evil.example:8080', 'x-forwarded-proto': 'http' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      { forwarded: 'host=evil.example;proto=http' },
    ];
    for (const headers of hostile) {
      for (const path of ['/faqs', '/noticias/como-registrar-una-marca-en-espana-paso-a-paso', '/no-existe']) {
        const html = head((await context.app.inject({ method: 'GET', url: path, headers })).body);
        const what = `${path} ${JSON.stringify(headers)}`;
        expect(html, what).not.toContain('evil.example');
        const links = [...html.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"/g)].map((match) => match[1]!);
        if (path !== '/no-existe') expect(links.length, what).toBeGreaterThan(1);
        for (const link of links) expect(link, what).toMatch(/^https:\/\/tienda\.example\.es\//);
      }
    }
  });

  it('points aliases at their canonical page', async () => {
    const contact = (await context.app.inject({ method: 'GET', url: '/contact' })).body;
    expect(contact).toContain('<link rel="canonical" href="https://tienda.example.es/contacto">');
    const alias = (await context.app.inject({ method: 'GET', url: '/modelo-de-utilidad' })).body;
    expect(alias).toContain('<title>Modelo de Utilidad | Registro de Marcas</title>');
    expect(alias).toContain('<link rel="canonical" href="https://tienda.example.es/modelo-utilidad">');
  });

  it('keeps each renovation screen its own canonical page: they start from different mark types', async () => {
    for (const path of ['/renovacion-marca-nacional', '/renovacion-marca-europea']) {
      const html = (await context.app.inject({ method: 'GET', url: path })).body;
      expect(html, path).toContain(`<link rel="canonical" href="https://tienda.example.es${path}">`);
    }
  });

  it('titles flow pages from their flow definitions', async () => {
    for (const entry of flowRegistry) {
      const flow = await entry.load();
      const html = (await context.app.inject({ method: 'GET', url: entry.routes.at(-1)! })).body;
      expect(html).toContain(`<title>${flow.title} | Registro de Marcas</title>`);
      expect(metaContent(html, 'name', 'description')).toBe(describeFlow(flow, await context.services.catalogue.prices(flow)).replace(/&/g, '&amp;'));
    }
  });

  it("says a flow page's price as the catalogue has it now, in its description and link preview", async () => {
    expect(metaContent((await context.app.inject({ method: 'GET', url: '/marca-nacional' })).body, 'name', 'description')).toMatch(/Desde 199,00 €\.$/);
    await context.services.catalogue.set('marca-nacional', 'basic', 20900);
    try {
      for (const path of ['/marca-nacional', '/nombre-comercial']) {
        const html = (await context.app.inject({ method: 'GET', url: path })).body;
        expect(metaContent(html, 'name', 'description'), path).toMatch(/Desde 209,00 €\.$/);
        expect(metaContent(html, 'property', 'og:description'), path).toMatch(/Desde 209,00 €\.$/);
      }
    } finally {
      await context.services.catalogue.set('marca-nacional', 'basic', 19900);
    }
  });

  it("sends an article's title, description, keywords, canonical and image", async () => {
    const html = head((await context.app.inject({ method: 'GET', url: '/noticias/como-registrar-una-marca-en-espana-paso-a-paso' })).body);
    expect(html).toContain('<title>Cómo registrar una marca en España, paso a paso | Registro de Marcas</title>');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Desde la búsqueda previa/);
    expect(metaContent(html, 'name', 'keywords')).toBe('registro de marca, OEPM, marca nacional, plazos');
    expect(html).toContain('<link rel="canonical" href="https://tienda.example.es/noticias/como-registrar-una-marca-en-espana-paso-a-paso">');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://tienda.example.es/img/noticias/registro-paso-a-paso.webp');
  });

  // Chromium draws an SVG <img> or favicon by building a document for it on the page's main thread
  // (5-40 ms each before a phone's slowdown); a raster picture is decoded off it (ADR 008: TBT).
  it('draws its pictures and icons as rasters that exist', async () => {
    const publicDir = new URL('../../../web/public/', import.meta.url);
    const index = readFileSync(new URL('../index.html', publicDir), 'utf8');
    const icons = [...index.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!);
    expect(icons.length).toBeGreaterThan(0);
    const pictures: string[] = [];
    for (const path of ['/', '/noticias', '/noticias/como-registrar-una-marca-en-espana-paso-a-paso', '/contacto']) {
      const body = (await context.app.inject({ method: 'GET', url: path })).body;
      pictures.push(...[...body.matchAll(/<img[^>]*src="\/([^"]+)"/g)].map((match) => match[1]!));
    }
    expect(pictures.length).toBeGreaterThan(10);
    for (const file of [...icons, ...pictures]) {
      expect(file, 'an SVG picture').not.toMatch(/\.svg$/);
      expect(existsSync(new URL(file, publicDir)), `${file} in apps/web/public`).toBe(true);
    }
  });

  it('escapes what it injects', async () => {
    await context.services.db.insert(newsArticles).values({
      slug: 'titulo-peligroso',
      titulo: '</title><script>alert("x")</script>',
      resumen: '"><img src=x onerror=alert(1)>',
      keywords: ['a"b', '<c>'],
      contenido: '<p>x</p>',
    });
    const html = head((await context.app.inject({ method: 'GET', url: '/noticias/titulo-peligroso' })).body);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; | Registro de Marcas');
    expect(metaContent(html, 'name', 'keywords')).toBe('a&quot;b, &lt;c&gt;');
  });

  it("leads an article's former address to its page, keeping the query (staff changed its slug)", async () => {
    const [article] = await context.services.db
      .insert(newsArticles)
      .values({ slug: 'marca-renombrada', titulo: 'Renombrada', resumen: 'r', contenido: '<p>x</p>' })
      .returning();
    await context.services.db.insert(newsFormerSlugs).values({ slug: 'marca-de-antes', articleId: article!.id });
    const moved = await context.app.inject({ method: 'GET', url: '/noticias/marca-de-antes?utm_source=boletin' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/noticias/marca-renombrada?utm_source=boletin');
    // Unpublished, the article has no address at all, former or not.
    await context.services.db.update(newsArticles).set({ published: false }).where(eq(newsArticles.id, article!.id));
    expect((await context.app.inject({ method: 'GET', url: '/noticias/marca-de-antes' })).statusCode).toBe(404);
  });

  it('marks pages that should not be indexed', async () => {
    const html = (await context.app.inject({ method: 'GET', url: '/login' })).body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});
