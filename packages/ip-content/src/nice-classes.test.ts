import { describe, expect, it } from 'vitest';
import { NICE_CLASS_COUNT, SERVICE_CLASSES_FROM, isNiceClassId, isServiceClass, niceClassHeading, niceClasses } from './nice-classes';

const heading = (id: number): string => niceClassHeading(id) ?? '';

describe('niceClasses', () => {
  it('has the 45 classes, numbered 1 to 45 in order', () => {
    expect(niceClasses).toHaveLength(45);
    expect(NICE_CLASS_COUNT).toBe(45);
    expect(niceClasses.map((c) => c.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
  });

  it('gives every class a non-empty Spanish heading ending in a full stop', () => {
    for (const c of niceClasses) {
      expect(c.heading.trim().length, `class ${c.id}`).toBeGreaterThan(10);
      expect(c.heading, `class ${c.id}`).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(c.heading, `class ${c.id}`).toMatch(/\.$/);
      expect(c.heading, `class ${c.id}`).not.toMatch(/\s{2,}|\s[;,.]/);
    }
  });

  it('has no duplicated headings', () => {
    expect(new Set(niceClasses.map((c) => c.heading)).size).toBe(45);
  });

  it.each([
    [1, /productos químicos para la industria/i],
    [1, /compost, abonos, fertilizantes/],
    [3, /productos cosméticos/i],
    [5, /productos farmacéuticos/i],
    [9, /software|programas informáticos/],
    [10, /lentes de contacto/],
    [12, /vehículos/i],
    [14, /joyería/],
    [16, /papel y cartón/i],
    [18, /artículos de equipaje/],
    [25, /prendas de vestir/i],
    [28, /juegos y juguetes/i],
    [29, /carne, pescado/i],
    [30, /café, té, cacao/i],
    [32, /cervezas/i],
    [33, /bebidas alcohólicas, excepto cervezas/i],
    [35, /publicidad/i],
    [36, /seguros/],
    [38, /telecomunicaciones/],
    [39, /transporte/i],
    [41, /educación/i],
    [42, /diseño y desarrollo de hardware y software/],
    [43, /restauración|alimentación/],
    [44, /servicios médicos/i],
    [45, /servicios jurídicos/i],
  ])('class %i heading matches %s', (id, pattern) => {
    expect(heading(id)).toMatch(pattern);
  });

  it('reflects the 13th edition: eyewear in class 10, essential oils out of class 3', () => {
    expect(heading(10)).toMatch(/gafas/);
    expect(heading(9)).not.toMatch(/gafas/);
    expect(heading(3)).not.toMatch(/aceites esenciales/);
  });
});

describe('niceClassHeading', () => {
  it('returns undefined outside 1-45', () => {
    for (const id of [0, 46, -1, 1.5, Number.NaN]) expect(niceClassHeading(id)).toBeUndefined();
  });
});

describe('goods and services', () => {
  it('services start at class 35', () => {
    expect(SERVICE_CLASSES_FROM).toBe(35);
    expect(isServiceClass(34)).toBe(false);
    expect(isServiceClass(35)).toBe(true);
    expect(isServiceClass(45)).toBe(true);
    expect(isServiceClass(46)).toBe(false);
    expect(niceClasses.filter((c) => isServiceClass(c.id))).toHaveLength(11);
  });

  it('validates class numbers', () => {
    expect(isNiceClassId(1)).toBe(true);
    expect(isNiceClassId(45)).toBe(true);
    expect(isNiceClassId(0)).toBe(false);
    expect(isNiceClassId(2.5)).toBe(false);
  });

  it('service headings name services, goods headings do not', () => {
    for (const c of niceClasses) {
      if (isServiceClass(c.id)) continue;
      expect(c.heading, `class ${c.id}`).not.toMatch(/^Servicios/);
    }
  });
});
