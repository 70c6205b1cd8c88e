/**
 * The QR every invoice carries (RD 1007/2023 and Orden HAC/1177/2024: the code and the phrase a
 * VERI*FACTU invoice shows), as AEAT's 'Características del QR y especificaciones del servicio de
 * cotejo' defines it: the checking service's address with the issuer's NIF, the series and
 * number, the issue date (dd-mm-aaaa) and the total, each URL-encoded in UTF-8; ISO/IEC 18004,
 * error correction M, printed between 30 × 30 and 40 × 40 mm.
 */

export type AeatEnvironment = 'test' | 'production';

/** The checking service: AEAT's pre-production host for tests, the Agencia's own in production. */
export const QR_BASE: Record<AeatEnvironment, string> = {
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
};

/** The phrase of a VERI*FACTU invoice next to its QR (Orden HAC/1177/2024). */
export const QR_LEGEND = 'Factura verificable en la sede electrónica de la AEAT';
export const VERIFACTU_MARK = 'VERI*FACTU';

export interface QrFields {
  nif: string;
  numserie: string;
  /** dd-mm-aaaa */
  fecha: string;
  /** As in the record: '241.40'. */
  importe: string;
}

export function qrUrl(environment: AeatEnvironment, fields: QrFields): string {
  const query = (['nif', 'numserie', 'fecha', 'importe'] as const).map((name) => `${name}=${encodeURIComponent(fields[name])}`).join('&');
  return `${QR_BASE[environment]}?${query}`;
}

/** The four fields back from a QR's address (tests decode the printed code with it). */
export function qrFieldsOf(url: string): QrFields & { base: string } {
  const parsed = new URL(url);
  const read = (name: string) => parsed.searchParams.get(name) ?? '';
  return { base: `${parsed.origin}${parsed.pathname}`, nif: read('nif'), numserie: read('numserie'), fecha: read('fecha'), importe: read('importe') };
}
