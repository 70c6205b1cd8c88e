import { describe, expect, it } from 'vitest';
import { NEWS_SLUG, normalizePath, pageMetaOf, siteRedirects, sitePages, sitePaths } from './routes';
import { informationServices } from './services';

describe('site routes (spec-2 §2.1, DECISIONS §2)', () => {
  it('lists every path once', () => {
    expect(new Set(sitePaths).size).toBe(sitePaths.length);
    const serviceIds = informationServices.map((service) => service.id);
    expect(new Set(serviceIds).size).toBe(serviceIds.length);
  });

  it("redirects the site's short paths to its pages, never to another redirect", () => {
    for (const [from, to] of Object.entries(siteRedirects)) {
      expect(sitePaths).not.toContain(from);
      const target = to.split('#')[0]!;
      expect(sitePaths, `${from} → ${to}`).toContain(target);
      expect(siteRedirects[target]).toBeUndefined();
    }
  });

  it('gives every page a title and a description of useful length', () => {
    for (const path of sitePaths) {
      const meta = pageMetaOf(path);
      expect(meta?.title, path).toBeTruthy();
      expect(meta!.description.length, path).toBeGreaterThanOrEqual(20);
      expect(meta!.description.length, path).toBeLessThanOrEqual(170);
    }
  });

  it('points aliases at their canonical route', () => {
    expect(pageMetaOf('/contact')?.canonical).toBe('/contacto');
    expect(sitePages['/contacto']?.canonical).toBeUndefined();
  });

  it('normalises trailing slashes and checks slugs', () => {
    expect(normalizePath('/aviso-legal/')).toBe('/aviso-legal');
    expect(normalizePath('/')).toBe('/');
    expect(NEWS_SLUG.test('marca-europea-2026')).toBe(true);
    for (const slug of ['', 'Mayúsculas', 'a--b', '../x', 'a/b']) expect(NEWS_SLUG.test(slug)).toBe(false);
  });
});
