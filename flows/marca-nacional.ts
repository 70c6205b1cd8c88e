import { applicantFields, consentFields, defineFlow } from '@shop/flow-kit';
import { formatEur, priceOf } from '@shop/money';
import {
  agentFields,
  brandFields,
  classFields,
  classificationStep,
  nationalCatalogue,
  nationalClassNote,
  nationalQuote,
  planCards,
  planField,
  plansStep,
  trademarkEnvelope,
  trademarkFormStep,
  trademarkTypeStep,
  trademarkWizardMachine,
} from './parts/trademark';
import { identityOf } from './parts/manifest';
import manifest from './marca-nacional.manifest';

/** National trademark (Spain): spec-1 §2.7, §4 and §9. */
export default defineFlow({
  ...identityOf(manifest),
  description: (prices) =>
    `Registra tu marca en España en un minuto: elige clases, tipo de marca y plan, y paga en línea. Desde ${formatEur(priceOf(prices, 'basic'))}.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  fields: {
    ...applicantFields,
    ...brandFields(),
    ...agentFields(false),
    ...consentFields,
    ...classFields(),
    ...planField(planCards('Marca')),
  },
  steps: [trademarkFormStep(manifest.title), classificationStep('El precio incluye 1 clase.'), trademarkTypeStep(nationalClassNote), plansStep()],
  catalogue: nationalCatalogue,
  price: nationalQuote,
  envelope: trademarkEnvelope(manifest.title),
  machine: (setup) => trademarkWizardMachine(setup, manifest.id),
});
