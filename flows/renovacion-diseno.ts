import { registrationQuote } from './parts/quote-request';
import manifest from './renovacion-diseno.manifest';

/** Design renovation: a quote request with the country selector of the design forms (DECISIONS §9, spec-2 §3.1). */
export default registrationQuote({
  manifest,
  description: 'Renueva tu diseño industrial cada 5 años, hasta 25 años de protección. Solicita un presupuesto sin compromiso.',
  intro: 'Indícanos el diseño que quieres renovar y te enviaremos un presupuesto.',
  product: manifest.title,
  number: { label: 'Número de registro del diseño', required: 'El número de registro del diseño es obligatorio' },
  registrationTitle: { label: 'Título del diseño', required: 'El título del diseño es obligatorio' },
  descriptionHint: 'Cuéntanos lo que necesitas: fecha de vencimiento, países o territorios, número de diseños...',
  thanksFor: 'la renovación de su diseño industrial',
  countrySelector: true,
});
