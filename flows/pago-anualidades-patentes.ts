import { ANNUITIES_HINT, registrationQuote } from './parts/quote-request';
import manifest from './pago-anualidades-patentes.manifest';

/** Annuity payments for patents: a quote request (DECISIONS §2, §9). */
export default registrationQuote({
  manifest,
  description: 'Mantén tu patente en vigor: nos ocupamos del pago de sus anualidades. Solicita un presupuesto sin compromiso.',
  intro: 'Indícanos la patente y te enviaremos un presupuesto para el pago de sus anualidades.',
  product: 'Pago de Anualidades de Patente',
  number: { label: 'Número de patente', required: 'El número de patente es obligatorio' },
  registrationTitle: { label: 'Título de la invención', required: 'El título de la invención es obligatorio' },
  descriptionHint: ANNUITIES_HINT,
  thanksFor: 'el mantenimiento de su patente',
});
