import type { Page, Route } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { expectStep } from './support/forms';

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
  return { fail: () => settle('fail'), release: () => settle('pass') };
}

// An aborted chunk is reported by the browser itself; the page says so in Spanish (issue 12).
test.use({ allowConsoleErrors: [/Failed to load resource/] });

test("a step's main button waits while its fields load, over a placeholder of their size", async ({ page }) => {
  // Arriving from another page: a first visit gets the step rendered by the server instead.
  await page.goto('/faqs');
  const widget = await holdChunk(page, 'CountriesWidget');
  await page.locator('a[href="/marca-internacional"]').first().dispatchEvent('click');
  await expectStep(page, 'Marca Internacional');
  const button = page.getByRole('button', { name: 'Solicitar Presupuesto' });
  await expect(page.getByRole('form', { name: 'Marca Internacional' }).getByRole('status').filter({ hasText: 'Cargando...' })).toBeAttached();
  await expect(button).toBeDisabled();
  // No errors about fields the visitor cannot see.
  await expect(page.getByText('Por favor, completa los campos requeridos')).toHaveCount(0);
  await widget.release();
  await expect(page.getByRole('button', { name: 'Seleccionar países...' })).toBeVisible();
  await expect(button).toBeEnabled();
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
