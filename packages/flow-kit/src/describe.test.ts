import { describe, expect, it } from 'vitest';
import { orderMachine } from './order-machine';
import { defineFlow } from './flow';
import { plan, trademarkType } from './fields';
import { describeOrder } from './describe';

describe('describeOrder', () => {
  it('names a plan and a trademark type as the visitor chose them, not by their wire ids', () => {
    const fields = {
      selectedPlan: plan({
        label: 'Plan',
        plans: [
          { id: 'basic', name: 'Plan Básico', description: '', features: [] },
          { id: 'premium', name: 'Plan Premium', description: '', features: [] },
        ],
      }),
      selectedTrademarkType: trademarkType({ label: 'Tipo de marca' }),
    };
    const flow = defineFlow({
      id: 'prueba',
      routes: ['/prueba'],
      title: 'Prueba',
      description: '',
      progress: [],
      fields,
      steps: [{ id: 'form', title: 'Prueba', fields: ['selectedPlan', 'selectedTrademarkType'] }],
      catalogue: [],
      price: () => ({ lines: [], totalCents: 0 }),
      envelope: () => ({ producto: 'Prueba' }),
      machine: (setup) => orderMachine(setup, 'prueba'),
    });
    expect(describeOrder(flow, { selectedPlan: 'premium', selectedTrademarkType: 'denominativa' })).toEqual([
      { label: 'Plan', value: 'Plan Premium' },
      { label: 'Tipo de marca', value: 'DENOMINATIVA' },
    ]);
  });
});
