import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';

/** The built index.html as Vite writes it: the entry as a module script (scriptsAfterPaint hands it to /boot.js). */
const INDEX =
  '<!doctype html><html lang="es"><head><title>Plantilla</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
const ENTRY = '<script defer src="/boot.js" data-entry="/assets/index-a1.js" data-preload=""></script>';

const [database] = await testDatabases();

describe('pages sent without code (ADR 021)', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  const context = useTestApp({ ...database!.options, webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const get = async (url: string) => context.app.inject({ method: 'GET', url });

  it.each(['/', '/faqs', '/about', '/aviso-legal', '/noticias', '/noticias/como-registrar-una-marca-en-espana-paso-a-paso', '/login', '/no-existe'])(
    '%s: rendered, with the shell and /boot.js given nothing to start, and no data to hydrate',
    async (path) => {
      const html = (await get(path)).body;
      expect(html).toContain('<main id="contenido"');
      expect(html).toContain('<script defer src="/shell.js"></script><script defer src="/boot.js"></script>');
      expect(html).not.toContain('data-entry');
      expect(html).not.toContain('id="datos-iniciales"');
    },
  );

  it.each(['/mis-pedidos', '/pedido/NOEXISTE'])('%s: a page that runs keeps its entry and its data', async (path) => {
    const html = (await get(path)).body;
    expect(html).toContain(ENTRY);
    expect(html).toContain('<script type="application/json" id="datos-iniciales">');
  });

  it.each(['/marca-nacional', '/patentes', '/renovacion-marca-nacional', '/contacto'])(
    "%s: a flow's first step, or the contact form, keeps its entry and data, its code started at the visitor's first touch",
    async (path) => {
      const html = (await get(path)).body;
      expect(html).toContain(ENTRY.replace(' data-entry=', ' data-start="intent" data-entry='));
      expect(html).toContain('<script type="application/json" id="datos-iniciales">');
    },
  );

  it("the footer's newsletter form is a real form the server answers, on every page", async () => {
    for (const path of ['/', '/marca-nacional']) {
      const html = (await get(path)).body;
      const form = /<form [^>]*data-shell="newsletter"[^>]*>/.exec(html)?.[0] ?? '';
      // (React writes the attribute as `noValidate`: HTML reads attribute names in any case.)
      for (const attribute of ['action="/newsletter"', 'method="post"', /novalidate=""/i]) expect(form, path).toMatch(attribute);
      expect(html, path).toContain(`<input type="hidden" name="volver" value="${path}"/>`);
      expect(html, path).not.toContain('isla-boletin');
    }
  });
});
