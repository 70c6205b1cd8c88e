import { describe, expect, it } from 'vitest';
import { niceClassHeading } from '../nice-classes';
import { createSuggester, loadSuggester, suggestClasses } from '../class-suggestions';

const classes = (text: string) => suggestClasses(text).map((suggestion) => suggestion.clase);

describe('class suggestions', () => {
  it('puts the goods first and 35 next for a shop: zapatillas and sports clothes', () => {
    const [first, second] = suggestClasses('Vendemos zapatillas y ropa deportiva');
    expect(first).toMatchObject({ clase: 25, titulo: niceClassHeading(25) });
    expect(first?.motivo).toMatch(/«zapatillas»/);
    expect(first?.terminos).toContain('Zapatillas deportivas');
    expect(second?.clase).toBe(35);
    expect(second?.motivo).toMatch(/«vendemos»/);
    expect(second?.terminos[0]).toMatch(/^Servicios de venta minorista .*zapatillas/);
  });

  it.each([
    ['Restaurante italiano con pizzas y pasta fresca', 43],
    ['Peluquería unisex en el centro', 44],
    ['Cursos online de fotografía', 41],
    ['Despacho de abogados laboralistas', 45],
    ['Bodega familiar de vino tinto', 33],
    ['Empresa de mudanzas', 39],
    ['Academia de inglés para niños', 41],
    ['Agencia de marketing digital', 35],
    ['Inmobiliaria de alquiler de pisos', 36],
    ['Reformas integrales de cocinas y baños', 37],
  ])('ranks the clear case first: %s → %i', (text, clase) => {
    expect(classes(text)[0]).toBe(clase);
  });

  it('suggests software as goods (9) and as a service (42) for an app', () => {
    expect(classes('Desarrollamos una app para reservar pistas de pádel').slice(0, 2).sort()).toEqual([42, 9].sort());
  });

  it('reads plurals, missing accents and typos alike', () => {
    for (const text of ['peluquería', 'peluquerias', 'peluqueria', 'peluqeria']) expect(classes(text)[0], text).toBe(44);
    for (const text of ['zapatillas', 'zapatilla', 'sapatillas', 'ZAPATILLAS']) expect(classes(text)[0], text).toBe(25);
    expect(classes('cafeteria')[0]).toBe(43);
  });

  it('weighs less whom the business serves than what it does', () => {
    expect(classes('Software de gestión para peluquerías')[0]).not.toBe(44);
  });

  it('answers nothing for nothing, at most six classes, and never throws on odd text', () => {
    expect(suggestClasses('')).toEqual([]);
    expect(suggestClasses('   de la y el  ')).toEqual([]);
    const many = suggestClasses('ropa, joyas, vino, software, restaurante, hotel, abogados, peluquería, transporte, seguros, cursos');
    expect(many.length).toBeLessThanOrEqual(6);
    expect(suggestClasses('ropa', { limit: 1 })).toHaveLength(1);
    for (const text of ['<script>alert(1)</script> zapatillas', '👟👗 ropa 🔥', 'x'.repeat(10_000), '\u0000\u200b', 'ﬁ ß İ']) {
      expect(() => suggestClasses(text)).not.toThrow();
    }
    expect(classes('<b>zapatillas</b> 👟')[0]).toBe(25);
  });

  it('searches as the visitor types: a half word finds its class', () => {
    expect(suggestClasses('zapati', { asYouType: true })[0]?.clase).toBe(25);
    expect(suggestClasses('peluq', { asYouType: true })[0]?.clase).toBe(44);
  });

  it('builds the same index at once or in short tasks', async () => {
    const text = 'Tenemos una panadería y vendemos tartas por encargo';
    expect((await loadSuggester()).suggest(text)).toEqual(createSuggester().suggest(text));
  });
});
