import { createHash } from 'node:crypto';

/**
 * The fingerprint ('huella') of VERI*FACTU records, exactly as AEAT's 'Detalle de las
 * especificaciones técnicas para la generación de la huella o hash de los registros de facturación'
 * (v0.1.2) says: the listed fields as `name=value`, in that order, joined with `&`, each value
 * trimmed; the previous record's fingerprint as `Huella` (empty for the first record of the
 * issuer); SHA-256 of the UTF-8 bytes, written in upper-case hexadecimal. RD 1007/2023 (integrity
 * and traceability of the records) and Orden HAC/1177/2024 require it so that no record can be
 * changed, removed or slipped in unseen.
 */

/** The fields of a registration record (registro de alta) that its fingerprint covers. */
export interface CamposHuellaAlta {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  /** 'dd-mm-aaaa'. */
  FechaExpedicionFactura: string;
  TipoFactura: string;
  /** As written in the record: '12.35'. */
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's fingerprint; '' for the issuer's first record. */
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

/** The fields of a cancellation record (registro de anulación) that its fingerprint covers. */
export interface CamposHuellaAnulacion {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

const joined = (pairs: [string, string][]) => pairs.map(([name, value]) => `${name}=${value.trim()}`).join('&');

/** The text the fingerprint of a registro de alta is computed on (spec §6.1). */
export function cadenaRegistroAlta(campos: CamposHuellaAlta): string {
  return joined([
    ['IDEmisorFactura', campos.IDEmisorFactura],
    ['NumSerieFactura', campos.NumSerieFactura],
    ['FechaExpedicionFactura', campos.FechaExpedicionFactura],
    ['TipoFactura', campos.TipoFactura],
    ['CuotaTotal', campos.CuotaTotal],
    ['ImporteTotal', campos.ImporteTotal],
    ['Huella', campos.HuellaAnterior],
    ['FechaHoraHusoGenRegistro', campos.FechaHoraHusoGenRegistro],
  ]);
}

/** The text the fingerprint of a registro de anulación is computed on (spec §6.2). */
export function cadenaRegistroAnulacion(campos: CamposHuellaAnulacion): string {
  return joined([
    ['IDEmisorFacturaAnulada', campos.IDEmisorFacturaAnulada],
    ['NumSerieFacturaAnulada', campos.NumSerieFacturaAnulada],
    ['FechaExpedicionFacturaAnulada', campos.FechaExpedicionFacturaAnulada],
    ['Huella', campos.HuellaAnterior],
    ['FechaHoraHusoGenRegistro', campos.FechaHoraHusoGenRegistro],
  ]);
}

const sha256Upper = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

export function huellaRegistroAlta(campos: CamposHuellaAlta): string {
  return sha256Upper(cadenaRegistroAlta(campos));
}

export function huellaRegistroAnulacion(campos: CamposHuellaAnulacion): string {
  return sha256Upper(cadenaRegistroAnulacion(campos));
}
