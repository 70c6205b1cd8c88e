import { describe, expect, it } from 'vitest';
import { amountText, fechaAeat, fechaHoraHuso, issuerYear } from './formats';
import { qrFieldsOf, qrUrl } from './qr';
import { invoiceNumber, parseInvoiceNumber, seriesOf } from './numbering';

describe("AEAT's formats", () => {
  it('writes amounts with a dot and two decimals, negative ones with a minus', () => {
    expect([12_35, 0, 5, -400, 123_456_789].map(amountText)).toEqual(['12.35', '0.00', '0.05', '-4.00', '1234567.89']);
  });

  it("dates on the issuer's calendar and the record's instant with the issuer's offset", () => {
    // 23:30 UTC on New Year's Eve is already 1 January in Valencia (winter, +01:00).
    const newYear = new Date('2026-12-31T23:30:05.900Z');
    expect(fechaAeat(newYear)).toBe('01-01-2027');
    expect(issuerYear(newYear)).toBe(2027);
    expect(fechaHoraHuso(newYear)).toBe('2027-01-01T00:30:05+01:00');
    expect(fechaHoraHuso(new Date('2027-07-15T08:00:00Z'))).toBe('2027-07-15T10:00:00+02:00');
  });

  it("builds the QR's checking address with each field URL-encoded, for the configured host", () => {
    const url = qrUrl('test', { nif: '89890001K', numserie: '12345678&G33', fecha: '01-01-2024', importe: '241.40' });
    expect(url).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40');
    expect(qrFieldsOf(url)).toMatchObject({ nif: '89890001K', numserie: '12345678&G33', fecha: '01-01-2024', importe: '241.40' });
    expect(qrUrl('production', { nif: 'B1', numserie: 'F2027-000001', fecha: '01-01-2027', importe: '1.00' })).toMatch(
      /^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?/,
    );
  });

  it('numbers invoices per year and series, corrections apart', () => {
    expect(invoiceNumber(seriesOf('F2', 2027), 1)).toBe('F2027-000001');
    expect(invoiceNumber(seriesOf('R5', 2027), 12)).toBe('R2027-000012');
    expect(parseInvoiceNumber('F2027-000123')).toEqual({ series: 'F2027', year: 2027, number: 123 });
    expect(parseInvoiceNumber('F27-1')).toBeUndefined();
  });
});
