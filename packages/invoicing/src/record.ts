import { isEuCountry } from '@shop/ip-content/countries';
import { amountText } from './formats';
import { huellaRegistroAlta, type CamposHuellaAlta } from './huella';
import type { TipoFactura } from './invoice-type';
import { el, NS_SUMINISTRO_INFORMACION, parent } from './xml';

/**
 * A VERI*FACTU registration record (registro de alta, RD 1007/2023 and Orden HAC/1177/2024) as
 * AEAT's SuministroInformacion.xsd defines `RegistroFacturacionAltaType`, elements in the
 * schema's order. Records are sent unsigned: a VERI*FACTU system's records reach AEAT at once,
 * so they need no electronic signature of their own.
 */

/** The invoicing system itself (SistemaInformaticoType): the shop, written and used by the consultancy. */
export interface SistemaInformatico {
  nombreRazon: string;
  nif: string;
  /** At most 30 characters. */
  nombre: string;
  /** At most 2 characters. */
  id: string;
  version: string;
  numeroInstalacion: string;
}

export interface Destinatario {
  nombre: string;
  nif: string;
  /** ISO 3166-1 alpha-2; '' when unknown. */
  pais: string;
}

export interface InvoiceRef {
  numSerie: string;
  /** dd-mm-aaaa */
  fechaExpedicion: string;
}

export interface AltaInput {
  emisor: { nif: string; nombre: string };
  factura: InvoiceRef;
  tipo: TipoFactura;
  descripcion: string;
  destinatario?: Destinatario | undefined;
  /** An F1 without the recipient's identification (RD 1619/2012 art. 6.1.d). */
  sinIdentificarDestinatario?: boolean | undefined;
  /** The invoice a corrective one corrects ('por diferencias': the amounts are the difference). */
  rectificada?: InvoiceRef | undefined;
  baseCents: number;
  vatCents: number;
  suplidosCents: number;
  vatRatePercent: number;
  /** The issuer's previous record, or undefined for the first. */
  anterior?: (InvoiceRef & { huella: string }) | undefined;
  sistema: SistemaInformatico;
  fechaHoraHusoGenRegistro: string;
}

export interface RegistroAlta {
  /** The fields the fingerprint covers, named as AEAT names them. */
  campos: CamposHuellaAlta;
  huella: string;
  xml: string;
}

/** A Spanish tax number goes as NIF; a foreign one as IDOtro (02: EU VAT number; 04: other official ID). */
function idDestinatario(destinatario: Destinatario): string {
  const identity =
    destinatario.pais === 'ES'
      ? el('NIF', destinatario.nif)
      : parent('IDOtro', [
          destinatario.pais ? el('CodigoPais', destinatario.pais) : '',
          el('IDType', isEuCountry(destinatario.pais) ? '02' : '04'),
          el('ID', destinatario.nif.slice(0, 20)),
        ]);
  return parent('IDDestinatario', [el('NombreRazon', destinatario.nombre.slice(0, 120)), identity]);
}

const idFactura = (nif: string, ref: InvoiceRef) => [
  el('IDEmisorFactura', nif),
  el('NumSerieFactura', ref.numSerie),
  el('FechaExpedicionFactura', ref.fechaExpedicion),
];

/**
 * The VAT breakdown: the professional fee, subject to VAT at 21 % (S1); the official fees paid
 * in the client's name (suplidos, LIVA art. 78.Tres.3) as an amount outside the tax (N1), so the
 * breakdown adds up to the total the client paid, as AEAT checks.
 */
function desglose(input: AltaInput): string {
  const detalle = (children: string[]) => parent('DetalleDesglose', [el('Impuesto', '01'), el('ClaveRegimen', '01'), ...children]);
  const lines = [
    detalle([
      el('CalificacionOperacion', 'S1'),
      el('TipoImpositivo', input.vatRatePercent.toFixed(2)),
      el('BaseImponibleOimporteNoSujeto', amountText(input.baseCents)),
      el('CuotaRepercutida', amountText(input.vatCents)),
    ]),
  ];
  if (input.suplidosCents !== 0) lines.push(detalle([el('CalificacionOperacion', 'N1'), el('BaseImponibleOimporteNoSujeto', amountText(input.suplidosCents))]));
  return parent('Desglose', lines);
}

export function registroAlta(input: AltaInput): RegistroAlta {
  const campos: CamposHuellaAlta = {
    IDEmisorFactura: input.emisor.nif,
    NumSerieFactura: input.factura.numSerie,
    FechaExpedicionFactura: input.factura.fechaExpedicion,
    TipoFactura: input.tipo,
    CuotaTotal: amountText(input.vatCents),
    ImporteTotal: amountText(input.baseCents + input.vatCents + input.suplidosCents),
    HuellaAnterior: input.anterior?.huella ?? '',
    FechaHoraHusoGenRegistro: input.fechaHoraHusoGenRegistro,
  };
  const huella = huellaRegistroAlta(campos);
  const { sistema } = input;
  const xml = `<sum1:RegistroAlta xmlns:sum1="${NS_SUMINISTRO_INFORMACION}">${[
    el('IDVersion', '1.0'),
    parent('IDFactura', idFactura(input.emisor.nif, input.factura)),
    el('NombreRazonEmisor', input.emisor.nombre.slice(0, 120)),
    el('TipoFactura', input.tipo),
    input.rectificada ? el('TipoRectificativa', 'I') : '',
    input.rectificada ? parent('FacturasRectificadas', [parent('IDFacturaRectificada', idFactura(input.emisor.nif, input.rectificada))]) : '',
    el('DescripcionOperacion', input.descripcion.slice(0, 500)),
    input.sinIdentificarDestinatario ? el('FacturaSinIdentifDestinatarioArt61d', 'S') : '',
    input.destinatario ? parent('Destinatarios', [idDestinatario(input.destinatario)]) : '',
    desglose(input),
    el('CuotaTotal', campos.CuotaTotal),
    el('ImporteTotal', campos.ImporteTotal),
    parent('Encadenamiento', [
      input.anterior
        ? parent('RegistroAnterior', [...idFactura(input.emisor.nif, input.anterior), el('Huella', input.anterior.huella)])
        : el('PrimerRegistro', 'S'),
    ]),
    parent('SistemaInformatico', [
      el('NombreRazon', sistema.nombreRazon.slice(0, 120)),
      el('NIF', sistema.nif),
      el('NombreSistemaInformatico', sistema.nombre.slice(0, 30)),
      el('IdSistemaInformatico', sistema.id.slice(0, 2)),
      el('Version', sistema.version.slice(0, 50)),
      el('NumeroInstalacion', sistema.numeroInstalacion.slice(0, 100)),
      // Only VERI*FACTU, one taxpayer (RD 1007/2023: declared in the system's responsible declaration).
      el('TipoUsoPosibleSoloVerifactu', 'S'),
      el('TipoUsoPosibleMultiOT', 'N'),
      el('IndicadorMultiplesOT', 'N'),
    ]),
    el('FechaHoraHusoGenRegistro', campos.FechaHoraHusoGenRegistro),
    el('TipoHuella', '01'),
    el('Huella', huella),
  ].join('')}</sum1:RegistroAlta>`;
  return { campos, huella, xml };
}
