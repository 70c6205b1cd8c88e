import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, type Note, validateOrder } from '@shop/flow-kit';
import { formatEur, type PriceTable } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import flow from './vigilancia-marcas';

const valid = { ...flow.initialData(), ...company, brandName: 'Horchata Clara', brandDescription: 'Bebidas de chufa.' };

describe('vigilancia-marcas', () => {
  it.each([
    ['nacional', 'anual', false, '34,00 €'],
    ['nacional', 'decenal', false, '150,00 €'],
    ['europea', 'anual', false, '156,00 €'],
    ['europea', 'decenal', false, '197,00 €'],
    ['nacional', 'anual', true, '81,00 €'],
    ['nacional', 'decenal', true, '197,00 €'],
    ['europea', 'anual', true, '203,00 €'],
    ['europea', 'decenal', true, '244,00 €'],
  ] as const)('%s, %s, title %s: %s (spec-2 §9)', (marcaType, paymentType, wantTitle, total) => {
    expect(formatEur(flow.price({ ...valid, marcaType, paymentType, wantTitle }, seedPrices(flow)).totalCents)).toBe(total);
  });

  it('follows the catalogue', () => {
    expect(
      flow.price({ ...valid, marcaType: 'europea', paymentType: 'decenal', wantTitle: true }, seedPrices(flow, { 'europea:decenal': 20000, title: 5000 }))
        .totalCents,
    ).toBe(25000);
  });

  it('shows the regular 250 € crossed out, then 150 + 47 = 197, all from the catalogue, for a national mark only', () => {
    const notes = flow.steps[0]!.notes as (prices: PriceTable, data: ReturnType<typeof flow.initialData>) => readonly Note[];
    const national = { ...flow.initialData(), marcaType: 'nacional' as const };
    expect(notes(seedPrices(flow), national)).toEqual([
      ['Título y vigilancia de marca nacional durante 10 años: ', { struck: '250,00 €' }, ' 150,00 € + 47,00 € = 197,00 €'],
    ]);
    expect(JSON.stringify(notes(seedPrices(flow, { regularTitleAndWatch: 30000, title: 5000 }), national))).toMatch(/300,00 €.*150,00 € \+ 50,00 € = 200,00 €/);
    // Beside a European mark (244 € with the title) the national offer would contradict the total.
    expect(notes(seedPrices(flow), { ...national, marcaType: 'europea' })).toEqual([]);
  });

  it('gives the messages of spec-2 §5', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      brandName: 'El nombre de la marca es obligatorio',
      brandDescription: 'La descripción de la marca es obligatoria',
    });
  });

  it.each([
    ['nacional', 'Vigilancia de Marca Nacional (España)'],
    ['europea', 'Vigilancia de Marca Europea (27 países UE)'],
  ] as const)('%s: product %s, adicional of spec-2 §3.2', (marcaType, producto) => {
    const envelope = envelopeOf(flow, { ...valid, marcaType, paymentType: 'decenal', wantTitle: true });
    expect(envelope).toMatchObject({ producto, brandName: 'Horchata Clara', description: 'Bebidas de chufa.', brandDescription: 'Bebidas de chufa.' });
    expect(envelope.adicional).toEqual({ marcaType, paymentType: 'decenal', wantTitle: true });
    expect(validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope))))).toMatchObject({
      ok: true,
      data: { marcaType, paymentType: 'decenal', wantTitle: true },
    });
  });

  it('refuses a payment type outside anual / decenal', () => expect(validateOrder(flow, { ...valid, paymentType: 'mensual' }).ok).toBe(false));

  describe('machine', () =>
    itWalksEveryPath(flow, { valid, europeanWithTitle: { ...valid, marcaType: 'europea', wantTitle: true }, blank: flow.initialData() }));
});
