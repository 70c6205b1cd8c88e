import { describe, expect, it } from 'vitest';
import { isForeignTaxNumber, looksLikeNie, normalizeTaxNumber, spanishTaxNumberKind } from './tax-numbers';

describe('Spanish tax numbers', () => {
  it.each([
    ['12345678Z', 'person'],
    ['00000000T', 'person'],
    ['X1234567L', 'person'],
    ['Y1234567X', 'person'],
    ['Z1234567R', 'person'],
    // The NIF of a Spaniard without a DNI (K, L, M) is a person's too.
    ['K0867756N', 'person'],
    ['B12345674', 'company'],
    ['A07727886', 'company'],
    // Entities whose control character is a letter (public bodies, non-profits, foreign entities).
    ['Q2826000H', 'company'],
    ['P4622000J', 'company'],
    ['N0032484H', 'company'],
  ] as const)('%s is a valid %s tax number', (nif, kind) => expect(spanishTaxNumberKind(nif)).toBe(kind));

  it.each(['12345678A', '1234567Z', 'X1234567A', 'B12345675', 'Q2826000A', 'Z12345678', '123', '', 'ABCDEFGHT', 'I12345674'])(
    '%s has a wrong check character or shape',
    (nif) => expect(spanishTaxNumberKind(nif)).toBeUndefined(),
  );

  it('reads a number as people write it: any case, spaces, dots, hyphens, the EU VAT prefix, a DNI without its leading zero', () => {
    expect(normalizeTaxNumber(' 12.345.678-z ')).toBe('12345678Z');
    expect(normalizeTaxNumber('x-1234567-l')).toBe('X1234567L');
    expect(normalizeTaxNumber('ES B12345674')).toBe('B12345674');
    expect(normalizeTaxNumber('1234567L')).toBe('01234567L');
    expect(spanishTaxNumberKind('12 345 678 z')).toBe('person');
    expect(spanishTaxNumberKind('es-b-12345674')).toBe('company');
    // Another country's number keeps its prefix.
    expect(normalizeTaxNumber('fr 12 345678901', false)).toBe('FR12345678901');
  });

  it('tells a NIE by its first letter', () => {
    expect(looksLikeNie('x1234567a')).toBe(true);
    expect(looksLikeNie('12345678A')).toBe(false);
  });

  it('checks only the shape of a foreign number', () => {
    expect(isForeignTaxNumber('DE 123456789')).toBe(true);
    expect(isForeignTaxNumber('FR12345678901')).toBe(true);
    expect(isForeignTaxNumber('X')).toBe(false);
    expect(isForeignTaxNumber('DE123456789#')).toBe(false);
    expect(isForeignTaxNumber('1'.repeat(21))).toBe(false);
  });
});
