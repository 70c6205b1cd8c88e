import {
  type AnyData,
  applicantFields,
  applicantStepFields,
  consentFieldNames,
  consentFields,
  defineFlow,
  orderMachine,
  radio,
  text,
  textarea,
} from '@shop/flow-kit';
import { formatEur, priced, priceOf, quoteOf } from '@shop/money';
import { fixedSpanishPhone } from './parts/applicant';
import { OEPM } from './parts/official-fees';
import { applicantRows } from './parts/applicant';
import { countryNames, inventionDocuments, otherCountries, payOrQuoteAction, priceRows, pymeBox, quoteSentStep } from './parts/inventions';
import { identityOf } from './parts/manifest';
import manifest from './modelo-utilidad.manifest';

const TYPES = [
  { value: 'español', label: 'Modelo de Utilidad Español' },
  { value: 'otros', label: 'Otros países' },
] as const;
const PRODUCT = { español: 'Registro de Modelo de Utilidad Español', otros: 'Registro de Modelo de Utilidad Internacional' } as const;

const isQuoteRequest = (data: AnyData) => data.modeloType === 'otros';

/** Utility model: spec-2 §2.6, §3.2, §9; the PYME box is recorded with no price change (DECISIONS §9). */
export default defineFlow({
  ...identityOf(manifest),
  description: (prices) =>
    `Protege durante 10 años una mejora práctica de un objeto, herramienta o dispositivo. Desde ${formatEur(priceOf(prices, 'espanol'))}.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  isQuoteRequest,
  fields: {
    ...applicantFields,
    ...fixedSpanishPhone,
    modeloType: radio({
      label: 'Tipo de modelo de utilidad',
      options: TYPES,
      initial: 'español',
      onSet: (type) => (type === 'español' ? {} : { isPyme: false }),
    }),
    selectedCountries: otherCountries('Países donde quieres proteger tu modelo de utilidad', isQuoteRequest),
    isPyme: pymeBox((data) => data.modeloType === 'español'),
    modeloTitle: text({ label: 'Título del modelo de utilidad', required: 'El título es obligatorio' }),
    modeloDescription: textarea({ label: 'Descripción', required: 'La descripción es obligatoria' }),
    attachments: inventionDocuments(),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      title: manifest.title,
      intro: 'Un modelo de utilidad protege tu invención durante 10 años.',
      fields: [...applicantStepFields, 'modeloType', 'selectedCountries', 'isPyme', 'modeloTitle', 'modeloDescription', 'attachments', ...consentFieldNames],
      notes: ['La protección de un modelo de utilidad dura 10 años.', 'No incluye modificaciones posteriores ni las anualidades a partir del tercer año.'],
      action: { label: 'Continuar' },
    },
    {
      id: 'summary',
      kind: 'summary',
      title: 'Registro de Modelo de Utilidad',
      action: payOrQuoteAction(isQuoteRequest),
      backLabel: 'Volver al formulario',
      summary: (data, quote) => ({
        rows: [
          ...applicantRows(data),
          { label: 'Tipo', value: TYPES.find((type) => type.value === data.modeloType)?.label ?? '' },
          isQuoteRequest(data)
            ? { label: 'Países', value: countryNames(data.selectedCountries) }
            : { label: 'PYME/autónomo', value: data.isPyme ? 'Sí' : 'No' },
          { label: 'Título', value: data.modeloTitle },
          { label: 'Descripción', value: data.modeloDescription },
          ...priceRows(quote, isQuoteRequest(data)),
        ],
        included: [
          'Redacción y revisión de la solicitud',
          'Presentación ante la Oficina Española de Patentes y Marcas',
          'Tasas oficiales de solicitud',
          'Seguimiento del expediente',
        ],
        notIncluded: ['Modificaciones posteriores de la solicitud', 'Anualidades a partir del tercer año'],
      }),
    },
    quoteSentStep('la protección de su modelo de utilidad'),
  ],
  // DECISIONS §12: the OEPM's application fee is included; the PYME box changes no price (DECISIONS §9).
  catalogue: [{ key: 'espanol', label: PRODUCT.español, cents: 199000, suplidosCents: OEPM.utilityModelFiling }],
  price: (data, prices) => (isQuoteRequest(data) ? quoteOf([]) : quoteOf([{ key: 'espanol', label: PRODUCT.español, ...priced(prices, 'espanol') }])),
  envelope: (data) => ({
    producto: PRODUCT[data.modeloType],
    brandName: data.modeloTitle,
    description: data.modeloDescription,
    selectedCountries: isQuoteRequest(data) ? data.selectedCountries : [],
    adicional: {
      modeloType: data.modeloType,
      modeloTitle: data.modeloTitle,
      modeloDescription: data.modeloDescription,
      isPyme: !isQuoteRequest(data) && data.isPyme,
    },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
