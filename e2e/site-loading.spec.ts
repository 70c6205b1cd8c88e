import type { Page, Route } from '@playwright/test';
import { test, expect, expectAccessible, visitorMovesThePointer } from './support/test';
import { acceptConsents, expectStep, fillApplicant, REQUIRED_BANNER } from './support/forms';
import { withoutServerRendering } from './support/site';

/** Every chunk of the build: holding them keeps a page the server rendered from hydrating. */
const EVERY_CHUNK = '[\\w.]+';

/** Holds the requests for a build chunk until `release` (they load) or `fail` (they and later ones fail). */
async function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  let mode: 'hold' | 'fail' | 'pass' = 'hold';
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => {
    if (mode === 'fail') return route.abort('failed');
    if (mode === 'pass') return route.continue();
    held.push(route);
  });
  const settle = async (next: 'fail' | 'pass') => {
    mode = next;
    await Promise.all(held.splice(0).map((route) => (next === 'fail' ? route.abort('failed') : route.continue())));
  };
  return { fail: () => settle('fail'), release: () => settle('pass'), requested: () => held.length > 0 };
}

/**
 * Opens a page without waiting for it to hydrate (the shared `page.goto` waits): what a visitor
 * sees and uses in the server's HTML before the page's code runs.
 */
const openBeforeHydration = (page: Page, path: string) => page.mainFrame().goto(path);

/**
 * A page whose links navigate in the app: one the app drew whole, as when the server could not
 * render it (then the footer's links are the app's). A server-rendered page's header and footer
 * are pages from the server, and a content page has no code at all (ADR 021).
 */
async function openInTheApp(page: Page) {
  await withoutServerRendering(page, '/contacto');
  await page.goto('/contacto');
}
const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]', { state: 'attached' });

// An aborted chunk is reported by the browser itself; the page says so in Spanish (ADR 008).
test.use({ allowConsoleErrors: [/Failed to load resource/] });

/** The height of the step's form, where a widget arriving would push the rest down. */
const stepHeight = (page: Page) =>
  page
    .getByRole('main')
    .locator('form')
    .evaluate((form) => form.getBoundingClientRect().height);

test("a step's main button waits while a widget loads, over a placeholder of its size; the other fields are there", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Arriving from another page in the app: a first visit gets the step rendered by the server instead.
  await openInTheApp(page);
  const countries = await holdChunk(page, 'CountriesWidget');
  const files = await holdChunk(page, 'FilesWidget');
  await page.getByRole('contentinfo').locator('a[href="/patentes"]').dispatchEvent('click');
  await expectStep(page, 'Patentes');
  const button = page.getByRole('button', { name: 'Continuar', exact: true });
  const loading = page.getByRole('main').locator('form').getByRole('status').filter({ hasText: 'Cargando...' });
  await expect(loading).toHaveCount(1);
  await expect(button).toBeDisabled();
  // No errors about fields the visitor cannot see; those of other kinds can be filled meanwhile.
  await expect(page.getByText(REQUIRED_BANNER)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Clara');
  // A field shown by a choice loads too: both wait, and the button waits for both.
  await page.getByRole('radio', { name: 'Otros países' }).check();
  await expect(loading).toHaveCount(2);
  await expectAccessible(page, 'a step with widgets loading');
  const withPlaceholders = await stepHeight(page);

  await countries.release();
  await expect(page.getByRole('button', { name: 'Seleccionar países...' })).toBeVisible();
  await expect(button).toBeDisabled();
  await files.release();
  await expect(button).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Clara');
  // The placeholders kept the widgets' room: nothing below moved when they came.
  expect(Math.abs((await stepHeight(page)) - withPlaceholders)).toBeLessThanOrEqual(8);
});

test("a later step's widget loads from the visitor's first touch of the form, and its placeholder keeps its room", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const classes = await holdChunk(page, 'NiceClassesWidget');
  await page.goto('/marca-nacional');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('NiceClassesWidget'))).toEqual([]);
  await fillApplicant(page, { name: 'Ana', lastName: 'Pérez', email: 'ana@example.es', phone: '612345678' });
  await expect.poll(classes.requested).toBe(true);

  await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Paella Fina');
  await acceptConsents(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectStep(page, 'Clasificación de Niza');
  await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();
  const withPlaceholder = await stepHeight(page);
  await classes.release();
  await expect(page.getByRole('checkbox', { name: 'CLASE 30', exact: true })).toBeAttached();
  expect(Math.abs((await stepHeight(page)) - withPlaceholder)).toBeLessThanOrEqual(8);
});

test('a link to a page whose data is slow to come says it is coming, until the page shows', async ({ page }) => {
  await openInTheApp(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Marca Nacional', exact: true }).click();
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toHaveCount(1);
  release();
  await expectStep(page, 'Marca Nacional');
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toHaveCount(0);
});

test('the country list says it is loading, and offers a retry when the load fails', async ({ page }) => {
  const countries = await holdChunk(page, 'countries');
  await page.goto('/marca-internacional');
  await expectStep(page, 'Marca Internacional');
  await page.getByRole('button', { name: 'Seleccionar países...' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando la lista de países...' })).toBeVisible();
  await expect(page.getByText('No se ha encontrado ningún país.')).toHaveCount(0);
  await expectAccessible(page, 'country list loading');

  // The held request fails: the visitor is told, with a retry, never 'no country found'.
  await countries.fail();
  const failure = page.getByRole('alert').filter({ hasText: 'No se ha podido cargar la lista de países. Comprueba tu conexión e inténtalo de nuevo.' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('No se ha encontrado ningún país.')).toHaveCount(0);
  await expectAccessible(page, 'country list failed');

  await countries.release();
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await page.getByRole('textbox', { name: 'Buscar país' }).fill('méx');
  await expect(page.getByRole('checkbox', { name: /México/ })).toBeVisible();
});

test.describe('a widget that fails to load while the page hydrates', () => {
  // React reports the failure its boundary caught; the visitor gets the Spanish sentence below.
  // (One pattern: a fixture given two values would read the second as its options.)
  test.use({ allowConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  test("a first step's widget that fails to load says so with a retry, and the rest of the page works", async ({ page }) => {
    const files = await holdChunk(page, 'FilesWidget');
    await files.fail();
    await page.goto('/patentes');
    const failure = page.getByRole('alert').filter({ hasText: 'No se ha podido cargar. Comprueba tu conexión e inténtalo de nuevo.' });
    await expect(failure).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Clara');
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Clara');
    // The step's button waits for the field, as while it loads: the retry is what to press.
    await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();

    await files.release();
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.locator('input[type="file"]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toBeEnabled();
  });
});

test.describe('before the page has hydrated (ADR 008: nothing lost before it is ready)', () => {
  test('what the visitor typed and chose in the fields reaches the form once it works', async ({ page }) => {
    const code = await holdChunk(page, EVERY_CHUNK);
    await openBeforeHydration(page, '/marca-nacional');
    await page.getByRole('radio', { name: 'Soy Empresa' }).check();
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Paella Fina');
    await code.release();
    await hydrated(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: REQUIRED_BANNER })).toBeVisible();
    await expect(page.getByText('La razón social es obligatoria', { exact: true })).toBeVisible();
    await expect(page.getByText('El nombre de la marca es obligatorio', { exact: true })).toHaveCount(0);
    await expect(page.getByText('El nombre es obligatorio', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Nombre de la marca', exact: true })).toHaveValue('Paella Fina');
  });

  test("a tap on 'Continuar' before the code has run is not lost: the wizard takes it once it works", async ({ page }) => {
    const code = await holdChunk(page, EVERY_CHUNK);
    await openBeforeHydration(page, '/marca-nacional');
    await fillApplicant(page, { name: 'Pau', lastName: 'Soler', email: 'pau@example.es', phone: '612345678' });
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Fartons Pau');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    // Nothing sent by the browser itself: the page stays, with what was typed.
    expect(new URL(page.url()).search).toBe('');
    await code.release();
    await expectStep(page, 'Clasificación de Niza');
    await expect(page.getByText(REQUIRED_BANNER)).toHaveCount(0);
  });

  test("what was typed is kept over the tab's draft, and the draft fills the rest", async ({ page }) => {
    await page.goto('/marca-nacional');
    const markName = page.getByRole('textbox', { name: 'Nombre de la marca', exact: true });
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
    await markName.fill('Paella Fina');
    await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).join())).toContain('Paella Fina');

    const code = await holdChunk(page, EVERY_CHUNK);
    await openBeforeHydration(page, '/marca-nacional');
    await expect(markName).toHaveValue('');
    await markName.fill('Sol de Valencia');
    await code.release();
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Ana');
    await expect(markName).toHaveValue('Sol de Valencia');
    await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).join())).toContain('Sol de Valencia');
  });

  test("the header's menu works before the page's code has run (no framework: ADR 021)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const code = await holdChunk(page, EVERY_CHUNK);
    await openBeforeHydration(page, '/marca-nacional');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    await code.release();
  });

  test("the footer's newsletter form is sent by the page before its code has run, never by the browser in the address", async ({ page }) => {
    const code = await holdChunk(page, EVERY_CHUNK);
    await openBeforeHydration(page, '/marca-nacional');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('temprana@example.es');
    await form.getByRole('checkbox', { name: /acepto su política de privacidad/ }).check();
    await form.getByRole('button', { name: 'ENVIAR' }).click();
    // /shell.js sends it (no framework: ADR 021); the page's code is still held.
    await expect(form.getByRole('status')).toHaveText('¡Gracias! Te hemos enviado un correo: pulsa el enlace que contiene para confirmar tu suscripción.');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/marca-nacional');
    expect(new URL(page.url()).search).toBe('');
    await code.release();
  });

  test("a first step's fields that load apart hydrate with the page, not after it", async ({ page }) => {
    const widget = await holdChunk(page, 'CountriesWidget');
    await openBeforeHydration(page, '/marca-internacional');
    await visitorMovesThePointer(page);
    await expect.poll(widget.requested).toBe(true);
    // The page waits for its fields: were it running over them, a click there would be lost.
    await page.waitForTimeout(500);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await widget.release();
    await hydrated(page);
    await page.getByRole('button', { name: 'Seleccionar países...' }).click();
    await expect(page.getByRole('textbox', { name: 'Buscar país' })).toBeVisible();
  });
});
