import { describe, expect, it } from 'vitest';
import { newsArticlePath } from '@shop/settings/routes';
import { useTestApp } from '../testing/test-app';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace('https://tienda.example.es', ''));

describe('GET /sitemap.xml', () => {
  const context = useTestApp({ inMemory: true, publicUrl: 'https://tienda.example.es' });

  it('lists every indexable page once by its canonical address: site pages, flows, articles', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = locsOf(response.body);
    expect(new Set(locs).size).toBe(locs.length);
    // Each renovation screen is its own canonical page (they start from different mark types).
    for (const path of ['/', '/faqs', '/contacto', '/marca-nacional', '/modelo-utilidad', '/renovacion-marca-nacional', '/renovacion-marca-europea'])
      expect(locs, path).toContain(path);
    expect(locs).toContain(newsArticlePath('como-registrar-una-marca-en-espana-paso-a-paso'));
    // Aliases, short paths and pages kept out of search results are not listed.
    for (const path of ['/contact', '/modelo-de-utilidad', '/servicios/marca-nacional', '/informe-previo', '/login', '/pago/ok'])
      expect(locs, path).not.toContain(path);
  });
});
