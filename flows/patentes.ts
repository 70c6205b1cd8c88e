import {
  type AnyData,
  applicantFields,
  applicantStepFields,
  consentFieldNames,
  consentFields,
  countries,
  defineFlow,
  orderMachine,
  radio,
  text,
  textarea,
} from '@shop/flow-kit';
import { formatEur, priced, priceOf, quoteOf } from '@shop/money';
import { fixedSpanishPhone } from './parts/applicant';
import { EPO, OEPM } from './parts/official-fees';
import { applicantRows } from './parts/applicant';
import { countryNames, inventionDocuments, otherCountries, payOrQuoteAction, priceRows, pymeBox, quoteSentStep } from './parts/inventions';
import { identityOf } from './parts/manifest';
import manifest from './patentes.manifest';

const TYPES = [
  { value: 'española', label: 'Patente Española' },
  { value: 'europea', label: 'Patente Europea' },
  { value: 'otros', label: 'Otros países' },
] as const;
const PRODUCT = { española: 'Registro de Patente Española', europea: 'Registro de Patente Europea', otros: 'Registro de Patente Internacional' } as const;
const PYME_LINE = 'Reducción PYME/autónomo';
/** Catalogue keys: plain ASCII for the staff's price screen. */
const KEY = { española: 'espanola', europea: 'europea' } as const;

const isQuoteRequest = (data: AnyData) => data.patentType === 'otros';
const hasPyme = (data: AnyData) => data.patentType === 'española' && data.isPyme;
const extending = (data: AnyData) => data.hasPatent === 'si';

/** Patents: spec-2 §2.5, §3.2, §9; DECISIONS §9 (PYME line, title/description/number bound and enforced). */
export default defineFlow({
  ...identityOf(manifest),
  description: (prices) =>
    `Registra tu patente en España, en Europa o en otros países y protege tu invención durante 20 años. Desde ${formatEur(Math.min(priceOf(prices, KEY.española), priceOf(prices, 'europea')))}.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  isQuoteRequest,
  fields: {
    ...applicantFields,
    ...fixedSpanishPhone,
    hasPatent: radio({
      label: '¿Ya tienes una patente que quieras extender?',
      described: 'Extensión de una patente existente',
      options: [
        { value: 'no', label: 'No' },
        { value: 'si', label: 'Sí' },
      ],
      initial: 'no',
    }),
    existingPatentNumber: text({
      label: 'Número de la patente existente',
      required: 'El número de patente es obligatorio',
      visibleWhen: extending,
      half: true,
    }),
    extensionCountries: countries({
      label: 'Países a los que quieres extenderla',
      required: 'Debes seleccionar al menos un país para continuar.',
      visibleWhen: extending,
    }),
    patentType: radio({
      label: 'Tipo de patente',
      options: TYPES,
      required: 'Debes seleccionar un tipo de patente',
      onSet: (type) => (type === 'española' ? {} : { isPyme: false }),
    }),
    selectedCountries: otherCountries('Países donde quieres patentar', (data) => data.patentType === 'otros'),
    isPyme: pymeBox((data) => data.patentType === 'española'),
    // The spec's envelope names it patentName (spec-2 §3.2); the wizard sends both.
    patentTitle: text({ label: 'Título de la invención', required: 'El título de la invención es obligatorio', wireAliases: ['patentName'] }),
    description: textarea({ label: 'Descripción de la invención', required: 'La descripción es obligatoria' }),
    attachments: inventionDocuments(),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      title: manifest.title,
      intro: 'Una patente protege tu invención durante 20 años.',
      fields: [
        ...applicantStepFields,
        'hasPatent',
        'existingPatentNumber',
        'extensionCountries',
        'patentType',
        'selectedCountries',
        'isPyme',
        'patentTitle',
        'description',
        'attachments',
        ...consentFieldNames,
      ],
      notes: [
        'La protección de una patente dura 20 años.',
        'La extensión a otros países debe solicitarse en el plazo de un año desde la primera presentación.',
        'No incluye modificaciones posteriores ni las anualidades a partir del tercer año.',
      ],
      action: { label: 'Continuar' },
    },
    {
      id: 'summary',
      kind: 'summary',
      title: 'Registro de Patente',
      action: payOrQuoteAction(isQuoteRequest),
      backLabel: 'Volver al formulario',
      summary: (data, quote) => ({
        rows: [
          ...applicantRows(data),
          { label: 'Tipo de patente', value: TYPES.find((type) => type.value === data.patentType)?.label ?? '' },
          ...(isQuoteRequest(data) ? [{ label: 'Países', value: countryNames(data.selectedCountries) }] : []),
          { label: 'Patente existente', value: extending(data) ? data.existingPatentNumber : 'No' },
          ...(extending(data) ? [{ label: 'Países de extensión', value: countryNames(data.extensionCountries) }] : []),
          ...(data.patentType === 'española' ? [{ label: 'PYME/autónomo', value: data.isPyme ? 'Sí' : 'No' }] : []),
          { label: 'Título de la invención', value: data.patentTitle },
          { label: 'Descripción', value: data.description },
          ...priceRows(quote, isQuoteRequest(data)),
        ],
        included: [
          'Redacción y revisión de la solicitud',
          'Presentación ante la oficina de patentes',
          'Tasas oficiales de solicitud',
          'Seguimiento del expediente',
        ],
        notIncluded: ['Modificaciones posteriores de la solicitud', 'Anualidades a partir del tercer año'],
      }),
    },
    quoteSentStep('la protección de su invención'),
  ],
  catalogue: [
    // DECISIONS §12: the office's application fees ('Tasas oficiales de solicitud', included).
    { key: KEY.española, label: PRODUCT.española, cents: 266200, suplidosCents: OEPM.patentFiling },
    { key: 'europea', label: PRODUCT.europea, cents: 299000, suplidosCents: EPO.filingAndSearch },
    // DECISIONS §9: the PYME reduction is the OEPM's 50 % of its fees (Ley 24/2015), all official fees.
    { key: 'pyme', label: PYME_LINE, cents: 50933, suplidosCents: 50933, reduces: KEY.española },
  ],
  price: (data, prices) => {
    if (data.patentType !== 'española' && data.patentType !== 'europea') return quoteOf([]);
    const key = KEY[data.patentType];
    const base = { key, label: PRODUCT[data.patentType], ...priced(prices, key) };
    return quoteOf(hasPyme(data) ? [base, { key: 'pyme', label: PYME_LINE, ...priced(prices, 'pyme', -1) }] : [base]);
  },
  envelope: (data) => ({
    producto: data.patentType === '' ? PRODUCT.otros : PRODUCT[data.patentType],
    brandName: data.patentTitle,
    mediaType: 'imagen',
    selectedCountries: isQuoteRequest(data) ? data.selectedCountries : [],
    adicional: {
      patentType: data.patentType,
      isPyme: hasPyme(data),
      hasPatent: data.hasPatent,
      patentName: data.patentTitle,
      patentTitle: data.patentTitle,
      existingPatentNumber: extending(data) ? data.existingPatentNumber : '',
      extensionCountries: extending(data) ? data.extensionCountries : [],
    },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
