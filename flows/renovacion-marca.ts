import { applicantFields, applicantStepFields, consentFieldNames, consentFields, defineFlow, files, orderMachine, radio, stepper, text } from '@shop/flow-kit';
import { formatEur, priced, priceOf, quoteOf } from '@shop/money';
import { anyDocuments } from './parts/files';
import { EUIPO, OEPM } from './parts/official-fees';
import { identityOf } from './parts/manifest';
import manifest from './renovacion-marca.manifest';

const markTypes = [
  { value: 'nacional', label: 'Marca Nacional' },
  { value: 'comercial', label: 'Nombre Comercial' },
  { value: 'europea', label: 'Marca Europea' },
] as const;
type MarkType = (typeof markTypes)[number]['value'];
/** There are 45 Nice classes: a mark is renewed in at most all of them. */
const MAX_CLASSES = 45;

/** DECISIONS §9: 'Renovación Marca Nacional', 'Renovación Nombre Comercial', 'Renovación Marca Europea'. */
const productOf = (type: MarkType) => `Renovación ${markTypes.find((option) => option.value === type)!.label}`;

/** Mark renovation: spec-2 §2.4, §3.2, §9 with DECISIONS §1 and §9. One flow, two routes. */
export default defineFlow({
  ...identityOf(manifest),
  routeDefaults: { '/renovacion-marca-nacional': { selectedMarkType: 'nacional' }, '/renovacion-marca-europea': { selectedMarkType: 'europea' } },
  description: (prices) =>
    `Renueva tu marca nacional, nombre comercial o marca europea por otros 10 años. Desde ${formatEur(Math.min(...markTypes.map((type) => priceOf(prices, `base:${type.value}`))))}.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Renovación en 24h'],
  publicPrices: { 'precio-renovacion-marca-nacional': 'base:nacional', 'precio-renovacion-marca-europea': 'base:europea' },
  fields: {
    ...applicantFields,
    // spec-2 §4 'resets the base': the base and extra-class figures are read for the chosen type, so
    // a new type reprices at once; the visitor's class count stays (DECISIONS §5). No radio offers
    // the international type, so its countries (cleared by the legacy) are always sent empty.
    selectedMarkType: radio({ label: 'Tipo de marca', options: markTypes, initial: 'nacional' }),
    brandName: text({ label: 'Nombre de la marca', required: 'El nombre de la marca es obligatorio' }),
    brandNumber: text({
      label: 'Número de marca',
      required: 'El número de marca es obligatorio',
      hint: 'El número de registro que figura en el título de la marca.',
    }),
    // spec-2 §5 gives no maximum, but there are 45 Nice classes: a 46th is not something to renew,
    // and an unbounded count priced an order of millions of euros.
    numberOfClasses: stepper({ label: 'Número de clases', min: 1, max: MAX_CLASSES, rangeMessage: `Indica entre 1 y ${MAX_CLASSES} clases.` }),
    documents: files({ label: 'Documentos', hint: 'Opcional.', files: anyDocuments }),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      title: manifest.title,
      intro: 'Tu marca protege tu nombre durante 10 años; renuévala para mantenerla otros 10.',
      fields: [...applicantStepFields, 'selectedMarkType', 'brandName', 'brandNumber', 'numberOfClasses', 'documents', ...consentFieldNames],
      action: { label: 'Renovar Marca', busyLabel: 'Procesando...' },
    },
  ],
  catalogue: [
    // The office's renewal fees (DECISIONS §12): the OEPM's the same for a mark and a trade name.
    { key: 'base:nacional', label: 'Renovación Marca Nacional', cents: 21800, suplidosCents: OEPM.markRenewalFirstClass },
    { key: 'extraClass:nacional', label: 'Clase adicional, Marca Nacional', cents: 15000, suplidosCents: OEPM.markRenewalAdditionalClass },
    { key: 'base:comercial', label: 'Renovación Nombre Comercial', cents: 21800, suplidosCents: OEPM.markRenewalFirstClass },
    { key: 'extraClass:comercial', label: 'Clase adicional, Nombre Comercial', cents: 15000, suplidosCents: OEPM.markRenewalAdditionalClass },
    { key: 'base:europea', label: 'Renovación Marca Europea', cents: 114000, suplidosCents: EUIPO.renewalFirstClass },
    // The EUIPO charges 50 € for the second class and 150 € from the third, more than the spec's 90 €
    // a class: only the second class's fee fits in every class's price. Staff settle the rest.
    { key: 'extraClass:europea', label: 'Clase adicional, Marca Europea', cents: 9000, suplidosCents: EUIPO.renewalSecondClass },
  ],
  // spec-2 §9: base + (classes − 1) × extra class, by mark type.
  price: (data, prices) => {
    // While the field holds a number out of range (its message says so), the total stays that of the nearest allowed one.
    const extra = Math.min(MAX_CLASSES, Math.max(1, data.numberOfClasses)) - 1;
    return quoteOf([
      { key: 'base', label: productOf(data.selectedMarkType), ...priced(prices, `base:${data.selectedMarkType}`) },
      ...(extra > 0
        ? [
            {
              key: 'additionalClasses',
              label: `${extra} ${extra === 1 ? 'clase adicional' : 'clases adicionales'}`,
              ...priced(prices, `extraClass:${data.selectedMarkType}`, extra),
            },
          ]
        : []),
    ]);
  },
  envelope: (data) => ({
    producto: productOf(data.selectedMarkType),
    adicional: {
      brandNumber: data.brandNumber,
      numberOfClasses: data.numberOfClasses,
      selectedMarkType: data.selectedMarkType,
      selectedInternationalCountries: [],
      isRenovation: true,
    },
  }),
  machine: (setup) => orderMachine(setup, manifest.id),
});
