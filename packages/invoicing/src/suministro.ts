import { escapeXml, NS_RESPUESTA, NS_SOAP, NS_SUMINISTRO_INFORMACION, NS_SUMINISTRO_LR } from './xml';

/**
 * The submission of records to AEAT's VERI*FACTU web service (SuministroLR.xsd,
 * `RegFactuSistemaFacturacion`: a header naming the taxpayer, then up to 1000 records) in a SOAP
 * 1.1 envelope, and the reading of its answer (RespuestaSuministro.xsd).
 */

export const MAX_RECORDS_PER_SUBMISSION = 1000;

export function regFactuSistemaFacturacion(obligado: { nif: string; nombre: string }, registros: readonly string[]): string {
  if (registros.length === 0 || registros.length > MAX_RECORDS_PER_SUBMISSION) throw new RangeError(`Between 1 and 1000 records, not ${registros.length}`);
  return (
    `<sum:RegFactuSistemaFacturacion xmlns:sum="${NS_SUMINISTRO_LR}" xmlns:sum1="${NS_SUMINISTRO_INFORMACION}">` +
    `<sum:Cabecera><sum1:ObligadoEmision><sum1:NombreRazon>${escapeXml(obligado.nombre.slice(0, 120))}</sum1:NombreRazon>` +
    `<sum1:NIF>${escapeXml(obligado.nif)}</sum1:NIF></sum1:ObligadoEmision></sum:Cabecera>` +
    registros.map((registro) => `<sum:RegistroFactura>${registro}</sum:RegistroFactura>`).join('') +
    `</sum:RegFactuSistemaFacturacion>`
  );
}

export function soapEnvelope(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${NS_SOAP}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

/** What AEAT said of one record. */
export interface RespuestaLinea {
  numSerie: string;
  /** Correcto, AceptadoConErrores or Incorrecto. */
  estado: string;
  codigo: string;
  descripcion: string;
}

export interface Respuesta {
  /** Correcto, ParcialmenteCorrecto or Incorrecto; 'Fault' for a SOAP fault (the whole submission refused). */
  estadoEnvio: string;
  csv: string;
  /** Seconds AEAT asks to wait before the next submission (its flow control). */
  tiempoEsperaEnvio: number | undefined;
  lineas: RespuestaLinea[];
  fault: string;
}

const unescape = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_match, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

/** The text of the first element of that local name, whatever its namespace prefix. */
function first(xml: string, name: string): string {
  const match = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml);
  return match ? unescape(match[1]!.trim()) : '';
}

function all(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`, 'g'))].map((match) => match[1]!);
}

/** Reads AEAT's answer (RespuestaRegFactuSistemaFacturacion, namespace RespuestaSuministro.xsd, or a SOAP fault). */
export function parseRespuesta(xml: string): Respuesta {
  const fault = first(xml, 'Fault');
  if (fault) return { estadoEnvio: 'Fault', csv: '', tiempoEsperaEnvio: undefined, lineas: [], fault: first(fault, 'faultstring') || fault };
  const wait = first(xml, 'TiempoEsperaEnvio');
  return {
    estadoEnvio: first(xml, 'EstadoEnvio'),
    csv: first(xml, 'CSV'),
    tiempoEsperaEnvio: wait === '' ? undefined : Number(wait),
    lineas: all(xml, 'RespuestaLinea').map((linea) => ({
      numSerie: first(first(linea, 'IDFactura'), 'NumSerieFactura'),
      estado: first(linea, 'EstadoRegistro'),
      codigo: first(linea, 'CodigoErrorRegistro'),
      descripcion: first(linea, 'DescripcionErrorRegistro'),
    })),
    fault: '',
  };
}

/** The answer's namespace, for the fake AEAT of the tests. */
export const RESPUESTA_NAMESPACE = NS_RESPUESTA;
