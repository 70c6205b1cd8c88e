import { defineFlow, files, orderMachine, PRICE_INCLUDES_NO_EXTRA_FEES, radio, text, textarea } from '@shop/flow-kit';
import { formatEur, priced, quoteOf } from '@shop/money';
import { documents, OFFICE_DOCUMENTS } from './parts/files';
import { EUIPO, OEPM } from './parts/official-fees';
import { applicantBlock, applicantRows, consents, eurosInLabel, formAndSummary, progressEndingWith } from './parts/service';
import { identityOf } from './parts/manifest';
import manifest from './recurso-alzada.manifest';

const SERVICES = {
  presentacion_espana: 'Presentación Recurso de Alzada España',
  contestacion_espana: 'Contestación Recurso de Alzada España',
  presentacion_europa: 'Presentación Recurso de Alzada Europa',
  contestacion_europa: 'Contestación Recurso de Alzada Europa',
} as const;
type Service = keyof typeof SERVICES;

const fields = {
  ...applicantBlock,
  // spec-2 §2.15: the four services with their prices in the choice, each price from the catalogue.
  serviceType: radio({
    label: 'Servicio',
    options: (Object.keys(SERVICES) as Service[]).map((value) => ({ value, label: SERVICES[value], priceKey: value })),
    initial: 'presentacion_espana',
  }),
  brandName: text({ label: 'Nombre de la marca', required: 'El nombre de la marca es obligatorio' }),
  brandDescription: textarea({ label: 'Descripción de la marca', required: 'La descripción de la marca es obligatoria' }),
  attachments: files({ label: 'Documentos', files: documents(OFFICE_DOCUMENTS) }),
  ...consents,
};

/** Appeal: spec-2 §2.15, four services with a price each (spec-2 §9). */
export default defineFlow({
  ...identityOf(manifest),
  description: 'Recurre una resolución desfavorable sobre tu marca, o contesta al recurso de otro.',
  // spec-2 §2.15: 'Not included: additional official fees'.
  priceIncludes: PRICE_INCLUDES_NO_EXTRA_FEES,
  progress: progressEndingWith('Servicio Completado'),
  fields,
  steps: formAndSummary(fields, {
    title: manifest.title,
    intro: 'Presentamos tu recurso contra una resolución sobre tu marca, o contestamos al que otro ha presentado contra ella.',
    fields: ['serviceType', 'brandName', 'brandDescription', 'attachments'],
    summaryTitle: manifest.title,
    summary: (data, quote) => ({
      rows: [
        ...applicantRows(data),
        { label: 'Servicio', value: SERVICES[data.serviceType] },
        { label: 'Marca', value: data.brandName },
        { label: 'Número de documentos', files: 'count' },
        { label: 'Total', value: formatEur(quote.totalCents) },
      ],
      included: ['Presentación del recurso', 'Redacción de los argumentos jurídicos', 'Seguimiento del procedimiento', 'Comunicación de la resolución final'],
      notIncluded: ['Tasas oficiales adicionales', 'Garantía de éxito'],
    }),
  }),
  catalogue: [
    // DECISIONS §12: filing an appeal includes the office's appeal fee; answering one costs no fee.
    { key: 'presentacion_espana', label: SERVICES.presentacion_espana, cents: 33900, suplidosCents: OEPM.appeal },
    { key: 'contestacion_espana', label: SERVICES.contestacion_espana, cents: 54400, suplidosCents: 0 },
    { key: 'presentacion_europa', label: SERVICES.presentacion_europa, cents: 113000, suplidosCents: EUIPO.appeal },
    { key: 'contestacion_europa', label: SERVICES.contestacion_europa, cents: 62000, suplidosCents: 0 },
  ],
  price: (data, prices) => quoteOf([{ key: data.serviceType, label: SERVICES[data.serviceType], ...priced(prices, data.serviceType) }]),
  envelope: (data, quote) => ({
    // DECISIONS §9: the label carries the catalogue's figure, 'Presentación Recurso de Alzada España (339 €)'.
    producto: `${SERVICES[data.serviceType]} (${eurosInLabel(quote.totalCents)})`,
    description: data.brandDescription,
    brandDescription: data.brandDescription,
    adicional: { serviceType: data.serviceType },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
