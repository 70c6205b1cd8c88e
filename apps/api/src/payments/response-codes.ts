/**
 * What a gateway's refusal code means, in Spanish, for the order's history (the visitor's page and
 * the back office): the codes Redsys answers most often when a card payment is not completed
 * (Redsys' response-code table, Ds_Response). Others are shown as their number only.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  '0101': 'tarjeta caducada',
  '0102': 'tarjeta bloqueada temporalmente o bajo sospecha de fraude',
  '0106': 'se han superado los intentos de PIN',
  '0125': 'tarjeta no operativa',
  '0129': 'código de seguridad (CVV2/CVC2) incorrecto',
  '0180': 'tarjeta no admitida por este servicio',
  '0184': 'no se ha podido autenticar al titular',
  '0190': 'denegada por el banco sin indicar el motivo',
  '0191': 'fecha de caducidad errónea',
  '0195': 'el banco exige autenticación reforzada',
  '0202': 'tarjeta bloqueada por el banco',
  '9093': 'la tarjeta no existe',
  '9912': 'el banco emisor no responde',
  '9915': 'cancelado por el cliente en la página de pago',
};

/** 'código 0190: denegada por el banco sin indicar el motivo', or 'código 1234' for one not listed. */
export function refusalReading(code: string | undefined): string {
  if (!code) return 'código desconocido';
  const meaning = REFUSALS[code.padStart(4, '0')];
  return meaning ? `código ${code}: ${meaning}` : `código ${code}`;
}
