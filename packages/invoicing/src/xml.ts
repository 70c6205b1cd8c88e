/** Text and attribute escaping for the records' XML: client names are typed by visitors. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** AEAT's schema namespaces (SuministroLR.xsd and SuministroInformacion.xsd, version 1.0). */
const AEAT_WS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const NS_SUMINISTRO_LR = `${AEAT_WS}/SuministroLR.xsd`;
export const NS_SUMINISTRO_INFORMACION = `${AEAT_WS}/SuministroInformacion.xsd`;
export const NS_RESPUESTA = `${AEAT_WS}/RespuestaSuministro.xsd`;
export const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';

/** An element of SuministroInformacion.xsd (prefix sum1), its children already XML. */
export const el = (name: string, content: string | number | readonly string[]): string =>
  `<sum1:${name}>${Array.isArray(content) ? content.join('') : typeof content === 'number' ? String(content) : escapeXml(content as string)}</sum1:${name}>`;

/** An element whose content is already XML (children). */
export const parent = (name: string, children: readonly (string | false | undefined)[]): string =>
  `<sum1:${name}>${children.filter((child): child is string => typeof child === 'string').join('')}</sum1:${name}>`;
