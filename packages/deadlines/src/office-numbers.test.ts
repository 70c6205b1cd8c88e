import { describe, expect, it } from 'vitest';
import { isOfficeNumber, normalOfficeNumber } from './office-numbers';

describe('office numbers as the offices issue them', () => {
  it('takes each office’s shape for its kind of right, as people copy it', () => {
    expect(isOfficeNumber('M4123456', 'marca-es')).toBe(true);
    expect(isOfficeNumber(' m 4.123.456 ', 'marca-es')).toBe(true);
    expect(isOfficeNumber('M-4123456', 'marca-es')).toBe(true);
    expect(isOfficeNumber('N0412345', 'nombre-comercial')).toBe(true);
    expect(isOfficeNumber('018123456', 'marca-ue')).toBe(true);
    expect(isOfficeNumber('D0512345-01', 'diseno-es')).toBe(true);
    expect(isOfficeNumber('P201630123', 'patente-es')).toBe(true);
    expect(isOfficeNumber('ES2612345B1', 'patente-es')).toBe(true);
    expect(isOfficeNumber('U201630456', 'modelo-utilidad-es')).toBe(true);
    expect(isOfficeNumber('ES1123456U', 'modelo-utilidad-es')).toBe(true);
  });

  it('refuses a number of another office or of the wrong length', () => {
    expect(isOfficeNumber('M412345', 'marca-es')).toBe(false);
    expect(isOfficeNumber('M41234567', 'marca-es')).toBe(false);
    expect(isOfficeNumber('018123456', 'marca-es')).toBe(false);
    expect(isOfficeNumber('M4123456', 'marca-ue')).toBe(false);
    expect(isOfficeNumber('P2016301', 'patente-es')).toBe(false);
    expect(isOfficeNumber('hola')).toBe(false);
    expect(isOfficeNumber('M4123456')).toBe(true);
  });

  it('keeps the number as the office prints it', () => {
    expect(normalOfficeNumber(' m 4.123.456 ')).toBe('M4123456');
    expect(normalOfficeNumber('es 2612345 b1')).toBe('ES2612345B1');
  });
});
