import { defineFlow, files, orderMachine, PRICE_INCLUDES_NO_EXTRA_FEES, radio, text, textarea } from '@shop/flow-kit';
import { formatEur, priced, quoteOf } from '@shop/money';
import { documents, OFFICE_DOCUMENTS } from './files';
import { identityOf, summaryOf, type FlowManifest } from './manifest';
import { applicantBlock, applicantRows, consents, formAndSummary, MARK_TYPES, markType, progressEndingWith } from './service';

const PROOF = { sin_prueba: 'Sin prueba de uso', con_prueba: 'Con prueba de uso' } as const;

interface OfficeDefence {
  /** Id, routes, title and the menu's sentence, which is also the page's description. */
  manifest: FlowManifest;
  intro: string;
  /** The product label before ' - Marca Nacional' (spec-2 §3.3). */
  product: string;
  /** The text field: the object of the objection, or the reason for the opposition (spec-2 §5). */
  reason: { label: string; required: string };
  /** What the with/without proof of use choice is called: a reply ('Tipo de respuesta') or an opposition. */
  proofLabel: string;
  /** Seed prices without and with proof of use (DECISIONS §1). */
  cents: { sin_prueba: number; con_prueba: number };
  included: string[];
  notIncluded: string[];
}

/**
 * Objection reply and opposition filing (spec-2 §2.13, §2.14): the same form, summary and envelope;
 * only the text field, the product and the prices differ.
 */
export function officeDefenceFlow(spec: OfficeDefence) {
  const fields = {
    ...applicantBlock,
    marcaType: markType(),
    brandName: text({ label: 'Nombre de la marca', required: 'El nombre de la marca es obligatorio' }),
    proofType: radio({
      label: spec.proofLabel,
      hint: 'La prueba de uso acredita, con documentos, que la marca se ha usado de forma real en los últimos 5 años.',
      options: [
        { value: 'sin_prueba', label: PROOF.sin_prueba, priceKey: 'sin_prueba' },
        { value: 'con_prueba', label: PROOF.con_prueba, priceKey: 'con_prueba' },
      ],
      initial: 'sin_prueba',
    }),
    brandDescription: textarea(spec.reason),
    attachments: files({
      label: 'Documentos',
      hint: 'Adjunta la comunicación recibida de la Oficina Española de Patentes y Marcas (OEPM) o de la Oficina de Propiedad Intelectual de la Unión Europea (EUIPO).',
      files: documents(OFFICE_DOCUMENTS),
    }),
    ...consents,
  };
  const product = (data: { marcaType: keyof typeof MARK_TYPES }) => `${spec.product} - ${MARK_TYPES[data.marcaType]}`;

  return defineFlow({
    ...identityOf(spec.manifest),
    description: summaryOf(spec.manifest),
    // Both list 'Tasas oficiales adicionales' as not included (spec-2 §2.13, §2.14).
    priceIncludes: PRICE_INCLUDES_NO_EXTRA_FEES,
    progress: progressEndingWith('Registro en 24h'),
    fields,
    steps: formAndSummary(fields, {
      title: spec.manifest.title,
      intro: spec.intro,
      fields: ['marcaType', 'brandName', 'proofType', 'brandDescription', 'attachments'],
      summaryTitle: spec.manifest.title,
      summary: (data, quote) => ({
        rows: [
          ...applicantRows(data),
          { label: 'Servicio', value: product(data) },
          { label: 'Marca', value: data.brandName },
          { label: spec.proofLabel, value: PROOF[data.proofType] },
          { label: 'Archivos adjuntos', files: 'names' },
          { label: 'Total', value: formatEur(quote.totalCents) },
        ],
        included: spec.included,
        notIncluded: spec.notIncluded,
      }),
    }),
    catalogue: [
      // Both list official fees as not included (the EUIPO's opposition fee, 320 €, is more than the
      // whole price): none to pass through (DECISIONS §12); a reply to an objection has no fee at all.
      { key: 'sin_prueba', label: `${spec.product}, ${PROOF.sin_prueba.toLowerCase()}`, cents: spec.cents.sin_prueba, suplidosCents: 0 },
      { key: 'con_prueba', label: `${spec.product}, ${PROOF.con_prueba.toLowerCase()}`, cents: spec.cents.con_prueba, suplidosCents: 0 },
    ],
    price: (data, prices) =>
      quoteOf([{ key: data.proofType, label: `${product(data)}, ${PROOF[data.proofType].toLowerCase()}`, ...priced(prices, data.proofType) }]),
    envelope: (data) => ({
      producto: product(data),
      description: data.brandDescription,
      brandDescription: data.brandDescription,
      adicional: { marcaType: data.marcaType, proofType: data.proofType },
    }),
    machine: (setup) => orderMachine(setup, spec.manifest.id, { summary: true }),
  });
}
