import { describe, expect, it } from 'vitest';
import { isTrademarkTypeId, trademarkTypeById, trademarkTypeIds, trademarkTypes, type SvgArt } from './trademark-types';

const expected = [
  ['denominativa', 'DENOMINATIVA', 0],
  ['figurativa', 'FIGURATIVA', 0],
  ['tridimensional', 'TRIDIMENSIONAL', 12000],
  ['posicion', 'DE POSICIÓN', 15000],
  ['patron', 'PATRÓN', 8000],
  ['color', 'COLOR', 8000],
  ['sonido', 'SONIDO', 15000],
  ['movimiento', 'DE MOVIMIENTO', 15000],
  ['multimedia', 'MULTIMEDIA', 15000],
  ['holograma', 'HOLOGRAMA', 20000],
] as const;

/** Every number in a path's `d`, checked against the viewBox. */
function numbersIn(d: string): number[] {
  return (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
}

function expectValidArt(art: SvgArt, viewBox: string, label: string): void {
  expect(art.viewBox, label).toBe(viewBox);
  expect(art.paths.length, label).toBeGreaterThan(0);
  const [, , w = 0, h = 0] = viewBox.split(' ').map(Number);
  for (const d of art.paths) {
    expect(d, label).toMatch(/^M[\d.\s,\-MLHVCSQTAZmlhvcsqtaz]+$/);
    // No coordinate (absolute or relative) can exceed the box size.
    for (const n of numbersIn(d)) expect(Math.abs(n), `${label}: ${d}`).toBeLessThanOrEqual(Math.max(w, h));
  }
}

describe('trademarkTypes', () => {
  it('lists the 10 types in order with exact names and surcharges', () => {
    expect(trademarkTypes.map((t) => [t.id, t.name, t.defaultSurchargeCents])).toEqual(expected);
    expect([...trademarkTypeIds]).toEqual(expected.map(([id]) => id));
  });

  it('has Spanish copy for every type', () => {
    for (const t of trademarkTypes) {
      const sentences = t.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length, t.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, t.id).toBeLessThanOrEqual(3);
      expect(t.description, t.id).toMatch(/^Marca /);
      expect(t.example, t.id).toMatch(/^Ejemplo: .+\.$/);
      expect(t.example, t.id).toMatch(/«[^»]+»/);
    }
  });

  it('uses distinct invented brand names in the examples', () => {
    const brands = trademarkTypes.map((t) => /«([^»]+)»/.exec(t.example)?.[1]);
    expect(new Set(brands).size).toBe(trademarkTypes.length);
  });

  it('has icons on a 24 box and example art on a 160 x 100 box', () => {
    for (const t of trademarkTypes) {
      expectValidArt(t.icon, '0 0 24 24', `${t.id} icon`);
      expectValidArt(t.exampleArt, '0 0 160 100', `${t.id} art`);
    }
  });
});

describe('trademarkTypeById', () => {
  it('finds every type by id', () => {
    for (const id of trademarkTypeIds) expect(trademarkTypeById(id)?.id).toBe(id);
    expect(trademarkTypeById('posicion')?.name).toBe('DE POSICIÓN');
  });

  it('returns undefined for unknown ids', () => {
    expect(trademarkTypeById('olfativa')).toBeUndefined();
    expect(trademarkTypeById('')).toBeUndefined();
    expect(trademarkTypeById('DENOMINATIVA')).toBeUndefined();
  });

  it('guards ids', () => {
    expect(isTrademarkTypeId('holograma')).toBe(true);
    expect(isTrademarkTypeId('holograms')).toBe(false);
    expect(isTrademarkTypeId(3)).toBe(false);
  });
});
