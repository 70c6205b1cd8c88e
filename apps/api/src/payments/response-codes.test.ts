import { describe, expect, it } from 'vitest';
import { refusalReading } from './response-codes';

describe('a gateway refusal read in Spanish', () => {
  it('says what a listed code means, and only the number of another', () => {
    expect(refusalReading('9915')).toBe('código 9915: cancelado por el cliente en la página de pago');
    expect(refusalReading('190')).toBe('código 190: denegada por el banco sin indicar el motivo');
    expect(refusalReading('0913')).toBe('código 0913');
    expect(refusalReading('')).toBe('código desconocido');
    expect(refusalReading(undefined)).toBe('código desconocido');
  });
});
