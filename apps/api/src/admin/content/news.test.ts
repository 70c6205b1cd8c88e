import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../session/guard';
import { testDatabases } from '../../testing/databases';

import { useBackOfficeApi, type Login } from '../../testing/back-office-api';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

for (const database of await testDatabases()) {
  describe(`the back office's news, messages and subscribers on ${database.name}`, () => {
    const { inject, as, sessions } = useBackOfficeApi(database);
    let staff: Login;
    beforeAll(() => {
      ({ staff } = sessions);
    });

    it('publishes news sanitised, with a slug from the title, that the public list then shows', async () => {
      const created = await as(staff, 'POST', '/api/admin/news', {
        titulo: 'Nueva tasa de la OEPM en 2027',
        resumen: 'Qué cambia.',
        contenido: '<p>Hola<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        publicada: false,
      });
      expect(created.statusCode, created.body).toBe(200);
      const article = created.json();
      expect(article.slug).toBe('nueva-tasa-de-la-oepm-en-2027');
      expect(article.contenido).not.toMatch(/script|onerror/);
      const hidden = (await inject({ method: 'GET', url: '/api/noticias/public?page=1&per_page=50' })).json();
      expect(JSON.stringify(hidden)).not.toContain('nueva-tasa-de-la-oepm-en-2027');
      const published = await as(staff, 'PUT', `/api/admin/news/${article.id}`, {
        ...article,
        publicada: true,
        destacada: true,
        slug: undefined,
        keywords: ['tasas'],
      });
      expect(published.statusCode, published.body).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/nueva-tasa-de-la-oepm-en-2027' })).statusCode).toBe(200);
      const again = await as(staff, 'POST', '/api/admin/news', { titulo: 'Nueva tasa de la OEPM en 2027', resumen: 'Otra.', contenido: '' });
      expect(again.json().slug).toBe('nueva-tasa-de-la-oepm-en-2027-2');
      // The picture is one of the site's: a javascript:, data: or another site's one is refused (the CSP would not draw it).
      for (const imagen of ["javascript:alert('img')", 'data:image/svg+xml,<svg onload=alert(1)>', '//malo.example/x.png', 'https://malo.example/x.png']) {
        const refused = await as(staff, 'POST', '/api/admin/news', { titulo: 'Con imagen rara', resumen: 'Otra.', contenido: '', imagen });
        expect(refused.statusCode, imagen).toBe(400);
      }
      const image = await inject({
        method: 'POST',
        url: '/api/admin/news/image',
        headers: { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf, 'content-type': 'image/png' },
        payload: PNG,
      });
      expect(image.statusCode, image.body).toBe(200);
      expect((await inject({ method: 'GET', url: image.json().url })).statusCode).toBe(200);
      const missing = await inject({ method: 'GET', url: '/media/noticias/00000000-0000-0000-0000-000000000000.png' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'Imagen no encontrada.', message: 'Imagen no encontrada.', fields: {} });
      const fake = await inject({
        method: 'POST',
        url: '/api/admin/news/image',
        headers: { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf, 'content-type': 'image/png' },
        payload: Buffer.from('<svg onload=alert(1)>'),
      });
      expect(fake.statusCode).toBe(400);
    });

    it("keeps an article's former address when staff change its slug: it leads to the new one", async () => {
      const created = await as(staff, 'POST', '/api/admin/news', {
        titulo: 'Marcas olfativas en la UE',
        resumen: 'Qué cambia.',
        contenido: '<p>Texto</p>',
        publicada: true,
      });
      const article = created.json();
      expect(article.slug).toBe('marcas-olfativas-en-la-ue');
      const renamed = await as(staff, 'PUT', `/api/admin/news/${article.id}`, { ...article, slug: 'marcas-olfativas' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const api = await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas-en-la-ue' });
      expect(api.statusCode).toBe(301);
      expect(api.headers.location).toBe('/api/noticias/marcas-olfativas');
      // Back to the first slug: it is the article's own again, and the second now leads to it.
      const back = await as(staff, 'PUT', `/api/admin/news/${article.id}`, { ...renamed.json(), slug: 'marcas-olfativas-en-la-ue' });
      expect(back.statusCode, back.body).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas-en-la-ue' })).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas' })).headers.location).toBe('/api/noticias/marcas-olfativas-en-la-ue');
      // A deleted article takes its former addresses with it.
      expect((await as(staff, 'DELETE', `/api/admin/news/${article.id}`)).statusCode).toBe(200);
      expect((await inject({ method: 'GET', url: '/api/noticias/marcas-olfativas' })).statusCode).toBe(404);
    });

    it('lists contact messages and newsletter subscribers, with CSV', async () => {
      expect((await as(staff, 'GET', '/api/admin/messages')).statusCode).toBe(200);
      expect((await as(staff, 'GET', '/api/admin/subscribers.csv')).body).toContain('Email;Alta;Estado');
    });
  });
}
