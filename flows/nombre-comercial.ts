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
import manifest from './nombre-comercial.manifest';
import nationalMark from './marca-nacional.manifest';

/** Trade name (nombre comercial): spec-1 §2.7, §5 and §9 with DECISIONS §1 and §9. */
export default defineFlow({
  ...identityOf(manifest),
  description: (prices) =>
    `Registra el nombre con el que tu empresa se identifica en el mercado, en clases de servicios. Desde ${formatEur(priceOf(prices, 'basic'))}.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  fields: {
    ...applicantFields,
    ...brandFields({ brandLabel: 'Nombre comercial', brandRequired: 'El nombre comercial es obligatorio' }),
    ...agentFields(true),
    ...consentFields,
    // spec-1 §2.7, DECISIONS §9: only the service classes 35-45; goods classes are shown, locked, refused.
    ...classFields({ selectableClasses: (id) => id >= 35, lockedMessage: 'Solo puedes elegir clases de servicios (35 a 45).' }),
    ...planField(planCards('Nombre comercial', undefined, 'tu nombre comercial')),
  },
  steps: [trademarkFormStep(manifest.title), classificationStep('El precio incluye 1 clase.'), trademarkTypeStep(nationalClassNote), plansStep()],
  // DECISIONS §1: the national plan prices from the catalogue, whatever staff set them to.
  catalogue: nationalCatalogue,
  pricesFrom: nationalMark.id,
  price: nationalQuote,
  envelope: trademarkEnvelope(manifest.title),
  machine: (setup) => trademarkWizardMachine(setup, manifest.id),
});
