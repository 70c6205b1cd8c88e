import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import objection from './contestacion-suspensos';
import opposition from './presentacion-oposiciones';

const cases = [
  { flow: objection, product: 'Contestación a Suspensos', prices: ['218,00 €', '318,00 €'], message: 'La descripción del objeto del suspenso es obligatoria' },
  { flow: opposition, product: 'Presentación de Oposiciones', prices: ['267,00 €', '367,00 €'], message: 'El motivo de la oposición es obligatorio' },
];

describe.each(cases)('$flow.id', ({ flow, product, prices, message }) => {
  const valid = { ...flow.initialData(), ...company, brandName: 'Horchata Clara', brandDescription: 'La oficina alega parecido con una marca anterior.' };

  it.each([
    ['nacional', 'sin_prueba', prices[0]],
    ['europea', 'sin_prueba', prices[0]],
    ['nacional', 'con_prueba', prices[1]],
    ['europea', 'con_prueba', prices[1]],
  ] as const)('%s, %s: %s (DECISIONS §1, spec-2 §9)', (marcaType, proofType, total) => {
    expect(formatEur(flow.price({ ...valid, marcaType, proofType }, seedPrices(flow)).totalCents)).toBe(total);
  });

  it('prices each option from the catalogue, so label and total agree', () => {
    const options = flow.fields.proofType.options!;
    expect(options.map((option) => option.priceKey)).toEqual(['sin_prueba', 'con_prueba']);
    expect(options.map((option) => option.label).join()).not.toMatch(/\d/);
    expect(flow.price({ ...valid, proofType: 'con_prueba' }, seedPrices(flow, { con_prueba: 40000 })).totalCents).toBe(40000);
  });

  it('gives the messages of spec-2 §5', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      brandName: 'El nombre de la marca es obligatorio',
      brandDescription: message,
    });
  });

  it.each([
    ['nacional', 'Marca Nacional'],
    ['europea', 'Marca Europea'],
  ] as const)('%s: product and adicional of spec-2 §3.2, §3.3', (marcaType, mark) => {
    const envelope = envelopeOf(flow, { ...valid, marcaType, proofType: 'con_prueba' });
    expect(envelope).toMatchObject({ producto: `${product} - ${mark}`, brandName: 'Horchata Clara', description: valid.brandDescription });
    expect(envelope.adicional).toEqual({ marcaType, proofType: 'con_prueba' });
    expect(validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope)))).ok).toBe(true);
  });

  it('lists the attached files by name on its summary and hints at the office communication', () => {
    const summary = flow.steps[1]!.summary!(valid, flow.price(valid, seedPrices(flow)));
    expect(summary.rows).toContainEqual({ label: 'Archivos adjuntos', files: 'names' });
    expect(flow.fields.attachments.hint).toMatch(/comunicación recibida/);
    expect(flow.fields.attachments.files).toMatchObject({ maxFiles: 4, maxLabel: '5MB' });
  });

  describe('machine', () => itWalksEveryPath(flow, { valid, withProof: { ...valid, proofType: 'con_prueba' }, blank: flow.initialData() }));
});
