import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createStaffStore } from '../admin/staff/store';
import { CLI_ACTOR } from '../admin/audit/log';
import { CSRF_HEADER } from '../admin/session/guard';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { isNewsImagePath, sanitizeArticleHtml } from './news';
import { seedArticles } from './news-seed';
import { newsArticles } from './schema';

const SAFE_REL = 'rel="noopener noreferrer" target="_blank"';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PASSWORD = 'una clave bastante larga';
const IMAGE_REFUSED = 'La imagen debe ser una subida desde aquí.';

/** The links of sanitised HTML, each as its attributes. */
const anchors = (html: string) => [...html.matchAll(/<a\b([^>]*)>/g)].map((match) => match[1]!);

describe('links in a news article', () => {
  // Each leads off the site in a browser, written the way an editor (or an attacker) might.
  it.each([
    ['a leading space', '<a href=" https://evil.example/x">x</a>'],
    ['a leading newline', '<a href="\nhttps://evil.example/x">x</a>'],
    ['a leading tab', '<a href="\thttps://evil.example/x">x</a>'],
    ['a trailing space', '<a href="https://evil.example/x ">x</a>'],
    ['a leading control character', '<a href="\u0001https://evil.example/x">x</a>'],
    ['a tab inside the scheme', '<a href="ht\ttps://evil.example/x">x</a>'],
    ['a newline inside the scheme', '<a href="https:\n//evil.example/x">x</a>'],
    ['an upper-case scheme', '<a href="HTTPS://evil.example/x">x</a>'],
    ['a mixed-case scheme', '<a href="hTtPs://evil.example/x">x</a>'],
    ['an entity-encoded letter', '<a href="&#104;ttps://evil.example/x">x</a>'],
    ['an entity-encoded leading space', '<a href="&#x20;https://evil.example/x">x</a>'],
    ['an entity-encoded tab in the scheme', '<a href="ht&#x09;tps://evil.example/x">x</a>'],
    ['a named entity for the colon', '<a href="https&colon;//evil.example/x">x</a>'],
    ['no slashes after the scheme', '<a href="https:evil.example/x">x</a>'],
    ['a backslash after the scheme', '<a href="https:/\\evil.example/x">x</a>'],
  ])('adds rel="noopener noreferrer" to a link with %s, and writes its address as the browser reads it', (_case, html) => {
    const [link, ...others] = anchors(sanitizeArticleHtml(html));
    expect(others).toEqual([]);
    expect(link).toContain('href="https://evil.example/x"');
    expect(link).toContain(SAFE_REL);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['protocol-relative after a space', ' //evil.example/x'],
    ['protocol-relative with a backslash', '/\\evil.example/x'],
    ['protocol-relative with backslashes', '\\\\evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a space and a tab', ' java\tscript:alert(1)'],
    ['javascript: entity-encoded', '&#106;avascript&colon;alert(1)'],
    ['upper-case JAVASCRIPT:', 'JAVASCRIPT:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('drops a %s href', (_case, href) => {
    const html = sanitizeArticleHtml(`<a href="${href}">x</a>`);
    expect(html).toBe('<a>x</a>');
  });

  it('leaves the site’s own links, mail and phone links as written, without opening a new tab', () => {
    for (const href of ['/noticias/otra', 'otra', '#pasos', '?page=2', 'mailto:info@example.es', 'tel:+34960000000']) {
      const [link] = anchors(sanitizeArticleHtml(`<a href="${href}">x</a>`));
      expect(link, href).toBe(` href="${href}"`);
    }
  });

  it('replaces a rel an external link brings with it', () => {
    const [link] = anchors(sanitizeArticleHtml('<a href=" https://evil.example/" rel="opener" target="_self">x</a>'));
    expect(link).toContain(SAFE_REL);
    expect(link).not.toContain('opener"');
    expect(link).not.toContain('_self');
  });
});

describe('the picture of a news article', () => {
  it('accepts an uploaded picture’s address and the seeded articles’ pictures, which exist in the web app', () => {
    expect(isNewsImagePath('/media/noticias/0f8fad5b-d9cb-469f-a165-70867728950e.png')).toBe(true);
    for (const extension of ['jpg', 'webp', 'gif']) expect(isNewsImagePath(`/media/noticias/0f8fad5b-d9cb-469f-a165-70867728950e.${extension}`)).toBe(true);
    for (const article of seedArticles) {
      expect(isNewsImagePath(article.imagen), article.imagen).toBe(true);
      expect(existsSync(new URL(`../../../web/public${article.imagen}`, import.meta.url)), article.imagen).toBe(true);
    }
  });

  it.each([
    '/media/noticias/../../admin',
    '/media/noticias/../0f8fad5b-d9cb-469f-a165-70867728950e.png',
    '/img/../media/x.png',
    '/img/noticias/../../api/admin/staff',
    '/media/noticias/%2e%2e/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    '/media/noticias/0f8fad5b-d9cb-469f-a165-70867728950e.png/..',
    '/media/noticias/0f8fad5b-d9cb-469f-a165-70867728950e.png?x=1',
    '/media/noticias/0F8FAD5B-D9CB-469F-A165-70867728950E.png',
    '/media/noticias/0f8fad5b-d9cb-469f-a165-70867728950e.svg',
    '/media/noticias/------------------------------------.png',
    '/media/noticias/foto.png',
    '/img/noticias/otra.webp',
    '/img/logo.png',
    '/api/admin/staff',
    '//evil.example/x.png',
    'https://evil.example/x.png',
  ])('refuses %s', (path) => {
    expect(isNewsImagePath(path)).toBe(false);
  });
});

for (const database of await testDatabases()) {
  describe(`news pictures in the back office on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, adminLoginRateLimit: 0 });
    const inject = (options: InjectOptions) => context.app.inject(options);

    async function signIn(): Promise<{ cookie: string; [CSRF_HEADER]: string }> {
      const { link } = await createStaffStore(context.services.db, context.services.publicUrl).add('noticias@example.es', 'staff', CLI_ACTOR);
      await inject({ method: 'POST', url: '/api/admin/clave', payload: { token: new URL(link).searchParams.get('token'), password: PASSWORD } });
      const login = await inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'noticias@example.es', password: PASSWORD } });
      const session = login.cookies.find((cookie) => cookie.name === 'admin_session')!;
      return { cookie: `admin_session=${session.value}`, [CSRF_HEADER]: login.json().csrf };
    }

    it('refuses a picture path that is not an upload, on the field, in Spanish; takes an upload and a seeded picture', async () => {
      const headers = await signIn();
      const save = (imagen: string) =>
        inject({ method: 'POST', url: '/api/admin/news', headers, payload: { titulo: 'Con imagen', resumen: 'Resumen.', contenido: '<p>x</p>', imagen } });
      for (const imagen of ['/media/noticias/../../data/db', '/img/../media/x.png', '/img/noticias/../../api/admin/staff', '/media/noticias/x.png']) {
        const refused = await save(imagen);
        expect(refused.statusCode, imagen).toBe(400);
        expect(refused.json().fields, imagen).toEqual({ imagen: IMAGE_REFUSED });
      }
      const upload = await inject({ method: 'POST', url: '/api/admin/news/image', headers: { ...headers, 'content-type': 'image/png' }, payload: PNG });
      expect(upload.statusCode, upload.body).toBe(200);
      for (const imagen of [upload.json().url as string, seedArticles[0]!.imagen, '']) {
        const saved = await save(imagen);
        expect(saved.statusCode, saved.body).toBe(200);
      }
    });

    it('leaves out a picture saved before the rule, rather than draw it', async () => {
      await context.services.db.insert(newsArticles).values({
        slug: 'imagen-antigua',
        titulo: 'Imagen antigua',
        resumen: 'r',
        contenido: '<p>x</p>',
        imagen: '/img/../api/admin/staff',
      });
      const article = await inject({ method: 'GET', url: '/api/noticias/imagen-antigua' });
      expect(article.statusCode).toBe(200);
      expect(JSON.stringify(article.json())).not.toContain('/img/../');
    });
  });
}
