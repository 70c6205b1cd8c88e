import { ANNUITIES_HINT, registrationQuote } from './parts/quote-request';
import manifest from './pago-anualidades-modelos.manifest';

/** Annuity payments for utility models: a quote request (DECISIONS §2, §9). */
export default registrationQuote({
  manifest,
  description: 'Mantén tu modelo de utilidad en vigor: nos ocupamos del pago de sus anualidades. Solicita un presupuesto sin compromiso.',
  intro: 'Indícanos el modelo de utilidad y te enviaremos un presupuesto para el pago de sus anualidades.',
  product: 'Pago de Anualidades de Modelo de Utilidad',
  number: { label: 'Número del modelo de utilidad', required: 'El número del modelo de utilidad es obligatorio' },
  registrationTitle: { label: 'Título del modelo de utilidad', required: 'El título es obligatorio' },
  descriptionHint: ANNUITIES_HINT,
  thanksFor: 'el mantenimiento de su modelo de utilidad',
});
