import { checkbox, defineFlow, files, orderMachine, text } from '@shop/flow-kit';
import { formatEur, priced, quoteOf, type PriceLine } from '@shop/money';
import { documents, OFFICE_DOCUMENTS } from './parts/files';
import { applicantBlock, applicantRows, consents, formAndSummary, MARK_TYPES, markType, progressEndingWith } from './parts/service';
import { identityOf, summaryOf } from './parts/manifest';
import manifest from './solicitud-titulo.manifest';

const PRODUCT = manifest.title;
const WATCH = 'Vigilancia de marca 1 año (precio promocional)';

const fields = {
  ...applicantBlock,
  markType: markType(),
  brandDescription: text({ label: 'Denominación de la marca', required: 'La denominación de la marca es obligatoria' }),
  brandNumber: text({ label: 'Número de marca', required: 'El número de marca es obligatorio', half: true }),
  brandTitle: text({ label: 'Título de la marca', required: 'El título de la marca es obligatorio', half: true }),
  attachments: files({ label: 'Documentos', files: documents(OFFICE_DOCUMENTS) }),
  // spec-2 §2.11, §9: the watch is included for 1 year, 197 € in all, labelled promotional.
  wantVigilancia: checkbox({ label: 'Añadir vigilancia de marca durante 1 año (precio promocional)', priceKey: 'watch', emphasis: true }),
  ...consents,
};

/** Title application: spec-2 §2.11, alone or with the watch (spec-2 §9); sent from its summary only. */
export default defineFlow({
  ...identityOf(manifest),
  description: summaryOf(manifest),
  progress: progressEndingWith('Registro en 24h'),
  fields,
  steps: formAndSummary(fields, {
    title: PRODUCT,
    intro: 'Pedimos por ti el título de tu marca concedida: el documento que acredita que es tuya.',
    fields: ['markType', 'brandDescription', 'brandNumber', 'brandTitle', 'attachments', 'wantVigilancia'],
    summaryTitle: PRODUCT,
    summary: (data, quote) => ({
      rows: [
        ...applicantRows(data),
        { label: 'Tipo de marca', value: MARK_TYPES[data.markType] },
        { label: 'Denominación', value: data.brandDescription },
        { label: 'Número de marca', value: data.brandNumber },
        { label: 'Título', value: data.brandTitle },
        { label: 'Vigilancia de marca', value: data.wantVigilancia ? 'Sí, durante 1 año' : 'No' },
        { label: 'Documentos', files: 'count' },
        { label: 'Total', value: `${formatEur(quote.totalCents)}${data.wantVigilancia ? ' (precio promocional)' : ''}` },
      ],
      included: [
        'Solicitud del título de la marca ante la oficina',
        'Seguimiento hasta su emisión',
        'Envío del título en formato digital',
        ...(data.wantVigilancia ? ['Vigilancia de la marca durante 1 año'] : []),
        'IVA',
      ],
      notIncluded: ['Renovación de la marca', ...(data.wantVigilancia ? [] : ['Vigilancia de la marca'])],
    }),
  }),
  catalogue: [
    // No office fee was found for the title the service obtains, and a watch is the consultancy's own
    // service: all professional fee until staff enter one (DECISIONS §12).
    { key: 'base', label: PRODUCT, cents: 10000, suplidosCents: 0 },
    { key: 'watch', label: WATCH, cents: 9700, suplidosCents: 0 },
  ],
  price: (data, prices) => {
    const lines: PriceLine[] = [{ key: 'base', label: PRODUCT, ...priced(prices, 'base') }];
    if (data.wantVigilancia) lines.push({ key: 'watch', label: WATCH, ...priced(prices, 'watch') });
    return quoteOf(lines);
  },
  envelope: (data) => ({
    producto: PRODUCT,
    brandName: data.brandDescription,
    description: data.brandTitle,
    adicional: {
      markType: data.markType,
      brandDescription: data.brandDescription,
      brandNumber: data.brandNumber,
      brandTitle: data.brandTitle,
      wantVigilancia: data.wantVigilancia,
    },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
