import { applicantFields, consentFields, defineFlow } from '@shop/flow-kit';
import { addAmounts, formatEur, priced, priceOf } from '@shop/money';
import { browserCountryPhone } from './parts/applicant';
import { EUIPO } from './parts/official-fees';
import {
  agentFields,
  brandFields,
  classFields,
  classificationStep,
  noteEur,
  planCards,
  planField,
  plansStep,
  trademarkEnvelope,
  trademarkFormStep,
  trademarkQuote,
  trademarkTypeStep,
  trademarkWizardMachine,
  planCatalogue,
  typeCatalogue,
} from './parts/trademark';
import { identityOf } from './parts/manifest';
import manifest from './marca-europea.manifest';

const features = [
  'Marca europea con duración de 10 años',
  'Protección en los 27 países de la Unión Europea',
  'Informe profesional',
  'Tasas oficiales de la Oficina de Propiedad Intelectual de la Unión Europea',
  'Honorarios',
  'IVA incluido',
];

/** European trademark (EUIPO): spec-1 §2.7, §4 and §9 with DECISIONS §1 and §9. */
export default defineFlow({
  ...identityOf(manifest),
  description: (prices) => `Registra tu marca en los 27 países de la Unión Europea con una sola solicitud. Desde ${formatEur(priceOf(prices, 'basic'))}.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  fields: {
    ...applicantFields,
    ...browserCountryPhone,
    ...brandFields(),
    ...agentFields(true),
    ...consentFields,
    ...classFields(),
    ...planField(planCards('Marca europea', features)),
  },
  steps: [
    trademarkFormStep('Quién registra la Marca'),
    classificationStep('El precio incluye 1 clase.'),
    trademarkTypeStep(
      (prices) =>
        `1ª clase adicional ${noteEur(priceOf(prices, 'firstAdditionalClass'))}, a partir de la 2ª clase adicional ${noteEur(priceOf(prices, 'furtherAdditionalClass'))}`,
    ),
    plansStep(),
  ],
  catalogue: [
    // The EUIPO's fees (DECISIONS §12): 850 € for one class, 50 € the second, 150 € each further one.
    ...planCatalogue(114000, 138000, EUIPO.markFirstClass),
    // spec-1 §7.3 reads the additional-class price from the product named 'Clase Adicional': the first one's (§9).
    {
      key: 'firstAdditionalClass',
      label: '1ª clase adicional',
      cents: 12500,
      suplidosCents: EUIPO.markSecondClass,
      product: { nombre: 'Clase Adicional', titulo: 'Clase Adicional' },
    },
    { key: 'furtherAdditionalClass', label: 'Clase adicional a partir de la 2ª', cents: 24500, suplidosCents: EUIPO.markFurtherClass },
    ...typeCatalogue,
  ],
  // spec-1 §9: the first additional class at its own figure, each further one at another.
  price: (data, prices) =>
    trademarkQuote(data, prices, (count) => addAmounts(priced(prices, 'firstAdditionalClass'), priced(prices, 'furtherAdditionalClass', count - 1))),
  envelope: trademarkEnvelope(manifest.title),
  machine: (setup) => trademarkWizardMachine(setup, manifest.id),
});
