import { describe, expect, it } from 'vitest';
import { niceClassHeading } from '@shop/ip-content/nice-classes';
import { suggestClasses } from '@shop/ip-content/class-suggestions';
import { useTestApp } from '../testing/test-app';
import { DESCRIPTION_TOO_LONG } from './classes';

interface Answer {
  sugerencias: { clase: number; titulo: string; motivo: string; terminos: string[] }[];
}

const URL = '/api/clases/sugerencias';
const ask = (descripcion: string) => `${URL}?${new URLSearchParams({ descripcion })}`;

describe('GET /api/clases/sugerencias', () => {
  // Its own client per test: the route is rate limited per address.
  let clients = 0;
  const client = () => ({ 'x-forwarded-for': `10.1.0.${++clients}` });
  const context = useTestApp({ inMemory: true, trustProxy: true });
  const get = (url: string) => context.app.inject({ method: 'GET', url, headers: client() });

  it('answers the classes of a description best first, with heading, why and wording, as the class step does', async () => {
    const response = await get(ask('Vendemos zapatillas y ropa deportiva'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toMatch(/public/);
    const { sugerencias } = response.json<Answer>();
    expect(sugerencias[0]).toMatchObject({ clase: 25, titulo: niceClassHeading(25), motivo: expect.stringContaining('«zapatillas»') });
    expect(sugerencias[0]!.terminos.length).toBeGreaterThan(0);
    expect(sugerencias[1]?.clase).toBe(35);
    expect(sugerencias.length).toBeLessThanOrEqual(6);
    // The same index as the browser's.
    expect(sugerencias).toEqual(suggestClasses('Vendemos zapatillas y ropa deportiva'));
  });

  it.each([
    ['Restaurante con terraza y menú del día', 43],
    ['Cursos online de programación para niños', 41],
    ['Desarrollamos software a medida', 42],
  ])('ranks a clear case first: %s → %i', async (text, clase) => {
    expect((await get(ask(text))).json<Answer>().sugerencias[0]?.clase).toBe(clase);
  });

  it('answers an empty list for an empty or missing description', async () => {
    for (const url of [URL, ask(''), ask('   '), `${URL}?descripcion=`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ sugerencias: [] });
    }
  });

  it('refuses a description over 500 characters with a Spanish 400, and takes exactly 500 (an emoji counts once)', async () => {
    const refused = await get(ask('a'.repeat(501)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: DESCRIPTION_TOO_LONG,
      error: DESCRIPTION_TOO_LONG,
      fields: { descripcion: DESCRIPTION_TOO_LONG },
    });
    expect((await get(ask(`zapatillas ${'👟'.repeat(489)}`))).statusCode).toBe(200);
  });

  it('survives hostile input: never a 5xx, a Spanish refusal when refused, nothing echoed unescaped', async () => {
    const hostile = [
      '<script>alert("x")</script> zapatillas <img src=x onerror=alert(1)>',
      '"><svg/onload=alert(1)> ropa',
      '👟👗🔥 ropa deportiva 🏃‍♀️',
      'x'.repeat(10_000),
      '👟'.repeat(10_000),
      '\u0000 nulo',
      '\ud800 suelto',
      "'; DROP TABLE orders; --",
      '%00%ff',
      'ropa'.repeat(125),
    ];
    for (const text of hostile) {
      const response = await get(ask(text));
      expect(response.statusCode, text.slice(0, 40)).toBeLessThan(500);
      if (response.statusCode !== 200) expect(response.json<{ error: string }>().error).toMatch(/[áéíóúñ]|caracteres|válid/i);
      expect(response.body).not.toMatch(/<script|<img|<svg|onerror|onload/i);
    }
    for (const url of [`${URL}?descripcion=a&descripcion=b`, `${URL}?descripcion[x]=1`, `${URL}?descripcion=%E0%A4%A`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const tagged = (await get(ask('<b>zapatillas</b>'))).json<Answer>().sugerencias;
    expect(tagged[0]?.clase).toBe(25);
    expect(JSON.stringify(tagged)).not.toMatch(/[<>]/);
  });

  it('is rate limited per client, in Spanish', async () => {
    const headers = { 'x-forwarded-for': '10.2.0.1' };
    let last = 0;
    for (let count = 0; count < 121; count += 1) last = (await context.app.inject({ method: 'GET', url: ask('ropa'), headers })).statusCode;
    expect(last).toBe(429);
  });

  it('is in the API contract', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(document.paths).toHaveProperty([URL]);
  });
});
