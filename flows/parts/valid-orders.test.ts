import { describe, expect, it } from 'vitest';
import { applicantFields, consentFields, defineFlow, flowMachineBasics, radio, stepper, text, validateOrder } from '@shop/flow-kit';
import { quoteOf } from '@shop/money';
import { loadAllFlows } from '../index';
import { validOrderOf } from './valid-orders.testkit';

/** A count whose rule lives in the step's own check, not in the field. */
const designCount = stepper({ label: 'Número de diseños', min: 1, max: 50, rangeMessage: 'Entre 1 y 50 diseños' });

const future = defineFlow({
  id: 'futuro',
  routes: ['/futuro'],
  title: 'Futuro',
  description: 'Un flujo que aún no existe.',
  progress: ['Formulario'],
  fields: {
    ...applicantFields,
    numDesigns: designCount,
    modeloType: radio({
      label: 'Tipo',
      options: [
        { value: 'otros', label: 'Otros' },
        { value: 'es', label: 'España' },
      ],
      initial: 'otros',
    }),
    expedientNumber: text({ label: 'Expediente', required: 'El número de expediente es obligatorio' }),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      title: 'Formulario',
      fields: ['applicantType', 'name', 'lastName', 'email', 'phone', 'numDesigns', 'modeloType', 'expedientNumber', 'acceptPrivacy', 'acceptTerms'],
      // Rules the builder cannot know: it must find values that pass them by trying.
      check: (data) => ({
        ...(data.numDesigns < 2 ? { numDesigns: 'Al menos dos diseños' } : {}),
        ...(data.modeloType !== 'es' ? { modeloType: 'Solo España' } : {}),
        ...(/^\d{8}$/.test(data.expedientNumber) ? {} : { expedientNumber: 'Ocho cifras' }),
      }),
    },
  ],
  catalogue: [],
  price: () => quoteOf([]),
  envelope: () => ({ producto: 'Futuro' }),
  machine: (setup) => setup.createMachine({ id: 'futuro', initial: 'form', ...flowMachineBasics, states: { form: {} } }),
});

const flows = await loadAllFlows();

describe('validOrderOf', () => {
  it.each(flows.map((flow) => [flow.id, flow] as const))('builds an order %s accepts', (_id, flow) => {
    const order = validOrderOf(flow);
    expect(order).toBeDefined();
    expect(validateOrder(flow, order!)).toMatchObject({ ok: true });
  });

  it("tries other values until the flow's own rules pass", () => {
    const order = validOrderOf(future);
    expect(validateOrder(future, order!)).toMatchObject({ ok: true });
    expect(order).toMatchObject({ numDesigns: 2, modeloType: 'es', expedientNumber: '12345678' });
  });
});
