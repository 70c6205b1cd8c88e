import { defineFlow, describePerson, files, orderMachine, personFieldNames, personFields, personOf, personWire, radio, text } from '@shop/flow-kit';
import { formatEur, priced, quoteOf } from '@shop/money';
import { documents, OFFICE_DOCUMENTS } from './parts/files';
import { applicantBlock, applicantRows, consents, formAndSummary, progressEndingWith } from './parts/service';
import { identityOf } from './parts/manifest';
import manifest from './cambio-titular.manifest';

const PRODUCT = manifest.title;
const CHANGES = { marca: 'Marca', patente: 'Patente', diseno_industrial: 'Diseño Industrial', modelo_utilidad: 'Modelo de Utilidad' } as const;
type Change = keyof typeof CHANGES;

const fields = {
  ...applicantBlock,
  changeType: radio({
    label: '¿Qué quieres transferir?',
    described: 'Qué se transfiere',
    options: (Object.keys(CHANGES) as Change[]).map((value) => ({ value, label: CHANGES[value] })),
    initial: 'marca',
  }),
  expedientNumber: text({ label: 'Número de expediente', required: 'El número de expediente es obligatorio', half: true }),
  expedientName: text({ label: 'Nombre del expediente', required: 'El nombre del expediente es obligatorio', half: true }),
  ...personFields('currentOwner', 'Titular actual', 'del titular actual'),
  ...personFields('newOwner', 'Nuevo titular', 'del nuevo titular'),
  attachments: files({
    label: 'Documentos',
    hint: 'Por ejemplo, el contrato de cesión.',
    files: documents(OFFICE_DOCUMENTS),
    section: 'Documentación',
  }),
  ...consents,
};

/** Owner change: spec-2 §2.16, one price for any type (spec-2 §9). */
export default defineFlow({
  ...identityOf(manifest),
  description: 'Inscribe la transmisión de una marca, patente, diseño industrial o modelo de utilidad.',
  // spec-2 §2.16: 'Not included: official fees.'
  priceIncludes: 'IVA incluido; tasas oficiales no incluidas',
  progress: progressEndingWith('Registro en 24h'),
  fields,
  steps: formAndSummary(fields, {
    title: PRODUCT,
    intro: 'Inscribimos en la oficina el cambio de titular de tu marca, patente, diseño industrial o modelo de utilidad.',
    fields: ['changeType', 'expedientNumber', 'expedientName', ...personFieldNames('currentOwner'), ...personFieldNames('newOwner'), 'attachments'],
    summaryTitle: PRODUCT,
    summary: (data, quote) => ({
      rows: [
        ...applicantRows(data),
        { label: 'Tipo de cambio', value: CHANGES[data.changeType] },
        { label: 'Expediente', value: `${data.expedientNumber} - ${data.expedientName}` },
        { label: 'Titular actual', value: describePerson(personOf('currentOwner', data)) },
        { label: 'Nuevo titular', value: describePerson(personOf('newOwner', data)) },
        { label: 'Documentos', files: 'count' },
        { label: 'Total', value: formatEur(quote.totalCents) },
      ],
      included: ['Tramitación del cambio de titularidad'],
      notIncluded: ['Tasas oficiales'],
    }),
  }),
  // spec-2 §2.16: the office's fees are not included, so the price has none to pass through (DECISIONS §12).
  catalogue: [{ key: 'base', label: PRODUCT, cents: 14500, suplidosCents: 0 }],
  price: (_data, prices) => quoteOf([{ key: 'base', label: PRODUCT, ...priced(prices, 'base') }]),
  envelope: (data) => ({
    producto: `${PRODUCT} - ${CHANGES[data.changeType]}`,
    description: `Cambio de titular - ${data.expedientName}`,
    brandName: data.expedientName,
    ...personWire('currentOwner', data),
    ...personWire('newOwner', data),
    adicional: {
      changeType: data.changeType,
      expedientNumber: data.expedientNumber,
      expedientName: data.expedientName,
      currentOwner: personOf('currentOwner', data),
      newOwner: personOf('newOwner', data),
    },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
