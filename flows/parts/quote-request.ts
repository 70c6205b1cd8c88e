import {
  applicantFields,
  applicantStepFields,
  consentFieldNames,
  consentFields,
  defineFlow,
  orderMachine,
  QUOTE_PROGRESS,
  text,
  textarea,
} from '@shop/flow-kit';
import { quoteOf } from '@shop/money';
import { fixedSpanishPhone } from './applicant';
import { identityOf, type FlowManifest } from './manifest';
import { inventionDocuments, quoteSentStep } from './inventions';

/** The annuity screens' description hint (patents and utility models alike). */
export const ANNUITIES_HINT = 'Cuéntanos lo que necesitas: plazos, países, anualidades pendientes...';

export interface RegistrationQuote {
  /** Id, routes (the footer's paths, DECISIONS §9) and title. */
  manifest: FlowManifest;
  description: string;
  intro: string;
  /** The product label stored with the order and in the office mail. */
  product: string;
  number: { label: string; required: string };
  registrationTitle: { label: string; required: string };
  /** Completes 'Gracias por confiar en nosotros para …' on the confirmation. */
  thanksFor: string;
  /** What the description may tell, in this service's words. */
  descriptionHint: string;
  /** Design forms carry the country selector (spec-2 §3.1); the others fix +34 and Spain. */
  countrySelector?: boolean;
}

/**
 * The screens the spec does not show (annuity payments, design renovation; DECISIONS §9): a quote
 * request asking for the applicant, the file or registration number, the title, a free description
 * and optional documents; it ends on the confirmation and queues the office mail, never a payment.
 */
export function registrationQuote(spec: RegistrationQuote) {
  return defineFlow({
    ...identityOf(spec.manifest),
    description: spec.description,
    progress: QUOTE_PROGRESS,
    quoteOnly: true,
    fields: {
      ...applicantFields,
      ...(spec.countrySelector ? {} : fixedSpanishPhone),
      registrationNumber: text({ ...spec.number, half: true }),
      registrationTitle: text(spec.registrationTitle),
      description: textarea({
        label: 'Descripción',
        required: 'La descripción es obligatoria',
        hint: spec.descriptionHint,
      }),
      attachments: inventionDocuments(),
      ...consentFields,
    },
    steps: [
      {
        id: 'form',
        title: spec.manifest.title,
        intro: spec.intro,
        fields: [...applicantStepFields, 'registrationNumber', 'registrationTitle', 'description', 'attachments', ...consentFieldNames],
        action: { label: 'Solicitar Presupuesto', busyLabel: 'Enviando solicitud...' },
      },
      quoteSentStep(spec.thanksFor),
    ],
    catalogue: [],
    price: () => quoteOf([]),
    envelope: (data) => ({
      producto: spec.product,
      brandName: data.registrationTitle,
      adicional: { registrationNumber: data.registrationNumber, registrationTitle: data.registrationTitle },
    }),
    machine: (setup) => orderMachine(setup, spec.manifest.id),
  });
}
