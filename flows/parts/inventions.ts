import { checkbox, countries, files, type AnyData, type SavePurpose, type StepSpec, type SummaryView } from '@shop/flow-kit';
import { formatEur, type Quote } from '@shop/money';
import { documents, OFFICE_DOCUMENTS } from './files';

/** The PYME/autónomo box of the Spanish patent and utility model, with the criteria of spec-2 §6 beside it. */
export const pymeBox = (visibleWhen: (data: AnyData) => boolean) =>
  checkbox({
    label: 'Soy PYME o autónomo (posible reducción del 50 % de las tasas)',
    described: 'PYME o autónomo',
    hint: 'Criterios: menos de 250 trabajadores, volumen de negocio inferior a 200 millones de euros al año o balance inferior a 43 millones de euros, y alta en el censo (modelo 036/037). La reducción depende de la oficina y no podemos garantizarla.',
    emphasis: true,
    visibleWhen,
  });

/** Documents of patents, utility models and the quote requests: 4 files of 5 MB (spec-2 §5). */
export const inventionDocuments = () =>
  files({
    label: 'Documentación',
    hint: 'Opcional.',
    files: documents(OFFICE_DOCUMENTS),
  });

/** Countries asked for where the protection goes beyond Spain and Europe (DECISIONS §9 enforces them). */
export const otherCountries = (label: string, visibleWhen: (data: AnyData) => boolean) =>
  countries({ label, required: 'Debes seleccionar al menos un país para continuar.', visibleWhen });

/**
 * The summary's button where the data decides between paying and a zero-price quote request
 * (spec-2 §2.2: 'Procesando...' while paying, 'Enviando solicitud...' while sending the request).
 */
export const payOrQuoteAction = <D>(isQuote: (data: D) => boolean): StepSpec<D>['action'] => ({
  label: (data) => (isQuote(data) ? 'Enviar solicitud' : 'Proceder al pago'),
  busyLabel: (purpose: SavePurpose) => (purpose === 'quote' ? 'Enviando solicitud...' : 'Procesando...'),
});

/**
 * The confirmation of every quote request of spec-2 (§2.9), titled as it writes it: 'Solicitud
 * Enviada!' (spec-1's international mark has its own, '¡Solicitud Enviada!').
 */
const QUOTE_SENT = 'Solicitud Enviada!';

export const quoteSentStep = <D>(service: string): StepSpec<D> => ({
  id: 'sent',
  kind: 'confirmation',
  title: QUOTE_SENT,
  confirmation: {
    title: QUOTE_SENT,
    lines: [
      `Gracias por confiar en nosotros para ${service}.`,
      'En breve nos pondremos en contacto con usted para ofrecerle un presupuesto ajustado a su solicitud.',
    ],
  },
});

/** The price rows of a summary: each line when there are several (the PYME reduction), then the total. */
export function priceRows(quote: Quote, isQuote: boolean): SummaryView['rows'] {
  if (isQuote) return [{ label: 'Total', value: 'Presupuesto personalizado' }];
  const lines = quote.lines.length > 1 ? quote.lines.map((line) => ({ label: line.label, value: formatEur(line.cents) })) : [];
  return [...lines, { label: 'Total', value: formatEur(quote.totalCents) }];
}

export const countryNames = (list: readonly { name: string }[]) => list.map((country) => country.name).join(', ');
