import { describe, expect, it } from 'vitest';
import { invoiceBodyOf, refundLine } from './lines';
import { facturacionOf, invoiceKindOf, mayCorrect } from './invoice-type';

describe('the lines of an invoice', () => {
  it('splits each line into suplidos, base and VAT, the lines adding up to the totals', () => {
    const body = invoiceBodyOf([
      { label: 'Registro de marca', cents: 26_400, suplidosCents: 14_495 },
      { label: 'Clase adicional', cents: 10_001, suplidosCents: 0 },
      { label: 'Plan premium', cents: 3_333 },
    ]);
    expect(body.totals).toEqual({ suplidosCents: 14_495, baseCents: 20_859, vatCents: 4_380, totalCents: 39_734 });
    const sum = (key: 'importeCents' | 'suplidosCents' | 'baseCents' | 'ivaCents') => body.lines.reduce((total, line) => total + line[key], 0);
    expect(sum('importeCents')).toBe(body.totals.totalCents);
    expect(sum('suplidosCents')).toBe(body.totals.suplidosCents);
    expect(sum('baseCents')).toBe(body.totals.baseCents);
    expect(sum('ivaCents')).toBe(body.totals.vatCents);
    for (const line of body.lines) expect(line.suplidosCents + line.baseCents + line.ivaCents).toBe(line.importeCents);
  });

  it('mirrors a full refund exactly, negative', () => {
    const original = invoiceBodyOf([{ label: 'Registro', cents: 26_400, suplidosCents: 14_495 }]);
    const refund = invoiceBodyOf([refundLine(original.totals, 26_400, 'Devolución')]);
    expect(refund.totals).toEqual({ suplidosCents: -14_495, baseCents: -original.totals.baseCents, vatCents: -original.totals.vatCents, totalCents: -26_400 });
  });
});

describe('which invoice (DECISIONS §12)', () => {
  const billing = {
    nif: 'b-12345674',
    nombre: 'Horchatería Clara, S.L.',
    direccion: 'Calle Mayor 1',
    codigoPostal: '46001',
    ciudad: 'Valencia',
    provincia: 'Valencia',
  };

  it('F2 up to 400 € without a tax number; F1 above, or with billing details', () => {
    expect(invoiceKindOf({ totalCents: 40_000, facturacion: undefined })).toEqual({ tipo: 'F2', sinIdentificarDestinatario: false });
    expect(invoiceKindOf({ totalCents: 40_001, facturacion: undefined })).toEqual({ tipo: 'F1', sinIdentificarDestinatario: true });
    const facturacion = facturacionOf({ facturacion: billing });
    expect(facturacion).toMatchObject({ nif: 'B12345674', pais: 'España', codigoPais: 'ES' });
    expect(facturacionOf({ facturacion: { ...billing, pais: 'Francia' } })?.codigoPais).toBe('FR');
    expect(facturacionOf({ facturacion: { ...billing, pais: 'pt' } })?.codigoPais).toBe('PT');
    expect(facturacionOf({ facturacion: { ...billing, pais: 'Atlántida' } })?.codigoPais).toBe('');
    expect(invoiceKindOf({ totalCents: 1_000, facturacion })).toEqual({ tipo: 'F1', sinIdentificarDestinatario: false });
    expect(facturacionOf({ facturacion: { ...billing, nif: ' ' } })).toBeUndefined();
    expect(facturacionOf({})).toBeUndefined();
  });

  it('corrects a simplified invoice only with R5, a complete one with R1-R4', () => {
    expect(mayCorrect('R5', 'F2')).toBe(true);
    expect(mayCorrect('R4', 'F2')).toBe(false);
    expect(mayCorrect('R1', 'F1')).toBe(true);
    expect(mayCorrect('R5', 'F1')).toBe(false);
    expect(mayCorrect('R1', 'R1')).toBe(false);
  });
});
