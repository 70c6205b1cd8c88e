import { checkbox, defineFlow, orderMachine, radio, text, textarea } from '@shop/flow-kit';
import { formatEur, priced, priceOf, quoteOf, type PriceLine } from '@shop/money';
import { applicantBlock, applicantRows, consents, formAndSummary, markType, progressEndingWith } from './parts/service';
import { identityOf, summaryOf } from './parts/manifest';
import manifest from './vigilancia-marcas.manifest';

const PRODUCTS = { nacional: 'Vigilancia de Marca Nacional (España)', europea: 'Vigilancia de Marca Europea (27 países UE)' } as const;
const PAYMENTS = { anual: '1 anualidad', decenal: '10 anualidades' } as const;
const TITLE = 'Título de la marca';

const fields = {
  ...applicantBlock,
  marcaType: markType(),
  brandName: text({ label: 'Nombre de la marca', required: 'El nombre de la marca es obligatorio' }),
  brandDescription: textarea({ label: 'Descripción de la marca', required: 'La descripción de la marca es obligatoria' }),
  // spec-2 §9: the figure depends on the mark type and the payment (catalogue keys 'nacional:anual'...).
  paymentType: radio({
    label: 'Forma de pago',
    options: [
      { value: 'anual', label: PAYMENTS.anual, priceKey: (data) => `${data.marcaType}:anual` },
      { value: 'decenal', label: PAYMENTS.decenal, priceKey: (data) => `${data.marcaType}:decenal` },
    ],
    initial: 'anual',
  }),
  wantTitle: checkbox({ label: 'Añadir el título de la marca', priceKey: 'title', emphasis: true }),
  ...consents,
};

/** Watch: spec-2 §2.12, national or European, one year or ten, the title as an extra (spec-2 §9). */
export default defineFlow({
  ...identityOf(manifest),
  afterPayment: 'Activamos la vigilancia de tu marca: te avisaremos de cada solicitud que pueda entrar en conflicto con ella.',
  description: summaryOf(manifest),
  progress: progressEndingWith('Registro en 24h'),
  fields,
  steps: formAndSummary(fields, {
    title: manifest.title,
    intro: 'Revisamos cada nueva solicitud de marca y te avisamos de las que se parecen a la tuya, a tiempo de oponerte.',
    fields: ['marcaType', 'brandName', 'brandDescription', 'paymentType', 'wantTitle'],
    // spec-2 §9: the tooltip's regular price, crossed out, then 150 + 47 = 197 for title plus watch.
    // The offer is the national mark's: beside a European mark it contradicted the total.
    notes: (prices, data) =>
      data.marcaType === 'nacional'
        ? [
            [
              'Título y vigilancia de marca nacional durante 10 años: ',
              { struck: formatEur(priceOf(prices, 'regularTitleAndWatch')) },
              ` ${formatEur(priceOf(prices, 'nacional:decenal'))} + ${formatEur(priceOf(prices, 'title'))} = ${formatEur(priceOf(prices, 'nacional:decenal') + priceOf(prices, 'title'))}`,
            ],
          ]
        : [],
    summaryTitle: 'Vigilancia de Marca',
    summary: (data, quote) => ({
      rows: [
        ...applicantRows(data),
        { label: 'Servicio', value: PRODUCTS[data.marcaType] },
        { label: 'Marca', value: data.brandName },
        { label: 'Forma de pago', value: PAYMENTS[data.paymentType] },
        { label: TITLE, value: data.wantTitle ? 'Sí' : 'No' },
        { label: 'Total', value: formatEur(quote.totalCents) },
      ],
      included: [
        'Vigilancia de las nuevas solicitudes de marca',
        'Aviso de cada solicitud que pueda perjudicar a tu marca',
        ...(data.wantTitle ? ['Solicitud del título de la marca'] : []),
        'IVA',
      ],
      notIncluded: ['Presentación de oposiciones', ...(data.wantTitle ? [] : ['Título de la marca'])],
    }),
  }),
  catalogue: [
    // A watch is the consultancy's own service, no office fee: all professional fee (DECISIONS §12).
    { key: 'nacional:anual', label: `${PRODUCTS.nacional}, ${PAYMENTS.anual}`, cents: 3400, suplidosCents: 0 },
    { key: 'nacional:decenal', label: `${PRODUCTS.nacional}, ${PAYMENTS.decenal}`, cents: 15000, suplidosCents: 0 },
    { key: 'europea:anual', label: `${PRODUCTS.europea}, ${PAYMENTS.anual}`, cents: 15600, suplidosCents: 0 },
    { key: 'europea:decenal', label: `${PRODUCTS.europea}, ${PAYMENTS.decenal}`, cents: 19700, suplidosCents: 0 },
    { key: 'title', label: TITLE, cents: 4700, suplidosCents: 0 },
    { key: 'regularTitleAndWatch', label: 'Precio habitual de título y vigilancia (tachado)', cents: 25000, suplidosCents: 0 },
  ],
  price: (data, prices) => {
    const lines: PriceLine[] = [
      { key: 'watch', label: `${PRODUCTS[data.marcaType]}, ${PAYMENTS[data.paymentType]}`, ...priced(prices, `${data.marcaType}:${data.paymentType}`) },
    ];
    if (data.wantTitle) lines.push({ key: 'title', label: TITLE, ...priced(prices, 'title') });
    return quoteOf(lines);
  },
  envelope: (data) => ({
    producto: PRODUCTS[data.marcaType],
    description: data.brandDescription,
    brandDescription: data.brandDescription,
    adicional: { marcaType: data.marcaType, paymentType: data.paymentType, wantTitle: data.wantTitle },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
