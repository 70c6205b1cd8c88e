import { applicantFields, applicantStepFields, consentFieldNames, consentFields, defineFlow, orderMachine, text } from '@shop/flow-kit';
import { identityOf } from '@shop/flows/parts/manifest';
import { priced, quoteOf } from '@shop/money';
import manifest from './fixture-flow.manifest';

/** The throwaway service's definition: one form, one price. */
export default defineFlow({
  ...identityOf(manifest),
  description: 'Un servicio que solo existe en esta prueba, con su propia página.',
  progress: ['Rellena el formulario', 'Realiza el pago'],
  fields: {
    ...applicantFields,
    subject: text({ label: 'Asunto de la prueba', required: 'El asunto de la prueba es obligatorio' }),
    ...consentFields,
  },
  steps: [{ id: 'form', title: manifest.title, fields: [...applicantStepFields, 'subject', ...consentFieldNames], action: { label: 'Continuar' } }],
  catalogue: [{ key: 'base', label: manifest.title, cents: 12345, suplidosCents: 0 }],
  price: (_data, prices) => quoteOf([{ key: 'base', label: manifest.title, ...priced(prices, 'base') }]),
  envelope: () => ({ producto: manifest.title }),
  machine: (setup) => orderMachine(setup, manifest.id),
});
