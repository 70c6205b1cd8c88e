import { test, expect } from './support/test';
import { expectStep } from './support/forms';
import { documentsRequested, withoutServerRendering } from './support/site';

/** spec-1 §2.2-2.6 and spec-2 §2.1: home, FAQ, legal notice, about, service pages, redirects and the 404. */

test.describe('home', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hero cards with prices from the catalogue and their four buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Registra tu marca en un minuto | Registro de Marcas');
    await expect(page.getByRole('heading', { level: 1, name: 'Registra tu marca en un minuto' })).toBeVisible();
    const national = page.getByTestId('hero-marca-nacional');
    const european = page.getByTestId('hero-marca-europea');
    await expect(national.getByTestId('hero-price')).toHaveText('desde 199,00 €');
    await expect(european.getByTestId('hero-price')).toHaveText('desde 1140,00 €');
    await expect(national.getByRole('link', { name: 'Marca Nueva' })).toHaveAttribute('href', '/marca-nacional');
    await expect(national.getByRole('link', { name: 'Renovación Marca' })).toHaveAttribute('href', '/renovacion-marca-nacional');
    await expect(european.getByRole('link', { name: 'Marca Nueva' })).toHaveAttribute('href', '/marca-europea');
    await expect(european.getByRole('link', { name: 'Renovación Marca' })).toHaveAttribute('href', '/renovacion-marca-europea');
    await european.getByRole('link', { name: 'Renovación Marca' }).click();
    await expect(page).toHaveURL(/\/renovacion-marca-europea$/);
    // The renovation flow opens on the European mark (DECISIONS §9).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renovación de Marca');
    await expect(page.getByRole('radio', { name: 'Marca Europea' })).toBeChecked();
  });

  test.describe('on a navigation in the app', () => {
    test('the hero and specialty prices follow the catalogue, read by the browser on a navigation in the app', async ({ page }) => {
      // A first visit gets the figures in the server's HTML (apps/api/src/routes/ssr.test.ts).
      await page.route('**/api/products/marca-nacional', (route) =>
        route.fulfill({ json: [{ clave: 'basic', nombre: 'Plan Básico', precio: 189, precio_centimos: 18900 }] }),
      );
      await page.route('**/api/products/derechos-autor', (route) =>
        route.fulfill({ json: [{ clave: 'base', nombre: 'Registro de Derechos de Autor', precio: 475, precio_centimos: 47500 }] }),
      );
      // The home is sent without code (ADR 021): the app draws it only from a page that runs and that
      // it drew whole, the server having failed to render it; there the footer's links are the app's.
      await withoutServerRendering(page, '/contacto');
      await page.goto('/contacto');
      const documents = documentsRequested(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Registro de Marcas' }).click();
      await expect(page.getByTestId('hero-marca-nacional').getByTestId('hero-price')).toHaveText('desde 189,00 €');
      const specialties = page.getByRole('region', { name: 'Nuestras especialidades' });
      await expect(specialties.getByRole('link', { name: /Derechos de Autor/ })).toContainText('475,00 €');
      // A card whose figure was not changed keeps the catalogue's own (the seed here).
      await expect(specialties.getByRole('link', { name: /Patentes/ })).toContainText('Desde 2662,00 €');
      expect(documents).toEqual([]);
    });
  });

  test('six specialty cards', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Nuestras especialidades' });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const name of ['Marca Internacional', 'Patentes', 'Diseño Industrial', 'Modelo de Utilidad', 'Recuperación de Dominios', 'Derechos de Autor']) {
      await expect(section.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await section.getByRole('link', { name: /Modelo de Utilidad/ }).click();
    await expect(page).toHaveURL(/\/modelo-utilidad$/);
  });

  test('video gallery: featured, two secondary, a scroller; the embed loads only on play; Escape and the button close it', async ({ page }) => {
    const embeds: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      embeds.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>vídeo</title>' });
    });
    await page.goto('/');
    // Links to the videos, which /shell.js plays in the page (ADR 021; without JavaScript, site-no-code.spec.ts).
    await expect(page.getByTestId('video-featured').getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('video-secondary').getByRole('link')).toHaveCount(2);
    await expect(page.getByTestId('video-scroller').getByRole('link')).toHaveCount(3);
    await expect(page.locator('iframe')).toHaveCount(0);

    const featured = page.getByTestId('video-featured').getByRole('link');
    await featured.click();
    const dialog = page.getByRole('dialog', { name: 'Cómo registrar tu marca en un minuto' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect.poll(() => embeds.length).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(featured).toBeFocused();

    // The player closed is gone, and the page stays.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    await page.getByTestId('video-scroller').getByRole('link').first().click();
    const second = page.getByRole('dialog', { name: 'Qué hacer ante una oposición' });
    await expect(second).toBeVisible();
    await expect(second.locator('iframe')).toHaveAttribute('title', 'Qué hacer ante una oposición');
    await second.getByRole('button', { name: 'Cerrar vídeo' }).click();
    await expect(second).toHaveCount(0);

    // A click beside the player closes it too.
    await featured.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(featured).toBeFocused();
    await expect.poll(() => embeds.length).toBe(3);
  });

  test('the video dialog: Tab and Shift+Tab cycle between the close button and the player, never leaving it', async ({ page }) => {
    // A stand-in for the player with one control, as YouTube's has its play button.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>vídeo</title><button>Reproducir</button></html>' }),
    );
    await page.goto('/');
    const featured = page.getByTestId('video-featured').getByRole('link');
    await featured.click();
    const dialog = page.getByRole('dialog', { name: 'Cómo registrar tu marca en un minuto' });
    const close = dialog.getByRole('button', { name: 'Cerrar vídeo' });
    // Where focus is: the close button, the player (focus inside the frame shows as the iframe) or elsewhere.
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.tagName === 'IFRAME') return 'player';
        return active?.getAttribute('aria-label') === 'Cerrar vídeo' ? 'close' : `outside: ${active?.outerHTML.slice(0, 80)}`;
      });
    await expect(close).toBeFocused();
    // Tabbing into a frame still loading drops focus on the page (the CI run saw it): the player first.
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Reproducir' })).toBeVisible();

    for (const key of ['Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect.poll(focused).toBe('player');
      // Through the player's own controls and round to the close button, never to the page behind.
      for (let presses = 0; presses < 3 && (await focused()) === 'player'; presses++) await page.keyboard.press(key);
      await expect.poll(focused).toBe('close');
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(featured).toBeFocused();
  });

  test('professionals photo grid', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByTestId('team-grid');
    await expect(grid.getByRole('img')).toHaveCount(6);
  });
});

test.describe('FAQ', () => {
  test('ten categories plus all filter the two-column accordion', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page).toHaveTitle('Preguntas frecuentes | Registro de Marcas');
    // Links to the filtered list, which the server renders (ADR 021: the page is sent without code).
    const filters = page.getByRole('group', { name: 'Filtrar por categoría' }).getByRole('link');
    await expect(filters).toHaveText([
      'Todas',
      'Registro',
      'Procedimiento',
      'Clases',
      'Vigilancia',
      'Oposición',
      'Uso',
      'Titularidad',
      'Dominios',
      'Idiomas',
      'Certificados',
    ]);
    const filter = (name: string) => filters.filter({ hasText: new RegExp(`^${name}$`) });
    await expect(filter('Todas')).toHaveAttribute('aria-current', 'true');
    const total = await page.locator('[data-category]').count();
    expect(total).toBeGreaterThanOrEqual(20);
    await expect(page.getByTestId('faq-columns').locator('> ul')).toHaveCount(2);

    await filter('Oposición').click();
    await expect(page).toHaveURL(/\/faqs\?categoria=oposicion$/);
    await expect(filter('Oposición')).toHaveAttribute('aria-current', 'true');
    await expect(filter('Todas')).not.toHaveAttribute('aria-current');
    const shown = page.locator('[data-category]');
    const count = await shown.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    for (const category of await shown.evaluateAll((items) => items.map((item) => item.getAttribute('data-category')))) expect(category).toBe('oposicion');
    await expect(page.getByTestId('faq-count')).toHaveText(`${count} preguntas`);

    await filter('Todas').click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.locator('[data-category]')).toHaveCount(total);
  });

  test('items open and close and state the facts of the spec', async ({ page }) => {
    await page.goto('/faqs');
    // Each item a <details>: its summary opens and closes it (ADR 021: no code).
    const item = (text: string) => page.locator('details').filter({ has: page.locator('summary', { hasText: text }) });
    const question = item('¿Cuánto dura una marca registrada?').locator('summary');
    const answer = item('¿Cuánto dura una marca registrada?').locator('summary + div');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(item('¿Cuánto dura una marca registrada?')).toHaveAttribute('open', '');
    await expect(answer).toContainText('10 años');
    await expect(answer).toContainText('periodos sucesivos de 10 años');
    await question.click();
    await expect(answer).toBeHidden();
    // The question stays a heading of the page.
    await expect(page.getByRole('heading', { level: 2, name: '¿Cuánto dura una marca registrada?' })).toBeVisible();

    const facts: [string, string[]][] = [
      ['¿Qué son las clases de Niza y cuántas hay?', ['45 clases']],
      ['¿Puedo registrar varias clases en una sola solicitud?', ['multiclase']],
      ['¿Marca nacional o marca europea?', ['27 países']],
      ['¿Cuánto tiempo hay para oponerse a una marca?', ['2 meses en España', '3 meses']],
      ['¿Cuánto tarda el registro de una marca en España?', ['8 a 12 meses']],
      ['¿Puedo perder mi marca si no la uso?', ['5 años']],
      ['¿Puedo añadir clases después de registrar la marca?', ['nueva solicitud']],
    ];
    for (const [text, expected] of facts) {
      await item(text).locator('summary').click();
      for (const fact of expected) await expect(item(text).locator('summary + div')).toContainText(fact);
    }
  });
});

test.describe('legal notice', () => {
  test('anchors with sticky chips; loading with a hash scrolls to it', async ({ page }) => {
    await page.goto('/aviso-legal#condiciones');
    const section = page.locator('#condiciones');
    await expect(section).toBeInViewport();
    await expect(section).toContainText('al menos 5 años');
    await expect(section).toContainText('mayor de edad');
    // DECISIONS §11: ticking the conditions is the express request that ends the right of withdrawal.
    await expect(section).toContainText('la casilla en la que aceptas las condiciones generales nos pides expresamente que empecemos');
    // The shop prices additional classes and the objection reply itself: nothing of theirs is quoted apart.
    await expect(section).not.toContainText('se presupuestan aparte');
    await expect(section).toContainText('también las clases adicionales que elijas');
    const chips = page.getByTestId('legal-chips');
    await expect(chips.getByRole('link')).toHaveText([
      'Visión y misión',
      'Política de seguridad',
      'Condiciones generales',
      'Privacidad y cookies',
      'Aviso legal',
    ]);
    for (const id of ['vision', 'politica', 'condiciones', 'privacidad', 'aviso']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    // The chip of the address's section is marked (/shell.js: the server never sees the hash, ADR 021).
    await expect(chips.locator('[aria-current="location"]')).toHaveText('Condiciones generales');

    await chips.getByRole('link', { name: 'Privacidad y cookies' }).click();
    await expect(page).toHaveURL(/#privacidad$/);
    await expect(chips.locator('[aria-current="location"]')).toHaveText('Privacidad y cookies');
    await expect(page.locator('#privacidad')).toBeInViewport();
    await expect(page.locator('#privacidad')).toContainText('carta firmada');
    // The chips stay below the fixed header while the page scrolls.
    const box = await chips.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(99);
    expect(box!.y).toBeLessThan(110);
  });

  test('without a hash it opens at the top', async ({ page }) => {
    await page.goto('/aviso-legal');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal, condiciones y privacidad' })).toBeInViewport();
  });

  test('the footer short paths redirect to the anchors, on the server and in the app', async ({ page, request }) => {
    const response = await request.get('/condiciones-generales', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/aviso-legal#condiciones');

    await page.goto('/politica-cookies');
    await expect(page).toHaveURL(/\/aviso-legal#privacidad$/);
    await expect(page.locator('#privacidad')).toBeInViewport();
  });
});

test.describe('pages and routes', () => {
  test('about', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
    await expect(page).toHaveTitle('Quiénes somos | Registro de Marcas');
  });

  test('a route with an order flow shows the flow, not the information page', async ({ page }) => {
    await page.goto('/marca-nacional');
    await expect(page.getByTestId('service-price')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Marca Nacional' }).first()).toBeVisible();
    for (const [path, heading] of [
      ['/servicios/marca-europea', 'Quién registra la Marca'],
      ['/renovacion-marca-nacional', 'Renovación de Marca'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByTestId('service-price'), path).toHaveCount(0);
    }
  });

  test('every route of the table answers 200 and shows its page', async ({ page, request }) => {
    const routes: [string, string | RegExp][] = [
      ['/contact', 'Contacto'],
      ['/modelo-de-utilidad', 'Modelo de Utilidad'],
      ['/recuperacion-de-dominios', 'Recuperación de Dominios'],
      ['/otros-servicios/informe-previo-profesional', 'Informe Previo Profesional'],
      ['/otros-servicios/solicitud-titulo-de-marca', 'Solicitud de Título de Marca'],
      ['/otros-servicios/vigilancia-de-marcas', 'Vigilancia de Marcas'],
      ['/otros-servicios/contestacion-a-suspensos', 'Contestación a Suspensos'],
      ['/otros-servicios/presentacion-de-oposiciones', 'Presentación de Oposiciones'],
      ['/otros-servicios/presentacion-de-recurso-de-alzada', 'Recurso de Alzada'],
      ['/otros-servicios/cambio-de-titular-marcas-y-patentes', 'Cambio de Titular'],
      ['/otros-servicios/diseno-de-logos', 'Diseño de Logos'],
      ['/servicios/nombre-comercial', 'Nombre Comercial'],
      ['/servicios/diseno-industrial', 'Diseño Industrial'],
      ['/pago-anualidades-patentes', 'Pago de Anualidades de Patentes'],
      ['/renovacion-diseno', 'Renovación de Diseño Industrial'],
    ];
    for (const [path, heading] of routes) {
      expect((await request.get(path)).status(), path).toBe(200);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    }
  });

  test('footer short paths redirect to the screens they name', async ({ page }) => {
    for (const [from, to] of [
      ['/informe-previo', '/otros-servicios/informe-previo'],
      ['/presentacion-contestacion', '/otros-servicios/contestacion-a-suspensos'],
      ['/vigilancia-marcas', '/otros-servicios/vigilancia-de-marcas'],
    ]) {
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    }
  });
});

test.describe('404', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown path answers HTTP 404 with a Spanish page that links to the services', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada | Registro de Marcas');
    const services = page.getByRole('main').getByRole('navigation', { name: 'Servicios disponibles' });
    // Named apart from the footer's 'Servicios', so that landmarks can be told apart (axe landmark-unique).
    await expect(page.getByRole('navigation', { name: 'Servicios', exact: true })).toHaveCount(1);
    await services.getByRole('link', { name: 'Patentes', exact: true }).click();
    await expect(page).toHaveURL(/\/patentes$/);
  });
});

test.describe('what search engines see before any JavaScript runs', () => {
  test('each page carries its title, description and canonical link in the HTML', async ({ request, baseURL }) => {
    for (const [path, title] of [
      ['/', 'Registra tu marca en un minuto | Registro de Marcas'],
      ['/faqs', 'Preguntas frecuentes | Registro de Marcas'],
      ['/patentes', 'Patentes | Registro de Marcas'],
      ['/marca-nacional', 'Marca Nacional | Registro de Marcas'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+">/);
    }
  });
});

test("a flow reached by a link inside the site has its own head, not the previous page's", async ({ page, baseURL }) => {
  await page.goto('/faqs');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Marca Nacional', exact: true }).click();
  await expectStep(page, 'Marca Nacional');
  await expect(page).toHaveTitle('Marca Nacional | Registro de Marcas');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Desde 199,00 €\.$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/marca-nacional`);
});
