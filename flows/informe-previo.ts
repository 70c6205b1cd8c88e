import { PRICE_INCLUDES_NO_FEES, checkbox, defineFlow, files, orderMachine, text, textarea } from '@shop/flow-kit';
import { formatEur, priced, quoteOf } from '@shop/money';
import { singleImage } from './parts/files';
import { applicantBlock, applicantRows, consents, formAndSummary, MARK_TYPES, markType, progressEndingWith } from './parts/service';
import { identityOf, summaryOf } from './parts/manifest';
import manifest from './informe-previo.manifest';

const PRODUCT = 'Informe Previo Profesional de una Marca';

const fields = {
  ...applicantBlock,
  trademarkType: markType(),
  trademarkName: text({ label: 'Nombre de la marca a investigar', required: 'El nombre de la marca es obligatorio' }),
  trademarkDescription: textarea({
    label: 'Descripción de la marca',
    required: 'La descripción de la marca es obligatoria',
    hint: 'Productos o servicios que ofrecerás con ella.',
  }),
  hasImage: checkbox({ label: 'Quiero añadir una imagen de la marca', described: 'Con imagen de la marca' }),
  // spec-2 §2.10: the drop zone appears when the box is ticked; unticked, the image is not sent.
  image: files({ label: 'Imagen de la marca', files: singleImage, visibleWhen: (data) => data.hasImage === true, preview: true }),
  ...consents,
};

/** Prior report: spec-2 §2.10 and §9; sent from its summary only (spec-2 §4). */
export default defineFlow({
  ...identityOf(manifest),
  description: summaryOf(manifest),
  // A report is research: no office charges a fee for it.
  priceIncludes: PRICE_INCLUDES_NO_FEES,
  afterPayment: 'Preparamos el informe previo de tu marca y te lo enviaremos por correo electrónico.',
  progress: progressEndingWith('Servicio Contratado'),
  fields,
  steps: formAndSummary(fields, {
    title: manifest.title,
    intro: 'Investigamos si existen marcas anteriores que puedan impedir el registro de la tuya.',
    fields: ['trademarkType', 'trademarkName', 'trademarkDescription', 'hasImage', 'image'],
    notes: [
      'Si después contratas con nosotros el registro de la marca, te descontamos el precio del informe.',
      'El informe es una investigación profesional, pero no puede garantizar que no exista una marca anterior.',
    ],
    summaryTitle: PRODUCT,
    summary: (data, quote) => ({
      rows: [
        ...applicantRows(data),
        { label: 'Tipo de marca', value: MARK_TYPES[data.trademarkType] },
        { label: 'Marca', value: data.trademarkName },
        { label: 'Imagen', files: 'names' },
        { label: 'Total', value: formatEur(quote.totalCents) },
      ],
      included: ['Búsqueda de marcas anteriores idénticas y parecidas', 'Informe profesional con nuestra recomendación', 'IVA'],
      notIncluded: ['El registro de la marca', 'La garantía de que no exista una marca anterior'],
    }),
  }),
  // A search of the registers, no office fee: all professional fee (DECISIONS §12).
  catalogue: [{ key: 'base', label: PRODUCT, cents: 2900, suplidosCents: 0 }],
  price: (_data, prices) => quoteOf([{ key: 'base', label: PRODUCT, ...priced(prices, 'base') }]),
  envelope: (data) => ({
    producto: PRODUCT,
    brandName: data.trademarkName,
    description: data.trademarkDescription,
    trademarkName: data.trademarkName,
    trademarkDescription: data.trademarkDescription,
    hasImage: data.hasImage,
    adicional: { trademarkType: data.trademarkType },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
