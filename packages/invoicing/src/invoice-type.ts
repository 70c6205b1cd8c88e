import { countries, countryByCode } from '@shop/ip-content/countries';

/**
 * Which invoice a paid order gets (DECISIONS §12, RD 1619/2012 arts. 6 and 7).
 * - F1, complete: the client gave billing details with a tax number (a company, a self-employed
 *   person, or anyone who asks for one), or the total is over 400 € VAT included (art. 7.1.a
 *   allows a simplified invoice only up to that amount).
 * - F2, simplified: up to 400 € for a person who gave no tax number.
 * - R1-R5, corrective (art. 15): a refund or a wrong invoice is corrected by a new invoice, never
 *   by editing the first; R5 corrects simplified invoices, R1-R4 complete ones (AEAT's
 *   ClaveTipoFacturaType).
 */

/** The billing details the order's form collects (the envelope's `facturacion`). */
export interface Facturacion {
  nif: string;
  nombre: string;
  direccion: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string;
  /** As the client wrote it ('España', 'Francia'). */
  pais: string;
  /** Its ISO 3166-1 alpha-2 code ('ES'), '' when unknown. */
  codigoPais: string;
}

export type TipoFactura = 'F1' | 'F2' | 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
export const CORRECTIVE_TYPES = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type TipoRectificativa = (typeof CORRECTIVE_TYPES)[number];

/** Art. 7.1.a RD 1619/2012: a simplified invoice only up to 400 €, VAT included. */
export const SIMPLIFIED_LIMIT_CENTS = 40_000;

/** What each corrective type corrects, as staff read it (RD 1619/2012 art. 15, LIVA art. 80). */
export const CORRECTIVE_TEXT: Record<TipoRectificativa, string> = {
  R1: 'Error fundado en derecho o causas del art. 80.Uno, Dos y Seis LIVA',
  R2: 'Concurso de acreedores (art. 80.Tres LIVA)',
  R3: 'Créditos incobrables (art. 80.Cuatro LIVA)',
  R4: 'Resto de causas (devoluciones, descuentos, errores)',
  R5: 'Rectificativa de una factura simplificada',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The ISO 3166-1 code of the country the billing form names ('España', 'Francia', 'FR'; blank is
 * Spain, the form's default); '' when it names none the shop knows (AEAT's IDOtro then goes without it).
 */
export function countryCodeOf(pais: string): string {
  const name = plain(pais);
  if (['', 'espana', 'spain', 'es', 'esp'].includes(name)) return 'ES';
  if (/^[a-z]{2}$/.test(name) && countryByCode(name.toUpperCase())) return name.toUpperCase();
  return countries.find((country) => plain(country.name) === name)?.code ?? '';
}

/** The billing details of an envelope, when it has them with a tax number; undefined otherwise. */
export function facturacionOf(envelope: Record<string, unknown>): Facturacion | undefined {
  const raw = envelope.facturacion;
  if (!raw || typeof raw !== 'object') return undefined;
  const data = raw as Record<string, unknown>;
  const facturacion: Facturacion = {
    nif: text(data.nif).toUpperCase().replace(/[\s-]/g, ''),
    nombre: text(data.nombre),
    direccion: text(data.direccion),
    codigoPostal: text(data.codigoPostal),
    ciudad: text(data.ciudad),
    provincia: text(data.provincia),
    pais: text(data.pais) || 'España',
    codigoPais: countryCodeOf(text(data.pais)),
  };
  return facturacion.nif && facturacion.nombre ? facturacion : undefined;
}

export interface InvoiceKind {
  tipo: 'F1' | 'F2';
  /**
   * An F1 over 400 € for a client who gave no billing details: art. 6.1.d RD 1619/2012 lets a
   * complete invoice omit the recipient's tax number, and AEAT's record says so
   * (FacturaSinIdentifDestinatarioArt61d = S).
   */
  sinIdentificarDestinatario: boolean;
}

export function invoiceKindOf(order: { totalCents: number; facturacion: Facturacion | undefined }): InvoiceKind {
  if (order.facturacion) return { tipo: 'F1', sinIdentificarDestinatario: false };
  if (order.totalCents > SIMPLIFIED_LIMIT_CENTS) return { tipo: 'F1', sinIdentificarDestinatario: true };
  return { tipo: 'F2', sinIdentificarDestinatario: false };
}

/** Whether a corrective type may correct an invoice of this type (AEAT: R5 for F2, R1-R4 for F1). */
export function mayCorrect(corrective: TipoRectificativa, original: TipoFactura): boolean {
  if (original === 'F2') return corrective === 'R5';
  if (original === 'F1') return corrective !== 'R5';
  return false;
}
