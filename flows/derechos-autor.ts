import {
  applicantFields,
  applicantStepFields,
  checkboxGroup,
  consentFieldNames,
  consentFields,
  defineFlow,
  files,
  orderMachine,
  text,
  textarea,
} from '@shop/flow-kit';
import { formatEur, priced, priceOf, quoteOf } from '@shop/money';
import { documents, OFFICE_DOCUMENTS } from './parts/files';
import { fixedSpanishPhone } from './parts/applicant';
import { COPYRIGHT_REGISTRY } from './parts/official-fees';
import { identityOf } from './parts/manifest';
import manifest from './derechos-autor.manifest';

const workTypes = ['Obra Literaria', 'Obra Artística', 'Obra Musical', 'Escultura', 'Fotografía', 'Obra Audiovisual', 'Software', 'Fórmulas Matemáticas'].map(
  (name) => ({ value: name, label: name }),
);

const PRODUCT = 'Registro de Derechos de Autor';

/** Copyright registration: spec-2 §2.7 and §9. */
export default defineFlow({
  ...identityOf(manifest),
  description: (prices) =>
    `Registra tu obra (literaria, musical, artística, software...) y protege tus derechos de autor. ${formatEur(priceOf(prices, 'base'))}.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  fields: {
    ...applicantFields,
    ...fixedSpanishPhone,
    workTitle: text({ label: 'Título de la obra', required: 'El título de la obra es obligatorio' }),
    workDescription: textarea({ label: 'Descripción de la obra', required: 'La descripción de la obra es obligatoria' }),
    workType: checkboxGroup({ label: 'Tipo de obra', options: workTypes, required: 'Debes seleccionar al menos un tipo de obra.' }),
    attachments: files({
      label: 'Archivos de la obra',
      files: documents([...OFFICE_DOCUMENTS, 'mp3', 'mp4']),
    }),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      title: manifest.title,
      intro: 'Los derechos de autor protegen tu obra durante toda la vida del autor y 70 años más.',
      fields: [...applicantStepFields, 'workTitle', 'workDescription', 'workType', 'attachments', ...consentFieldNames],
      action: { label: 'Continuar' },
    },
    {
      id: 'summary',
      kind: 'summary',
      title: PRODUCT,
      action: { label: 'Proceder al pago', busyLabel: 'Procesando...' },
      backLabel: 'Volver al formulario',
      summary: (data, quote) => ({
        rows: [
          { label: 'Solicitante', value: [data.name, data.applicantType === 'empresa' ? '' : data.lastName].filter(Boolean).join(' ') },
          { label: 'Email', value: data.email },
          { label: 'Teléfono', value: `+34 ${data.phone}` },
          { label: 'Título de la obra', value: data.workTitle },
          { label: 'Tipo de obra', value: data.workType.join(', ') },
          { label: 'Total', value: formatEur(quote.totalCents) },
        ],
        included: ['Registro de la obra en el Registro de la Propiedad Intelectual', 'Preparación y revisión de la solicitud', 'Tasas oficiales', 'IVA'],
        notIncluded: ['Modificaciones posteriores de la obra registrada'],
      }),
    },
  ],
  // DECISIONS §12: the Intellectual Property Registry's fee for the first inscription, paid in the client's name.
  catalogue: [{ key: 'base', label: PRODUCT, cents: 45000, suplidosCents: COPYRIGHT_REGISTRY.firstInscription }],
  price: (_data, prices) => quoteOf([{ key: 'base', label: PRODUCT, ...priced(prices, 'base') }]),
  envelope: (data) => ({
    producto: PRODUCT,
    brandName: data.workTitle,
    description: data.workDescription,
    adicional: { workTitle: data.workTitle, workDescription: data.workDescription, workType: data.workType },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
