import { describe, expect, it } from 'vitest';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from '@shop/flow-kit/contact';
import { company } from '@shop/settings';
import { services as serviceList } from '@shop/flows/services';
import type { NavbarData, NavItem, NewsItem, NewsPage } from '@shop/settings/site-api';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';
import { botTokenFrom, solveForTest } from '../testing/bot-check';
import { outbox } from '../db/schema';
import { contactMessages, newsArticles, newsletterSubscribers } from './schema';

/** Every refusal of the API: `error` and `fields`, and `success` and `message` for the contact client. */
const refusal = (message: string, fields: Record<string, string> = {}) => ({ success: false, message, error: message, fields });

const validContact = {
  nombre: '  Ana García ',
  email: ' ana@example.es ',
  mensaje: 'Quiero registrar mi marca en Europa.',
  accept_privacy: true,
  action: 'contact',
};

/** A client of its own, so one test's requests do not count against another's rate limit. */
let clients = 0;
const client = () => ({ 'x-forwarded-for': `10.0.0.${++clients}` });

for (const database of await testDatabases()) {
  describe(`site API on ${database.name}`, () => {
    // The tests play clients behind the trusted proxy, each with its own X-Forwarded-For.
    const context = useTestApp({ ...database.options, trustProxy: true });

    describe('GET /api/navbar', () => {
      it('answers the seeded menu: every service, grouped as the footer groups them, then the links', async () => {
        const response = await context.app.inject({ method: 'GET', url: '/api/navbar' });
        expect(response.statusCode).toBe(200);
        const { menu } = response.json<{ data: NavbarData }>().data;
        expect(menu.map((item) => item.label)).toEqual([
          'Marcas',
          'Invenciones',
          'Otros servicios',
          'Noticias',
          'Preguntas frecuentes',
          'Nosotros',
          'Contacto',
        ]);
        const hrefs = menu
          .flatMap((item) => [...('services' in item ? item.services : []), ...('columns' in item ? item.columns : []).flatMap((column) => column.services)])
          .map((service) => service.href);
        expect(hrefs.sort()).toEqual(serviceList.map((service) => service.routes[0]).sort());
        expect((menu[0] as Extract<NavItem, { columns: unknown }>).columns.map((column) => column.title)).toEqual(['Registro', 'Renovación']);
        expect((menu[1] as Extract<NavItem, { services: unknown }>).services.map((service) => service.title)).toContain('Patentes');
        expect(menu[3]).toEqual({ id: 'noticias', type: 'link', label: 'Noticias', href: '/noticias' });
      });

      it('prices a service from the catalogue when its flow exists, from the seed otherwise', async () => {
        const find = async (id: string) => {
          const { menu } = (await context.app.inject({ method: 'GET', url: '/api/navbar' })).json<{ data: NavbarData }>().data;
          return menu
            .flatMap((item) => [...('services' in item ? item.services : []), ...('columns' in item ? item.columns : []).flatMap((column) => column.services)])
            .find((service) => service.id === id);
        };
        expect((await find('marca-nacional'))?.price).toBe('Desde 199,00 €');
        expect((await find('patentes'))?.price).toBe('Desde 2662,00 €');
        expect((await find('marca-internacional'))?.price).toBe('Presupuesto a medida');
        await context.services.catalogue.set('marca-nacional', 'basic', 17900);
        expect((await find('marca-nacional'))?.price).toBe('Desde 179,00 €');
        await context.services.catalogue.set('marca-nacional', 'basic', 19900);
      });
    });

    describe('news', () => {
      it('lists six a page, the featured article first, each a whole news item with its body (spec-2 §3.4)', async () => {
        const response = await context.app.inject({ method: 'GET', url: '/api/noticias/public?page=1&per_page=6' });
        expect(response.statusCode).toBe(200);
        const body = response.json<NewsPage & { success: boolean }>();
        expect(body.success).toBe(true);
        expect(body.data).toHaveLength(6);
        expect(body.data[0]?.destacada).toBe(true);
        expect(body.data.slice(1).every((item) => !item.destacada)).toBe(true);
        expect(body.data[0]).toMatchObject({
          titulo: expect.any(String),
          resumen: expect.any(String),
          imagen: expect.stringMatching(/^\/img\//),
          seo: { url: expect.any(String), keywords: expect.any(Array) },
        });
        for (const item of body.data) expect(item.contenido).toMatch(/^<(p|h2)>/);
        expect(body.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 6, total: 7 });
      });

      it('answers the last page and clamps nonsense paging', async () => {
        const last = (await context.app.inject({ method: 'GET', url: '/api/noticias/public?page=2&per_page=6' })).json<NewsPage & { success: boolean }>();
        expect(last.data).toHaveLength(1);
        const odd = (await context.app.inject({ method: 'GET', url: '/api/noticias/public?page=-3&per_page=500' })).json<NewsPage & { success: boolean }>();
        expect(odd.pagination).toMatchObject({ current_page: 1, per_page: 24 });
        const defaults = (await context.app.inject({ method: 'GET', url: '/api/noticias/public' })).json<NewsPage & { success: boolean }>();
        expect(defaults.pagination.per_page).toBe(6);
      });

      it('answers an article by its slug, with its body', async () => {
        const response = await context.app.inject({ method: 'GET', url: '/api/noticias/que-hacer-si-alguien-se-opone-a-tu-marca' });
        expect(response.statusCode).toBe(200);
        const { data } = response.json<{ data: NewsItem }>();
        expect(data.titulo).toBe('Qué hacer si alguien se opone a tu marca');
        expect(data.autor).toBeNull();
        expect(data.contenido).toContain('<h2>Tus opciones</h2>');
      });

      it('answers 404 with a Spanish sentence for an unknown or malformed slug', async () => {
        for (const slug of ['no-existe', 'UPPER', '..%2F..%2Fetc']) {
          const response = await context.app.inject({ method: 'GET', url: `/api/noticias/${slug}` });
          expect(response.statusCode).toBe(404);
          expect(response.json()).toMatchObject({ success: false, error: 'Noticia no encontrada' });
        }
      });

      it('sanitises the body before sending it', async () => {
        await context.services.db.insert(newsArticles).values({
          slug: 'articulo-con-trampa',
          titulo: 'Trampa',
          resumen: 'Resumen',
          contenido:
            '<p onclick="alert(1)">Hola <a href="javascript:alert(1)">x</a> <a href="https://example.org">fuera</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>p{}</style>',
          publishedAt: new Date('2020-01-01T00:00:00Z'),
        });
        const { data } = (await context.app.inject({ method: 'GET', url: '/api/noticias/articulo-con-trampa' })).json<{ data: NewsItem }>();
        expect(data.contenido).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
        expect(data.contenido).toContain('<a href="https://example.org/" rel="noopener noreferrer" target="_blank">fuera</a>');
        expect(data.contenido).toContain('<p>Hola');
      });
    });

    describe('POST /api/contact', () => {
      it('hands out signed challenges that are not cached', async () => {
        const response = await context.app.inject({ method: 'GET', url: '/api/bot-check/challenge' });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toMatchObject({
          parameters: { algorithm: 'SHA-256', keyPrefix: expect.any(String) },
          signature: expect.any(String),
        });
      });

      it('stores a valid message, trimmed, and queues an e-mail to the office', async () => {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: client(),
          payload: { ...validContact, recaptchaToken: await botTokenFrom(context.app) },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
        const [stored] = await context.services.db.select().from(contactMessages);
        expect(stored).toMatchObject({ nombre: 'Ana García', email: 'ana@example.es', mensaje: validContact.mensaje });
        expect(stored?.acceptedPrivacyAt).toBeInstanceOf(Date);
        const mails = (await context.services.db.select().from(outbox)).map((row) => row.payload as { to: string; subject: string; text: string });
        const mail = mails.find((candidate) => candidate.subject.includes('Ana García'));
        // Reply writes to the visitor, not to the shop's own address.
        expect(mail).toMatchObject({ to: company.officeEmail, replyTo: 'ana@example.es', subject: 'Nuevo mensaje de contacto de Ana García' });
        expect(mail?.text).toContain('ana@example.es');
        expect(mail?.text).toContain(validContact.mensaje);
        // The visitor is told the message arrived, in HTML and text.
        const acknowledgement = mails.find((candidate) => candidate.to === 'ana@example.es') as { subject: string; text: string; html?: string } | undefined;
        expect(acknowledgement?.subject).toBe('Hemos recibido tu mensaje');
        expect(acknowledgement?.html).toContain('Gracias, Ana García');
      });

      it.each([
        ['nombre', { nombre: '   ' }, CONTACT_MESSAGES.nombreRequired],
        ['email', { email: '' }, CONTACT_MESSAGES.emailRequired],
        ['email', { email: 'ana@' }, CONTACT_MESSAGES.emailFormat],
        ['mensaje', { mensaje: ' ' }, CONTACT_MESSAGES.mensajeRequired],
        ['accept_privacy', { accept_privacy: false }, CONTACT_MESSAGES.privacy],
        ['accept_privacy', { accept_privacy: 'true' }, CONTACT_MESSAGES.privacy],
      ])('refuses a blank or wrong %s with the spec message and stores nothing', async (field, change, message) => {
        const before = (await context.services.db.select().from(contactMessages)).length;
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: client(),
          payload: { ...validContact, ...change, recaptchaToken: 'x' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusal('Revisa los campos del formulario.', { [field]: message }));
        expect((await context.services.db.select().from(contactMessages)).length).toBe(before);
      });

      it('refuses every field at once for an empty form', async () => {
        const response = await context.app.inject({ method: 'POST', url: '/api/contact', headers: client(), payload: {} });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
          nombre: CONTACT_MESSAGES.nombreRequired,
          email: CONTACT_MESSAGES.emailRequired,
          mensaje: CONTACT_MESSAGES.mensajeRequired,
          accept_privacy: CONTACT_MESSAGES.privacy,
        });
      });

      it('refuses a missing, forged, tampered or replayed bot-check token', async () => {
        const post = (recaptchaToken: unknown, extra: object = {}) =>
          context.app.inject({ method: 'POST', url: '/api/contact', headers: client(), payload: { ...validContact, ...extra, recaptchaToken } });
        const refused = refusal(CONTACT_MESSAGES.botCheckFailed, { recaptchaToken: CONTACT_MESSAGES.botCheckFailed });

        for (const token of [undefined, '', 'not-base64-json', Buffer.from('{"challenge":{}}').toString('base64')]) {
          const response = await post(token);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual(refused);
        }

        // A challenge signed with another secret.
        const forged = await createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          counter: randomInt(50, 10),
          deriveKey,
          hmacSignatureSecret: 'otro',
          hmacKeySignatureSecret: 'otro:key',
        });
        const forgedToken = Buffer.from(JSON.stringify({ challenge: forged, solution: await solveForTest(forged) })).toString('base64');
        expect((await post(forgedToken)).statusCode).toBe(400);

        // A real challenge with a wrong answer.
        const real = (await context.app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json();
        const wrong = Buffer.from(JSON.stringify({ challenge: real, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
        expect((await post(wrong)).statusCode).toBe(400);

        // The action must be the contact form's.
        expect((await post(await botTokenFrom(context.app), { action: 'login' })).statusCode).toBe(400);

        // A solved challenge works once.
        const token = await botTokenFrom(context.app);
        expect((await post(token)).statusCode).toBe(200);
        const replay = await post(token);
        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toEqual(refused);
      });

      it('answers success and a Spanish message on every answer, refusals included (spec-1 §7.2)', async () => {
        const post = (payload: unknown, headers: Record<string, string> = client()) =>
          context.app.inject({ method: 'POST', url: '/api/contact', headers, payload: payload as string });
        const json = { 'content-type': 'application/json' };
        const answers = {
          sent: await post({ ...validContact, recaptchaToken: await botTokenFrom(context.app) }),
          invalid: await post({ ...validContact, nombre: '' }),
          botCheck: await post({ ...validContact, recaptchaToken: 'x' }),
          nul: await post({ ...validContact, mensaje: 'Hola\u0000', recaptchaToken: 'x' }),
          notAnObject: await post('[1, 2]', { ...client(), ...json }),
          malformed: await post('{"nombre": ', { ...client(), ...json }),
          wrongType: await post('<nombre>Ana</nombre>', { ...client(), 'content-type': 'application/xml' }),
        };
        for (const [name, response] of Object.entries(answers)) {
          const body = response.json();
          expect(typeof body.success, name).toBe('boolean');
          expect(body.success, name).toBe(response.statusCode === 200);
          expect(body.message, name).toMatch(/[a-záéíóúñ]{3}/i);
          if (!body.success) expect(body, name).toMatchObject({ error: body.message, fields: expect.any(Object) });
          expect(response.statusCode, name).toBeLessThan(500);
        }
        expect(answers.sent.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
        expect(answers.invalid.json()).toEqual(refusal('Revisa los campos del formulario.', { nombre: CONTACT_MESSAGES.nombreRequired }));
        // Refused for every route before the form's own checks (plugins/text-input.ts), the field worded as they word it.
        expect(answers.nul.json()).toEqual(
          refusal('El texto enviado contiene caracteres no válidos.', { mensaje: 'Este campo contiene caracteres no válidos.' }),
        );
        expect(answers.notAnObject.statusCode).toBe(400);
        expect(answers.wrongType.statusCode).toBe(415);

        const headers = client();
        let limited;
        for (let i = 0; i < 11; i++) limited = await post({}, headers);
        expect(limited!.statusCode).toBe(429);
        expect(limited!.json()).toEqual(refusal('Has enviado demasiadas peticiones seguidas. Espera unos minutos e inténtalo de nuevo.'));
      });

      it('limits each client to ten messages in ten minutes', async () => {
        const headers = client();
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) statuses.push((await context.app.inject({ method: 'POST', url: '/api/contact', headers, payload: {} })).statusCode);
        expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
        expect(statuses[10]).toBe(429);
        const limited = await context.app.inject({ method: 'POST', url: '/api/contact', headers, payload: {} });
        expect(limited.json<{ error: string }>().error).toMatch(/demasiadas peticiones/);
        // Another client is unaffected.
        expect((await context.app.inject({ method: 'POST', url: '/api/contact', headers: client(), payload: {} })).statusCode).toBe(400);
      });
    });

    describe('POST /api/newsletter', () => {
      it('stores a valid sign-up once, lower-cased, with the consent time, and thanks', async () => {
        const before = Date.now();
        for (const email of [' Lector@Example.es ', 'lector@example.es']) {
          const response = await context.app.inject({ method: 'POST', url: '/api/newsletter', headers: client(), payload: { email, accept_privacy: true } });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.thanks });
        }
        const rows = await context.services.db.select().from(newsletterSubscribers);
        expect(rows.map((row) => row.email)).toEqual(['lector@example.es']);
        expect(rows[0]!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(rows[0]!.confirmedAt).toBeNull();
      });

      it('subscribes only through the mailed link, and unsubscribes without logging in (double opt-in)', async () => {
        const mailsTo = async (to: string) =>
          (await context.services.db.select().from(outbox))
            .map((row) => row.payload as { to: string; subject: string; html: string; text: string })
            .filter((mail) => mail.to === to);
        await context.app.inject({ method: 'POST', url: '/api/newsletter', headers: client(), payload: { email: 'doble@example.es', accept_privacy: true } });
        const [confirmation] = await mailsTo('doble@example.es');
        expect(confirmation?.subject).toMatch(/^Confirma tu suscripción/);
        const confirmUrl = new URL(/href="([^"]*\/newsletter\/confirmar[^"]*)"/.exec(confirmation!.html)![1]!.replace(/&amp;/g, '&'));
        const unsubscribeUrl = new URL(/href="([^"]*\/newsletter\/baja[^"]*)"/.exec(confirmation!.html)![1]!.replace(/&amp;/g, '&'));
        const token = confirmUrl.searchParams.get('token')!;
        const row = async () => (await context.services.db.select().from(newsletterSubscribers)).find((candidate) => candidate.email === 'doble@example.es')!;

        // Following the link (as a mail scanner would) changes nothing: the page asks for a click.
        const page = await context.app.inject({ method: 'GET', url: `${confirmUrl.pathname}${confirmUrl.search}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Confirmar suscripción');
        expect((await row()).confirmedAt).toBeNull();
        const confirmed = await context.app.inject({
          method: 'POST',
          url: confirmUrl.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `token=${token}`,
        });
        expect(confirmed.body).toContain('Suscripción confirmada');
        expect((await row()).confirmedAt).toBeInstanceOf(Date);

        // A confirmed subscriber signing up again gets no new mail; the answer is the same.
        await context.app.inject({ method: 'POST', url: '/api/newsletter', headers: client(), payload: { email: 'doble@example.es', accept_privacy: true } });
        expect(await mailsTo('doble@example.es')).toHaveLength(1);

        const left = await context.app.inject({
          method: 'POST',
          url: unsubscribeUrl.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `token=${token}`,
        });
        expect(left.body).toContain('Baja completada');
        expect((await row()).unsubscribedAt).toBeInstanceOf(Date);
        // A link mangled on its way (cut, doubled, run into other text) still answers the page that says so.
        for (const bad of ['', 'x', 'A'.repeat(32), 'A'.repeat(400), `${token}&token=${token}`]) {
          for (const path of ['/newsletter/baja', '/newsletter/confirmar']) {
            const page = await context.app.inject({ method: 'GET', url: `${path}?token=${bad}` });
            expect(page.statusCode, `${path} ${bad.slice(0, 20)}`).toBe(404);
            expect(page.headers['content-type']).toMatch(/^text\/html/);
            expect(page.body).toContain('Este enlace no es válido o ha caducado.');
          }
        }
      });

      it.each([
        [{ email: '', accept_privacy: true }, { email: CONTACT_MESSAGES.emailRequired }],
        [{ email: 'lector', accept_privacy: true }, { email: CONTACT_MESSAGES.emailFormat }],
        [{ email: 'otro@example.es', accept_privacy: false }, { accept_privacy: CONTACT_MESSAGES.privacy }],
      ])('refuses %j', async (payload, fields) => {
        const response = await context.app.inject({ method: 'POST', url: '/api/newsletter', headers: client(), payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusal('Revisa los campos del formulario.', fields));
      });
    });
  });
}
