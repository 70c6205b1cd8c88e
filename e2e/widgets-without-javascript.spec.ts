import type { Browser, Locator, Page, Route } from '@playwright/test';
import { test, expect, expectAccessible } from './support/test';
import { billingBlock, fillBilling, PERSON_BILLING } from './support/billing';
import { acceptConsents, expectStep, fillApplicant } from './support/forms';
import { recordPosts } from './support/site';

const logo = new URL('./fixtures/logo.png', import.meta.url).pathname;

/*
 * The wizard's widgets as the server's HTML, for a page that never runs its code (ADR 021: forms
 * before JavaScript): native controls a person operates by pointer and keyboard, named as the
 * server reads them (packages/flow-kit/src/step-form.ts). Once the code runs, nothing moves.
 */
/**
 * A page of the server's HTML alone: the browser's JavaScript off, or on with the page's code never
 * started (its boot script refused), which axe needs to run in.
 */
async function serverPage(browser: Browser, javaScript: 'off' | 'never started'): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript === 'never started', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.route('**/boot.js', (route) => route.abort());
  return page;
}

const check = async (page: Page, javaScript: string, context: string) => {
  if (javaScript === 'never started') await expectAccessible(page, context);
};

for (const javaScript of ['off', 'never started'] as const) {
  test.describe(`the widgets as the server's HTML (JavaScript ${javaScript})`, () => {
    test('countries: a disclosure of every country, ticked by its name or by the keyboard', async ({ browser }) => {
      const page = await serverPage(browser, javaScript);
      await page.goto('/marca-internacional');
      const summary = page.getByText('Seleccionar países...', { exact: true });
      const list = page.getByRole('group', { name: 'Países', exact: true });
      await expect(list).toBeHidden();
      await summary.click();
      await expect(list).toBeVisible();
      // Where a person clicks: the country's name.
      await list.getByText('Portugal', { exact: true }).click();
      await expect(list.getByRole('checkbox', { name: 'Portugal', exact: true })).toBeChecked();
      await list.getByRole('checkbox', { name: 'Francia', exact: true }).focus();
      await page.keyboard.press('Space');
      await expect(list.getByRole('checkbox', { name: 'Francia', exact: true })).toBeChecked();
      // What the form sends: one ISO code per ticked country, under the field's name.
      await expect(page.locator('input[name="selectedCountries"]:checked')).toHaveCount(2);
      await expect(page.locator('input[name="selectedCountries"][value="PT"]')).toBeChecked();
      await check(page, javaScript, 'countries open, before the code');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(list).toBeHidden();
      await page.context().close();
    });

    test('the drop zone is the file input: a click on its words opens the picker, so does the keyboard', async ({ browser }) => {
      const page = await serverPage(browser, javaScript);
      await page.goto('/marca-nacional');
      const input = page.getByRole('button', { name: 'Arrastra tu archivo aquí o haz clic para seleccionarlo' });
      await expect(input).toHaveAttribute('type', 'file');
      await expect(input).toHaveAttribute('name', 'uploadedFile');
      // The representation may change without the code: the picker takes each of its kinds.
      await expect(input).toHaveAttribute('accept', 'image/*,audio/*,video/*');
      // A person's click on the words: the input lies over them, so it is what the click reaches (forced:
      // Playwright would otherwise wait for the words themselves to take it).
      const clicked = page.waitForEvent('filechooser');
      await page.getByText('Arrastra tu archivo aquí o haz clic para seleccionarlo', { exact: true }).click({ force: true });
      const chooser = await clicked;
      expect(chooser.isMultiple()).toBe(false);
      await chooser.setFiles(logo);
      const pressed = page.waitForEvent('filechooser');
      await input.focus();
      await page.keyboard.press('Space');
      await pressed;
      await check(page, javaScript, 'drop zone, before the code');
      await page.context().close();
    });

    test("billing: ticking the box shows the invoice's parts, and the box is sent by its contract name", async ({ browser }) => {
      const page = await serverPage(browser, javaScript);
      await page.goto('/renovacion-marca-nacional');
      const block = billingBlock(page);
      const box = block.getByRole('checkbox', { name: 'Quiero factura completa con mi NIF' });
      await expect(box).toHaveAttribute('name', 'facturacion.completa');
      const nif = block.getByRole('textbox', { name: 'NIF / NIE', exact: true });
      await expect(nif).toBeHidden();
      await block.getByText('Quiero factura completa con mi NIF', { exact: true }).click();
      await expect(box).toBeChecked();
      await expect(nif).toBeVisible();
      await expect(nif).toHaveAttribute('name', 'facturacion.nif');
      await expect(block.getByRole('textbox', { name: 'País', exact: true })).toHaveValue('España');
      await check(page, javaScript, 'billing parts, before the code');
      await page.context().close();
    });
  });
}

/** The wizard's layout shifts so far (CLS's sum, shifts after an input aside), with what moved, once the page works. */
async function expectNoShift(page: Page) {
  const shifts = await page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        const shifted = { sum: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
            // The wizard's own shifts: what the widgets could cause (the header and the page's other parts have their specs).
            const form = document.querySelector('main form');
            if (entry.hadRecentInput || !entry.sources.some((source) => source.node && form?.contains(source.node))) continue;
            shifted.sum += entry.value;
            for (const source of entry.sources) shifted.moved.push((source.node as Element | undefined)?.outerHTML?.slice(0, 160) ?? '(gone)');
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifted), 500);
      }),
  );
  expect(shifts.sum, shifts.moved.join('\n')).toBe(0);
}

/** Where a control is drawn in the server's HTML and once the code has run: the same place, the same size. */
async function expectSameBox(browser: Browser, page: Page, path: string, locate: (page: Page) => Locator) {
  const before = await serverPage(browser, 'never started');
  await before.goto(path);
  const server = await locate(before).boundingBox();
  await before.context().close();
  await page.goto(path);
  expect(await locate(page).boundingBox()).toEqual(server);
}

test.describe('the same widgets once the code runs', () => {
  test('the countries dropdown takes the disclosure’s place and nothing moves', async ({ browser, page }) => {
    await expectSameBox(browser, page, '/marca-internacional', (at) => at.locator('#campo-selectedCountries'));
    await expect(page.getByRole('button', { name: 'Seleccionar países...' })).toBeVisible();
    await expect(page.locator('details input[name="selectedCountries"]')).toHaveCount(0);
    await expectNoShift(page);
  });

  test('the drop zone and the billing block hydrate without a shift; the unticked parts are gone', async ({ browser, page }) => {
    await expectSameBox(browser, page, '/renovacion-marca-nacional', (at) => billingBlock(at));
    await expect(billingBlock(page).getByRole('textbox', { name: 'NIF / NIE', exact: true })).toHaveCount(0);
    await expectNoShift(page);
    await expectSameBox(browser, page, '/marca-nacional', (at) => at.getByRole('button', { name: 'Arrastra tu archivo aquí o haz clic para seleccionarlo' }));
    // Once the code runs, the picker follows the representation chosen.
    await expect(page.locator('input[name="uploadedFile"]')).toHaveAttribute('accept', 'image/*');
    await expectNoShift(page);
  });
});

/** Holds every chunk of the page's code until `release`: the page stays the server's meanwhile. */
async function holdCode(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[\w.-]+\.js$/, (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test.describe('what was done in the server’s widgets before the code ran (ADR 008: nothing lost)', () => {
  test('countries ticked in the server’s list are chosen once the code runs', async ({ page }) => {
    const code = await holdCode(page);
    await page.mainFrame().goto('/marca-internacional');
    await page.getByText('Seleccionar países...', { exact: true }).click();
    await page.getByRole('group', { name: 'Países', exact: true }).getByText('Portugal', { exact: true }).click();
    await code.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByRole('button', { name: '1 país(es) seleccionado(s)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Países seleccionados' })).toHaveText('Portugal');
  });

  // Widgets that load apart (billing, the file pickers, ADR 021) hydrate after the form, each in its own
  // pass: each hands over its own controls then (earlyInput.ts), the parts the billing box shows too.
  test('the invoice asked for and a file picked before the code ran are in the form once it works, and are sent', async ({ page }) => {
    const code = await holdCode(page);
    await page.mainFrame().goto('/renovacion-marca-nacional');
    // The whole step, filled in before the code runs.
    await fillApplicant(page, { name: 'Vicent', lastName: 'Llorens', email: 'vicent@example.es', phone: '612345678' });
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Horchata Clara');
    await page.getByRole('textbox', { name: 'Número de marca', exact: true }).fill('M3654321');
    await acceptConsents(page);
    await billingBlock(page).getByText('Quiero factura completa con mi NIF', { exact: true }).click();
    await fillBilling(page, { ...PERSON_BILLING, nombre: 'Vicent Llorens' });
    await code.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(billingBlock(page).getByRole('checkbox', { name: 'Quiero factura completa con mi NIF' })).toBeChecked();
    await expect(billingBlock(page).getByRole('textbox', { name: 'NIF / NIE', exact: true })).toHaveValue(PERSON_BILLING.nif);
    // Sent as the visitor gave it: the wizard's state held it, not only the screen.
    const saves = await recordPosts(page, '/api/guardar_marca');
    await page.getByRole('button', { name: 'Renovar Marca' }).click();
    await expect(page).toHaveURL(/\/g\/pay\?trans=/);
    const [save] = (await saves()) as (string | null)[];
    expect(save).toContain(`"facturacion":{"nif":"${PERSON_BILLING.nif}","nombre":"Vicent Llorens","direccion":"${PERSON_BILLING.direccion}"`);

    const later = await holdCode(page);
    await page.mainFrame().goto('/marca-nacional');
    await page.locator('input[type="file"][name="uploadedFile"]').setInputFiles(logo);
    await later.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
    // Carried by 'Continuar' as a file picked once the code runs: the step, shown again, has it.
    await fillApplicant(page, { name: 'Lucía', lastName: 'Martínez Soler', email: 'lucia@example.es', phone: '612345678' });
    await page.getByRole('textbox', { name: 'Nombre de la marca', exact: true }).fill('Turrón del Sur');
    await acceptConsents(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expectStep(page, 'Clasificación de Niza');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expectStep(page, 'Marca Nacional');
    await expect(page.getByRole('img', { name: 'Vista previa de logo.png' })).toBeVisible();
  });
});
