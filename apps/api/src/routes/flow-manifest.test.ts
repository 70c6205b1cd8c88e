import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NavbarData, NavService } from '@shop/settings/site-api';
import { testDatabases } from '../testing/databases';
import { useTestApp } from '../testing/test-app';

// The throwaway flow joins the registry's list in this file only: what follows sees it through the
// registry, as it would see a flow added to flows/manifests.ts (docs/decisions/020-one-manifest-per-flow.md).
vi.mock('@shop/flows/manifests', async (importOriginal) => {
  const { manifests } = await importOriginal<typeof import('@shop/flows/manifests')>();
  const { default: fixture } = await import('../testing/fixture-flow/fixture-flow.manifest');
  return { manifests: [...manifests, fixture] };
});

const INDEX = '<!doctype html><html lang="es"><head><title>Plantilla</title></head><body><div id="root"></div></body></html>';
const [database] = await testDatabases();

const menuServices = async (app: ReturnType<typeof useTestApp>['app']): Promise<NavService[]> =>
  (await app.inject({ method: 'GET', url: '/api/navbar' }))
    .json<{ data: NavbarData }>()
    .data.menu.flatMap((item) => [
      ...('services' in item ? item.services : []),
      ...('columns' in item ? item.columns : []).flatMap((column) => column.services),
    ]);

describe('a flow added by its manifest alone', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  const context = useTestApp({ ...database!.options, webDist, publicUrl: 'https://tienda.example.es' });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('is in the menu, under its group and column, with its catalogue figure', async () => {
    const service = (await menuServices(context.app)).find((candidate) => candidate.id === 'servicio-de-prueba');
    expect(service).toEqual({
      id: 'servicio-de-prueba',
      title: 'Servicio de Prueba',
      href: '/otros-servicios/servicio-de-prueba',
      description: 'Un servicio que solo existe en esta prueba.',
      price: 'Desde 123,45 €',
    });
    const { menu } = (await context.app.inject({ method: 'GET', url: '/api/navbar' })).json<{ data: NavbarData }>().data;
    const otros = menu.find((item) => item.id === 'otros');
    const gestion = otros && 'columns' in otros ? otros.columns.find((column) => column.id === 'otros-gestion') : undefined;
    expect(gestion?.services.map((entry) => entry.id)).toContain('servicio-de-prueba');
  });

  it('answers its catalogue through the API, and the menu follows a price staff change', async () => {
    const rows = (await context.app.inject({ method: 'GET', url: '/api/products/servicio-de-prueba' })).json<{ clave: string; precio_centimos: number }[]>();
    expect(rows.map((row) => [row.clave, row.precio_centimos])).toEqual([['base', 12345]]);
    await context.services.catalogue.set('servicio-de-prueba', 'base', 15000);
    expect((await menuServices(context.app)).find((candidate) => candidate.id === 'servicio-de-prueba')?.price).toBe('Desde 150,00 €');
  });

  it('is a page of the site: rendered by the router on each route, titled, canonical, its short path redirecting', async () => {
    for (const path of ['/otros-servicios/servicio-de-prueba', '/servicio-de-prueba-alias']) {
      const response = await context.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<title>Servicio de Prueba | Registro de Marcas</title>');
      expect(response.body).toContain('<link rel="canonical" href="https://tienda.example.es/otros-servicios/servicio-de-prueba">');
      expect(response.body).toContain('Asunto de la prueba');
      expect(response.body).toContain(`"matched":["site","${path}"]`);
    }
    const short = await context.app.inject({ method: 'GET', url: '/servicio-de-prueba' });
    expect([short.statusCode, short.headers.location]).toEqual([301, '/otros-servicios/servicio-de-prueba']);
  });

  it('is in the sitemap, by its canonical address only', async () => {
    const sitemap = (await context.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://tienda.example.es/otros-servicios/servicio-de-prueba</loc>');
    expect(sitemap).not.toContain('servicio-de-prueba-alias');
  });

  it('is in the footer of every page, by its short path', async () => {
    const home = (await context.app.inject({ method: 'GET', url: '/' })).body;
    const footer = home.slice(home.indexOf('<footer'));
    expect(footer).toContain('href="/servicio-de-prueba"');
    expect(footer).toContain('Servicio de Prueba');
  });
});
