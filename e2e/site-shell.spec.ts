import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { recordPosts, withoutServerRendering } from './support/site';

/** spec-1 §2.1, §4, §8: the header, its menu from the server, the mobile panel, the footer and its newsletter. */

const menuButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name, exact: true });
const panelOf = async (page: Page, name: string) => page.locator(`#${await menuButton(page, name).getAttribute('aria-controls')}`);

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('top strip: phone, e-mail, inert social links until configured, YouTube in a new tab', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('top-strip');
    await expect(strip.getByRole('link', { name: '+34 960 000 000' })).toHaveAttribute('href', 'tel:+34960000000');
    await expect(strip.getByRole('link', { name: 'info@example.es' })).toHaveAttribute('href', 'mailto:info@example.es');
    for (const name of ['facebook', 'instagram']) {
      const inert = strip.getByTestId(`social-${name}`);
      await expect(inert).toBeVisible();
      expect(await inert.evaluate((element) => element.tagName)).toBe('SPAN');
    }
    const youtube = strip.getByTestId('social-youtube');
    await expect(youtube).toHaveAttribute('target', '_blank');
    await expect(youtube).toHaveAttribute('rel', /noopener/);
  });

  test('the bar is solid near the top and translucent with blur after 10px', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('main-bar');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    expect(await bar.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  test('dropdowns: grouped columns or a flat list with prices; one open at a time; a second click closes', async ({ page }) => {
    await page.goto('/');
    const marcas = menuButton(page, 'Marcas');
    await marcas.click();
    await expect(marcas).toHaveAttribute('aria-expanded', 'true');
    const marcasPanel = await panelOf(page, 'Marcas');
    await expect(marcasPanel.getByText('Registro', { exact: true })).toBeVisible();
    await expect(marcasPanel.getByText('Renovación', { exact: true })).toBeVisible();
    await expect(marcasPanel.getByRole('link', { name: /Marca Nacional.*Desde 199,00 €/ })).toBeVisible();

    const inventions = menuButton(page, 'Invenciones');
    await inventions.click();
    await expect(marcas).toHaveAttribute('aria-expanded', 'false');
    await expect(marcasPanel).toBeHidden();
    const list = await panelOf(page, 'Invenciones');
    await expect(list.getByRole('link', { name: /Patentes.*Desde 2662,00 €/ })).toBeVisible();
    expect(await list.locator('ul').evaluate((element) => getComputedStyle(element).maxHeight)).toBe('384px');

    await inventions.click();
    await expect(inventions).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });

  test('the backdrop and a route change close the dropdown', async ({ page }) => {
    await page.goto('/');
    await menuButton(page, 'Otros servicios').click();
    await page.getByTestId('menu-backdrop').click({ position: { x: 20, y: 600 } });
    await expect(menuButton(page, 'Otros servicios')).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page, 'Otros servicios').click();
    await (await panelOf(page, 'Otros servicios')).getByRole('link', { name: /Informe Previo Profesional/ }).click();
    await expect(page).toHaveURL(/\/otros-servicios\/informe-previo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Informe Previo Profesional' })).toBeVisible();
    await expect(menuButton(page, 'Otros servicios')).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page, 'Marcas').click();
    await page.goBack();
    await expect(menuButton(page, 'Marcas')).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter and Space open, Escape closes and returns focus to the trigger', async ({ page }) => {
    await page.goto('/');
    const marcas = menuButton(page, 'Marcas');
    await marcas.focus();
    await page.keyboard.press('Enter');
    await expect(marcas).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Marca Nacional/);
    await page.keyboard.press('Escape');
    await expect(marcas).toHaveAttribute('aria-expanded', 'false');
    await expect(marcas).toBeFocused();
    await page.keyboard.press(' ');
    await expect(marcas).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(marcas).toBeFocused();
  });

  test('keyboard: Tabbing out of an open dropdown closes it', async ({ page }) => {
    await page.goto('/');
    const inventions = menuButton(page, 'Invenciones');
    await inventions.focus();
    await page.keyboard.press('Enter');
    await expect(inventions).toHaveAttribute('aria-expanded', 'true');
    // Into the panel, it stays open.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Patentes/);
    await expect(inventions).toHaveAttribute('aria-expanded', 'true');
    // Past its last link, to the next item of the menu: closed, with no backdrop left over the page.
    const links = await (await panelOf(page, 'Invenciones')).getByRole('link').count();
    for (let index = 1; index <= links; index++) await page.keyboard.press('Tab');
    await expect(inventions).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('menu-backdrop')).toBeHidden();

    // Backwards from the trigger too.
    await inventions.focus();
    await page.keyboard.press('Enter');
    await expect(inventions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(inventions).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu comes with the page and is read once per visit, not again on each navigation', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/navbar') reads.push(request.url());
    });
    await page.goto('/');
    await expect(menuButton(page, 'Marcas')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Noticias', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/noticias\?page=2$/);
    await nav.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(menuButton(page, 'Marcas')).toBeVisible();
    expect(reads).toEqual([]);
  });

  test('links of the menu: news, FAQ, about, contact', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const [name, path, heading] of [
      ['Noticias', '/noticias', 'Noticias'],
      ['Preguntas frecuentes', '/faqs', 'Preguntas frecuentes'],
      ['Nosotros', '/about', 'Quiénes somos'],
      ['Contacto', '/contacto', 'Contacto'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('header data states', () => {
  test.use({ viewport: { width: 1280, height: 900 }, allowConsoleErrors: [/Failed to load resource|Error cargando el menú/] });

  // A page the server could not render starts in the browser, which then fetches the menu itself
  // (a page with code: a content page is sent without, ADR 021).
  test.beforeEach(async ({ page }) => withoutServerRendering(page, '/contacto'));

  test("loading shows the logo and 'Cargando...'", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/navbar', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contacto');
    const bar = page.getByTestId('main-bar');
    await expect(bar.getByRole('link', { name: 'Registro de Marcas' })).toBeVisible();
    await expect(bar.getByText('Cargando...')).toBeVisible();
    release();
    await expect(bar.getByText('Cargando...')).toHaveCount(0);
    await expect(menuButton(page, 'Marcas')).toBeVisible();
  });

  test("a failure shows 'Error: ' and the message", async ({ page }) => {
    await page.route('**/api/navbar', (route) => route.fulfill({ status: 500, json: { error: 'Error interno.' } }));
    await page.goto('/contacto');
    await expect(page.getByTestId('main-bar').getByRole('alert')).toHaveText('Error: no se pudo cargar el menú (código 500).');
    await expect(page.getByTestId('main-bar').getByRole('link', { name: 'Registro de Marcas' })).toBeVisible();
  });

  test('an unreadable answer shows the error too', async ({ page }) => {
    await page.route('**/api/navbar', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }));
    await page.goto('/contacto');
    await expect(page.getByTestId('main-bar').getByRole('alert')).toHaveText('Error: la respuesta del servidor no es válida');
  });

  test('with no data only the logo shows', async ({ page }) => {
    await page.route('**/api/navbar', (route) => route.fulfill({ json: { data: { menu: [] } } }));
    await page.goto('/contacto');
    const bar = page.getByTestId('main-bar');
    await expect(bar.getByRole('link', { name: 'Registro de Marcas' })).toBeVisible();
    await expect(bar.getByRole('button')).toHaveCount(0);
    await expect(bar.getByRole('navigation')).toHaveCount(0);
    await expect(bar.getByText('Cargando...')).toHaveCount(0);
  });

  test('a stored token rides as Bearer; a 401 removes it and goes to /login', async ({ page }) => {
    await page.goto('/contacto');
    await page.evaluate(() => localStorage.setItem('token', 'abc123'));
    let authorization: string | undefined;
    await page.route(
      '**/api/navbar',
      async (route) => {
        authorization = route.request().headers().authorization;
        await route.fulfill({ status: 401, json: { error: 'No autorizado.' } });
      },
      { times: 1 },
    );
    await page.reload();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    expect(authorization).toBe('Bearer abc123');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Área de clientes' })).toBeVisible();
  });
});

test.describe('mobile panel at a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('hides the e-mail, opens a side panel with close button, YouTube link and an accordion', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('top-email')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(390);
    await expect(panel.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    const youtube = panel.getByRole('link', { name: /Síguenos en YouTube/ });
    await expect(youtube).toHaveAttribute('target', '_blank');

    // Columns are flattened into one list.
    const marcas = panel.getByRole('button', { name: 'Marcas', exact: true });
    await marcas.click();
    await expect(marcas).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: /^Marca Nacional/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Renovación de Marca Europea/ })).toBeVisible();
    await marcas.click();
    await expect(panel.getByRole('link', { name: /^Marca Nacional/ })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });

  test('choosing a link closes the panel and navigates; Escape and the backdrop close it too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await panel.getByRole('button', { name: 'Invenciones' }).click();
    await panel.getByRole('link', { name: /Patentes/ }).click();
    await expect(page).toHaveURL(/\/patentes$/);
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Patentes' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByTestId('mobile-backdrop').click({ position: { x: 5, y: 400 }, force: true });
    await expect(panel).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('link groups as the spec lists them, legal links to the anchors', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const group of ['Marcas', 'Invenciones', 'Otros servicios', 'Legal'])
      await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    for (const heading of ['Noticias', 'Contacto']) await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    // The spec's short paths (spec-1 §2.1), each leading to the screen it names (DECISIONS §2).
    await expect(footer.getByRole('link', { name: 'Condiciones generales' })).toHaveAttribute('href', '/condiciones-generales');
    await expect(footer.getByRole('link', { name: 'Informe Previo Profesional' })).toHaveAttribute('href', '/informe-previo');
    await expect(footer.getByRole('link', { name: 'Patentes', exact: true })).toHaveAttribute('href', '/patentes');
    await footer.getByRole('link', { name: 'Política de cookies' }).click();
    await expect(page).toHaveURL(/\/aviso-legal#privacidad$/);
    await expect(page.locator('#privacidad')).toBeInViewport();
    await footer.getByRole('link', { name: 'Diseño de Logos' }).click();
    await expect(page).toHaveURL(/\/otros-servicios\/diseno-de-logos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Diseño de Logos' })).toBeVisible();
  });

  test('newsletter: the privacy box comes before the button, in reading and in Tab order', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    const privacy = form.getByRole('checkbox', { name: /acepto su política de privacidad/ });
    const send = form.getByRole('button', { name: 'ENVIAR' });
    await email.focus();
    await page.keyboard.press('Tab');
    await expect(privacy).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('link', { name: 'Política de privacidad de la newsletter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    // Both measured in one frame: the page may still be scrolling smoothly to the focused control.
    const buttonBelowBox = await form.evaluate((element) => {
      const box = element.querySelector('input[type="checkbox"]')!.getBoundingClientRect();
      return element.querySelector('button[type="submit"]')!.getBoundingClientRect().top >= box.bottom;
    });
    expect(buttonBelowBox).toBe(true);
    // The sentence that ticks the box and the link under it: each 24 px tall or more, apart (WCAG 2.5.8).
    const [sentence, link] = await form.evaluate((element) =>
      [element.querySelector('label[for$="-privacy"]')!, element.querySelector('a[href="/aviso-legal#privacidad"]')!].map((target) => {
        const { top, bottom } = target.getBoundingClientRect();
        return { top, bottom, height: bottom - top };
      }),
    );
    expect(sentence!.height).toBeGreaterThanOrEqual(24);
    expect(link!.height).toBeGreaterThanOrEqual(24);
    expect(link!.top).toBeGreaterThanOrEqual(sentence!.bottom);
  });

  test('newsletter: blank or unticked does nothing; a valid one is stored and thanked', async ({ page }) => {
    const posted = await recordPosts(page, '/api/newsletter');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    const privacy = form.getByRole('checkbox', { name: /acepto su política de privacidad/ });
    const send = form.getByRole('button', { name: 'ENVIAR' });
    const status = form.getByRole('status');

    await send.click();
    await privacy.check();
    await send.click();
    await privacy.uncheck();
    await email.fill('lectora@example.es');
    await send.click();
    await page.waitForTimeout(300);
    expect(await posted()).toEqual([]);
    await expect(status).toHaveText('');

    await email.fill('lectora');
    await privacy.check();
    await send.click();
    await expect(status).toHaveText('El formato del email no es válido');
    expect(await posted()).toEqual([]);

    await email.fill('lectora@example.es');
    await send.click();
    await expect(status).toHaveText('¡Gracias! Te hemos enviado un correo: pulsa el enlace que contiene para confirmar tu suscripción.');
    expect(await posted()).toEqual([{ email: 'lectora@example.es', accept_privacy: true }]);
    await expect(email).toHaveValue('');
    await expect(privacy).not.toBeChecked();
  });
});

test.describe('focus rings', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** WCAG 1.4.11: the focused element's outline colour against the background of the section around it. */
  const ringContrast = (locator: Locator) =>
    locator.evaluate((element) => {
      const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      // The nearest opaque background: the form's faint tint (white at 5%) is not what the ring meets.
      const opaque = (colour: string) => colour.startsWith('rgb(');
      let section = element.parentElement;
      while (section && !opaque(getComputedStyle(section).backgroundColor)) section = section.parentElement;
      const style = getComputedStyle(element);
      const [ring, background] = [luminance(style.outlineColor), luminance(getComputedStyle(section ?? document.body).backgroundColor)];
      return { width: style.outlineWidth, ratio: (Math.max(ring, background) + 0.05) / (Math.min(ring, background) + 0.05) };
    });

  test('inside the dark footer and contact band the ring is light enough; on white it stays brand blue', async ({ page }) => {
    await page.goto('/');
    // A key press first, so that focus shows as it does for a keyboard user.
    await page.keyboard.press('Shift');
    const footer = page.getByRole('contentinfo');
    const newsletter = footer.getByRole('form', { name: 'Newsletter' });
    const dark = [
      footer.getByRole('link', { name: 'Diseño de Logos' }),
      newsletter.getByRole('checkbox', { name: /acepto su política de privacidad/ }),
      newsletter.getByRole('button', { name: 'ENVIAR' }),
      page.getByRole('region', { name: '¿Tienes dudas sobre tu marca?' }).getByRole('link', { name: 'Contactar' }),
    ];
    for (const control of dark) {
      await control.focus();
      const { width, ratio } = await ringContrast(control);
      expect(width).toBe('3px');
      expect(ratio, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(3);
    }
    const light = page.getByRole('navigation', { name: 'Principal' }).getByRole('link').first();
    await light.focus();
    expect(await light.evaluate((element) => getComputedStyle(element).outlineColor)).toBe('rgb(29, 78, 216)');
  });
});
