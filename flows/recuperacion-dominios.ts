import { defineFlow, files, orderMachine, text, textarea } from '@shop/flow-kit';
import { formatEur, priced, quoteOf } from '@shop/money';
import { documents, OFFICE_DOCUMENTS } from './parts/files';
import { applicantBlock, applicantRows, consents, formAndSummary, progressEndingWith } from './parts/service';
import { identityOf } from './parts/manifest';
import manifest from './recuperacion-dominios.manifest';

const PRODUCT = manifest.title;

const fields = {
  ...applicantBlock,
  domainName: text({ label: 'Nombre del dominio', required: 'El nombre del dominio es obligatorio', placeholder: 'ejemplo.es' }),
  domainDescription: textarea({ label: 'Descripción del caso', required: 'La descripción del caso es obligatoria' }),
  attachments: files({ label: 'Documentación del caso', files: documents(OFFICE_DOCUMENTS) }),
  ...consents,
};

/** Domain recovery: spec-2 §2.8 and §9, the reclaiming fees of 3 domains included. */
export default defineFlow({
  ...identityOf(manifest),
  description: 'Recupera el dominio que otro registró con tu marca. Incluye las tasas de reclamación de 3 dominios.',
  progress: progressEndingWith('Servicio Contratado'),
  afterPayment: 'Estudiamos tu caso y preparamos la reclamación del dominio ante el organismo competente.',
  fields,
  steps: formAndSummary(fields, {
    title: PRODUCT,
    intro: 'Cuéntanos qué dominio quieres recuperar y por qué te corresponde.',
    fields: ['domainName', 'domainDescription', 'attachments'],
    notes: ['El precio incluye las tasas de reclamación de hasta 3 dominios.'],
    summaryTitle: PRODUCT,
    summary: (data, quote) => ({
      rows: [...applicantRows(data), { label: 'Dominio', value: data.domainName }, { label: 'Total', value: formatEur(quote.totalCents) }],
      included: ['Análisis del caso', 'Preparación y presentación de la reclamación', 'Tasas de reclamación de 3 dominios', 'IVA'],
      notIncluded: ['Reclamación de más de 3 dominios', 'Procedimientos judiciales'],
    }),
  }),
  // The dispute provider's fee (spec-2 §2.8: 3 domains) is a private arbitration fee charged in dollars,
  // not an office's tax with a euro figure: 0 until staff enter what they pass through (DECISIONS §12).
  catalogue: [{ key: 'base', label: PRODUCT, cents: 299000, suplidosCents: 0 }],
  price: (_data, prices) => quoteOf([{ key: 'base', label: PRODUCT, ...priced(prices, 'base') }]),
  envelope: (data) => ({
    producto: PRODUCT,
    brandName: data.domainName,
    description: data.domainDescription,
    adicional: { domainName: data.domainName, domainDescription: data.domainDescription },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
