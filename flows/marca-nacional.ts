import { applicantFields, consentFields, defineFlow } from '@shop/flow-kit';
import { priceOf } from '@shop/money';
import {
  agentFields,
  brandFields,
  classFields,
  classificationStep,
  lineCents,
  nationalClassNote,
  planCards,
  planField,
  plansStep,
  trademarkQuote,
  trademarkTypeStep,
  trademarkWizardMachine,
  typeCatalogue,
} from './parts/trademark';

/** National trademark (Spain): spec-1 §2.7, §4 and §9. */
export default defineFlow({
  id: 'marca-nacional',
  routes: ['/marca-nacional', '/servicios/marca-nacional'],
  title: 'Marca Nacional',
  description: 'Registra tu marca en España en un minuto: elige clases, tipo de marca y plan, y paga en línea. Desde 199,00 €.',
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  fields: {
    ...applicantFields,
    ...brandFields(),
    ...agentFields(false),
    ...consentFields,
    ...classFields(),
    ...planField(planCards('Marca')),
  },
  steps: [
    {
      id: 'form',
      title: 'Marca Nacional',
      fields: ['applicantType', 'name', 'lastName', 'email', 'phone', 'brandName', 'description', 'mediaType', 'wantAgent', 'acceptPrivacy', 'acceptTerms'],
      action: { label: 'Continuar' },
    },
    classificationStep('El precio incluye 1 clase.'),
    trademarkTypeStep(nationalClassNote),
    plansStep(),
  ],
  catalogue: [
    { key: 'basic', label: 'Plan Básico', cents: 19900 },
    { key: 'premium', label: 'Plan Premium', cents: 29900 },
    { key: 'additionalClass', label: 'Clase adicional', cents: 15000 },
    ...typeCatalogue,
  ],
  price: (data, prices) => trademarkQuote(data, prices, (count) => count * priceOf(prices, 'additionalClass')),
  envelope: (_data, quote) => ({
    producto: 'Marca Nacional',
    additionalClassesTotal: lineCents(quote, 'additionalClasses') / 100,
    trademarkTypeTotal: lineCents(quote, 'trademarkType') / 100,
  }),
  machine: (setup) => trademarkWizardMachine(setup, 'marca-nacional'),
});
