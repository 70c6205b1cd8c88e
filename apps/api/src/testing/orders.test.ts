import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { applicantFields, consentFields, defineFlow, flowMachineBasics, radio, text, type FieldKind, type FieldSpec, validateOrder } from '@shop/flow-kit';
import { quoteOf } from '@shop/money';
import { loadAllFlows } from '@shop/flows';
import { validOrderOf } from './orders';

/** A kind the kit does not know yet (others will add kinds such as 'stepper'). */
const stepper: FieldSpec<number> = {
  kind: 'stepper' as FieldKind,
  label: 'Número de diseños',
  schema: z._default(z.int().check(z.gte(1), z.lte(50)), 1),
  initial: 1,
};

const future = defineFlow({
  id: 'futuro',
  routes: ['/futuro'],
  title: 'Futuro',
  description: 'Un flujo que aún no existe.',
  progress: ['Formulario'],
  fields: {
    ...applicantFields,
    numDesigns: stepper,
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
    expect(order.flow).toBe(flow.id);
    expect(validateOrder(flow, order)).toMatchObject({ ok: true });
  });

  it("falls back on an unknown kind's initial value and tries other values until the flow's own rules pass", () => {
    const order = validOrderOf(future);
    expect(validateOrder(future, order)).toMatchObject({ ok: true });
    expect(order).toMatchObject({ numDesigns: 2, modeloType: 'es', expedientNumber: '12345678' });
  });
});
