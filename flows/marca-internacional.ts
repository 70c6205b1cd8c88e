import { applicantFields, applicantStepFields, consentFieldNames, consentFields, countries, defineFlow, orderMachine, QUOTE_PROGRESS } from '@shop/flow-kit';
import { quoteOf } from '@shop/money';
import { brandFields } from './parts/trademark';
import { identityOf } from './parts/manifest';
import manifest from './marca-internacional.manifest';

/** International trademark: a quote request, never priced or paid online (spec-1 §2.7, §9). */
export default defineFlow({
  ...identityOf(manifest),
  description: 'Protege tu marca en los países que elijas. Solicita un presupuesto personalizado sin compromiso.',
  progress: QUOTE_PROGRESS,
  quoteOnly: true,
  asksQuoteMail: true,
  fields: {
    ...applicantFields,
    selectedCountries: countries({ label: 'Países donde quieres registrar tu marca', required: 'Debes seleccionar al menos un país para continuar.' }),
    // spec-1 §2.7: the international form asks '¿Qué hace tu negocio?'.
    // This request chooses no classes: the description helps with the quote instead.
    ...brandFields({ descriptionLabel: '¿Qué hace tu negocio?', descriptionHint: 'Opcional. Nos ayuda a preparar tu presupuesto.' }),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      title: manifest.title,
      fields: [...applicantStepFields, 'selectedCountries', 'brandName', 'description', 'mediaType', ...consentFieldNames],
      action: { label: 'Solicitar Presupuesto', busyLabel: 'Enviando...' },
    },
    {
      id: 'sent',
      kind: 'confirmation',
      title: '¡Solicitud Enviada!',
      confirmation: {
        title: '¡Solicitud Enviada!',
        lines: [
          'Gracias por confiar en nosotros para el registro de su marca internacional.',
          'En breve nos pondremos en contacto con usted para ofrecerle un presupuesto ajustado a su solicitud',
        ],
      },
    },
  ],
  catalogue: [],
  price: () => quoteOf([]),
  // spec-1 §3: 'selectedCountries ... in place of the class, type and plan fields'.
  envelope: (data) => ({
    producto: manifest.title,
    selectedCountries: data.selectedCountries,
    selectedClasses: undefined,
    selectedTrademarkType: undefined,
    selectedPlan: undefined,
  }),
  machine: (setup) => orderMachine(setup, manifest.id),
});
