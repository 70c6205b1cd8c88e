import { describe, expect, it } from 'vitest';
import { orderMachine } from './order-machine';
import { defineFlow } from './flow';
import { checkbox, plan, textarea, tiles } from './fields';
import { describeOrder } from './describe';

describe('describeOrder', () => {
  it('names a plan and a tile as the visitor chose them, not by their wire ids, and a question by what it asks', () => {
    const fields = {
      selectedPlan: plan({
        label: 'Plan',
        plans: [
          { id: 'small', name: 'Plan Pequeño', description: '', features: [] },
          { id: 'large', name: 'Plan Grande', description: '', features: [] },
        ],
      }),
      shape: tiles({
        label: 'Forma',
        options: [
          { value: 'round', label: 'REDONDA' },
          { value: 'square', label: 'CUADRADA' },
        ],
      }),
      description: textarea({ label: '¿Qué hace tu negocio?', described: 'Actividad del negocio' }),
      wantAgent: checkbox({ label: 'Quiero que un agente me asesore', described: 'Asesoramiento de un agente' }),
    };
    const flow = defineFlow({
      id: 'prueba',
      routes: ['/prueba'],
      title: 'Prueba',
      description: '',
      progress: [],
      fields,
      steps: [{ id: 'form', title: 'Prueba', fields: ['selectedPlan', 'shape', 'description', 'wantAgent'] }],
      catalogue: [],
      price: () => ({ lines: [], totalCents: 0 }),
      envelope: () => ({ producto: 'Prueba' }),
      machine: (setup) => orderMachine(setup, 'prueba'),
    });
    expect(describeOrder(flow, { selectedPlan: 'large', shape: 'round', description: 'Horchata', wantAgent: false })).toEqual([
      { label: 'Plan', value: 'Plan Grande' },
      { label: 'Forma', value: 'REDONDA' },
      // A label that asks the visitor is named as a fact in the office's and the visitor's mails.
      { label: 'Actividad del negocio', value: 'Horchata' },
      { label: 'Asesoramiento de un agente', value: 'No' },
      // Every paid flow's last form step asks who the invoice names (DECISIONS §12): none asked, a simplified one.
      { label: 'Factura', value: 'Simplificada, sin datos fiscales del cliente' },
    ]);
  });
});
