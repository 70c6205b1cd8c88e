import type { TipoFactura } from './invoice-type';

/**
 * Invoice numbers (DECISIONS §12, RD 1619/2012 art. 6.1.a): one series per year, numbered without
 * gaps, 'F2027-000001'; corrective invoices in a series of their own, 'R2027-000001', as art.
 * 6.1.a requires for them.
 */
export function seriesOf(tipo: TipoFactura, year: number): string {
  return `${tipo.startsWith('R') ? 'R' : 'F'}${year}`;
}

export function invoiceNumber(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, '0')}`;
}

const NUMBER = /^([FR])(\d{4})-(\d{6,})$/;

export function parseInvoiceNumber(text: string): { series: string; year: number; number: number } | undefined {
  const match = NUMBER.exec(text);
  if (!match) return undefined;
  return { series: `${match[1]}${match[2]}`, year: Number(match[2]), number: Number(match[3]) };
}
