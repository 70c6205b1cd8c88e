import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowRegistry } from '@shop/flows';
import { actionLabelOf, isVisible, resolve, type FieldSpec } from '@shop/flow-kit';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { scriptsAfterPaint } from './web';
import { NEWS_PAGE_SIZE } from '@shop/settings/routes';
import { readNavbar } from '../site/navbar';
import { createNewsStore } from '../site/news';

const INDEX = '<!doctype html><html lang="es"><head><title>Plantilla</title></head><body><div id="root"></div></body></html>';
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
/** What a reader of the page sees: its text without tags (a label may hold a link) nor screen-reader-only notes. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };
const textOf = (html: string) =>
  html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

const [database] = await testDatabases();

describe('pages rendered on the server (ADR 008)', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  const context = useTestApp({ ...database!.options, webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it.each(flowRegistry.map((entry) => [entry.routes[0]!, entry] as const))(
    "renders %s with its first step's title, labels and button, and its data for hydration",
    async (path, entry) => {
      const flow = await entry.load();
      const html = (await context.app.inject({ method: 'GET', url: path })).body;
      const text = textOf(rootOf(html));
      const step = flow.steps[0]!;
      const data = { ...flow.initialData(), ...flow.routeDefaults?.[path] };
      expect(text).toContain(step.title);
      const labels = (step.fields ?? [])
        .map((name: string) => flow.fields[name] as FieldSpec)
        .filter((field: FieldSpec) => field.kind !== 'hidden' && isVisible(field, data))
        .map((field: FieldSpec) => resolve(field.label, data));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(text, label).toContain(label);
      expect(text).toContain((actionLabelOf(step, data) ?? 'Continuar').split(' {amount}')[0]);
      expect(html).toMatch(/<script type="application\/json" id="datos-iniciales">\{"loaderData":/);
      // The browser's router starts from the routes the server matched (router.tsx).
      expect(html).toContain(`"matched":["site","${path}"]`);
    },
  );

  it('renders the site pages and a news article with their texts, SEO tags kept', async () => {
    const home = await context.app.inject({ method: 'GET', url: '/' });
    expect(rootOf(home.body)).toContain('<footer');
    const faqs = (await context.app.inject({ method: 'GET', url: '/faqs' })).body;
    expect(rootOf(faqs)).toContain('Preguntas frecuentes');
    const article = (await context.app.inject({ method: 'GET', url: '/noticias/como-registrar-una-marca-en-espana-paso-a-paso' })).body;
    expect(article).toContain('<meta property="og:type" content="article">');
    expect(rootOf(article)).toContain('Cómo registrar una marca en España, paso a paso</h1>');
    expect(rootOf(article)).not.toContain('article-skeleton');
  });

  it("renders the header's menu and the home's 'Desde' prices from the catalogue, nothing left loading", async () => {
    await context.services.catalogue.set('marca-nacional', 'basic', 18_900);
    await context.services.catalogue.set('derechos-autor', 'base', 47_500);
    const home = rootOf((await context.app.inject({ method: 'GET', url: '/' })).body);
    await context.services.catalogue.set('derechos-autor', 'base', 45_000);
    // The specialty cards too (DECISIONS §1): the copyright card's figure is the catalogue's.
    const specialties = home.slice(home.indexOf('id="especialidades"'));
    const copyrightCard = specialties.slice(specialties.indexOf('Derechos de Autor'));
    expect(textOf(copyrightCard.slice(0, copyrightCard.indexOf('</a>')))).toContain('475,00 €');
    const nav = home.slice(home.indexOf('<nav aria-label="Principal"'), home.indexOf('</nav>'));
    const { menu } = await readNavbar(context.services.db);
    expect(menu.length).toBeGreaterThan(0);
    for (const item of menu) expect(textOf(nav), item.label).toContain(item.label);
    expect(nav).toContain('href="/noticias"');
    const card = home.slice(home.indexOf('data-testid="hero-marca-nacional"'));
    expect(textOf(card.slice(0, card.indexOf('</article>')))).toContain('desde 189,00 €');
    expect(home).not.toContain('Cargando');
  });

  it('renders the news list with its articles and links to its pages', async () => {
    const news = createNewsStore(context.services.db);
    const [first, second] = [await news.list(1, NEWS_PAGE_SIZE), await news.list(2, NEWS_PAGE_SIZE)];
    expect(first.pagination.last_page).toBeGreaterThan(1);
    const list = rootOf((await context.app.inject({ method: 'GET', url: '/noticias' })).body);
    for (const item of first.data) expect(textOf(list)).toContain(item.titulo);
    expect(list).toContain('href="/noticias?page=2"');
    expect(list).not.toContain('Cargando');
    expect(list).not.toContain('news-skeleton');

    const page2 = rootOf((await context.app.inject({ method: 'GET', url: '/noticias?page=2' })).body);
    for (const item of second.data) expect(textOf(page2)).toContain(item.titulo);
    expect(textOf(page2)).not.toContain(first.data[0]!.titulo);
    expect(page2).toMatch(/<a aria-current="page"[^>]* href="\/noticias\?page=2"[^>]*>2<\/a>/);
    expect(page2).toContain('href="/noticias"');
  });

  it('renders the 404 page with status 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain('<h1');
  });

  it("keeps the build's stylesheet linked and starts the code after the first paint", () => {
    const built =
      '<head>\n<script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">\n<link rel="stylesheet" crossorigin href="/assets/shell-a1.css">\n</head>';
    const html = scriptsAfterPaint(built);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-a1.css">');
    expect(html).not.toContain('<style>');
    expect(html).toContain('<script defer src="/boot.js" data-entry="/assets/index-a1.js" data-preload="/assets/framework-b2.js"></script>');
    expect(html).not.toContain('modulepreload');
  });
});
