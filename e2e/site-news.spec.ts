import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { documentsRequested, withoutServerRendering } from './support/site';

/** spec-2 §2.18-2.19, §4, §8: the news list and the article. */

const FEATURED = 'Cómo registrar una marca en España, paso a paso';

/**
 * The list opened in the app, where the browser fetches it: the news pages are sent without code
 * (ADR 021), so the app draws the list only from a page that runs, one it drew whole as when the
 * server could not render it (its footer's links are the app's then).
 */
async function openNewsInTheApp(page: Page) {
  await withoutServerRendering(page, '/contacto');
  await page.goto('/contacto');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Noticias', exact: true }).click();
}

test('list: featured article, cards, numbered pagination, previous/next dimmed at the ends, scroll to top', async ({ page }) => {
  await page.goto('/noticias');
  await expect(page).toHaveTitle('Noticias sobre marcas y propiedad industrial | Registro de Marcas');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  const featured = page.getByTestId('news-featured');
  await expect(featured.getByText('Destacada')).toBeVisible();
  await expect(featured.getByRole('heading', { name: FEATURED })).toBeVisible();
  await expect(page.getByTestId('news-cards').getByRole('article')).toHaveCount(5);
  await expect(page.getByTestId('news-cards').getByRole('link', { name: /Leer más/ })).toHaveCount(5);

  const pagination = page.getByRole('navigation', { name: 'Paginación' });
  // Disabled at the first page (spec-2 §4), by its text as by its role; no address to follow.
  await expect(pagination.getByText('Anterior')).toBeDisabled();
  await expect(pagination.getByRole('link', { name: 'Anterior' })).toBeDisabled();
  await expect(pagination.getByRole('link', { name: 'Anterior' })).not.toHaveAttribute('href');
  await expect(pagination.getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/noticias?page=2');

  await pagination.getByRole('link', { name: 'Siguiente' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await pagination.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/noticias\?page=2$/);
  await expect(pagination.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByText('Siguiente')).toBeDisabled();
  await expect(pagination.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/noticias');
  await expect(page.getByTestId('news-featured')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await pagination.getByRole('link', { name: '1', exact: true }).click();
  await expect(page).toHaveURL(/\/noticias$/);
  await expect(page.getByTestId('news-featured')).toBeVisible();
});

test('each page of the list comes rendered by the server, which its links ask for; moving between its pages in the app fetches them', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/noticias/public') lists.push(url.searchParams.get('page') ?? '');
  });
  await page.goto('/noticias?page=2');
  await expect(page.getByRole('article')).toHaveCount(1);
  const documents = documentsRequested(page);
  const pagination = page.getByRole('navigation', { name: 'Paginación' });
  await pagination.getByRole('link', { name: 'Anterior' }).click();
  await expect(page).toHaveURL(/\/noticias$/);
  await expect(page.getByTestId('news-featured').getByRole('heading', { name: FEATURED })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/noticias\?page=2$/);
  await expect(page.getByTestId('news-featured')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  // Pages from the server (ADR 021: no code to fetch with).
  expect(lists, 'no fetch for a page the server rendered').toEqual([]);
  expect(documents[0]).toMatch(/\/noticias$/);

  // Drawn by the app, its pages are fetched.
  await openNewsInTheApp(page);
  await expect(page.getByTestId('news-featured')).toBeVisible();
  await pagination.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/noticias\?page=2$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(lists).toEqual(['1', '2']);
});

test('skeletons show while the list loads', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/noticias/public**', async (route) => {
    await held;
    await route.continue();
  });
  await openNewsInTheApp(page);
  await expect(page.getByTestId('news-skeleton')).toBeVisible();
  release();
  await expect(page.getByTestId('news-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('news-featured')).toBeVisible();
});

test.describe('failures', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource|Error cargando noticias/] });

  test('a failed list says so and offers a retry', async ({ page }) => {
    await page.route('**/api/noticias/public**', (route) => route.fulfill({ status: 500, json: { error: 'x' } }), { times: 1 });
    await openNewsInTheApp(page);
    await expect(page.getByText('No hemos podido cargar las noticias.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('news-featured')).toBeVisible();
  });

  test("an unknown article: 'Noticia no encontrada' with a way back, and HTTP 404", async ({ page }) => {
    const response = await page.goto('/noticias/esta-noticia-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Noticia no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver a noticias' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
  });
});

test("article: back link, 'Por {author}', image, summary, body; the card's link leads to it", async ({ page }) => {
  await page.goto('/noticias');
  await page
    .getByTestId('news-featured')
    .getByRole('link', { name: /Leer más/ })
    .click();
  await expect(page).toHaveURL(/\/noticias\/como-registrar-una-marca-en-espana-paso-a-paso$/);
  await expect(page.getByRole('heading', { level: 1, name: FEATURED })).toBeVisible();
  await expect(page).toHaveTitle(`${FEATURED} | Registro de Marcas`);
  // The head says what the article is (spec-2 §2.19).
  const keywords = page.locator('meta[name="keywords"]');
  await expect(keywords).toHaveAttribute('content', 'registro de marca, OEPM, marca nacional, plazos');
  await expect(page.getByTestId('article-author')).toHaveText('Por Equipo jurídico');
  await expect(page.getByRole('article').locator('img').first()).toHaveAttribute('src', '/img/noticias/registro-paso-a-paso.webp');
  await expect(page.getByText('Desde la búsqueda previa hasta la concesión', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Búsqueda previa' })).toBeVisible();

  // A link inside the body leads to its page.
  await page.getByRole('article').getByRole('link', { name: 'informe previo profesional' }).click();
  await expect(page).toHaveURL(/\/otros-servicios\/informe-previo$/);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Volver a noticias' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Volver a noticias' }).click();
  await expect(page).toHaveURL(/\/noticias$/);
  await expect(keywords).toHaveCount(0);
});

test('an article without author shows no author line', async ({ page }) => {
  await page.goto('/noticias/que-hacer-si-alguien-se-opone-a-tu-marca');
  await expect(page.getByRole('heading', { level: 1, name: 'Qué hacer si alguien se opone a tu marca' })).toBeVisible();
  await expect(page.getByTestId('article-author')).toHaveCount(0);
  await expect(page.getByText(/^Por /)).toHaveCount(0);
});

test("the article's title, description, keywords, canonical and Open Graph tags are in the HTML the server sends", async ({ request, baseURL }) => {
  const response = await request.get('/noticias/marca-de-la-union-europea-una-solicitud-para-27-paises');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Marca de la Unión Europea: una solicitud para 27 países | Registro de Marcas</title>');
  expect(html).toContain('<meta name="description" content="Cuándo compensa registrar en la EUIPO');
  expect(html).toContain('<meta name="keywords" content="marca europea, EUIPO, Unión Europea, 27 países">');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/noticias/marca-de-la-union-europea-una-solicitud-para-27-paises">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/img/noticias/marca-europea.webp">`);
});
