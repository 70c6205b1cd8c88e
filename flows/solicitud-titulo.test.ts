import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import flow from './solicitud-titulo';

const valid = { ...flow.initialData(), ...company, brandDescription: 'Horchata Clara', brandNumber: 'M4123456', brandTitle: 'Horchata Clara (mixta)' };

describe('solicitud-titulo', () => {
  it.each([
    [false, '100,00 €'],
    [true, '197,00 €'],
  ])('with watch %s costs %s (spec-2 §9)', (wantVigilancia, total) => {
    expect(formatEur(flow.price({ ...valid, wantVigilancia }, seedPrices(flow)).totalCents)).toBe(total);
  });

  it('follows the catalogue and labels the watch as promotional', () => {
    const quote = flow.price({ ...valid, wantVigilancia: true }, seedPrices(flow, { base: 12000, watch: 8000 }));
    expect(quote.totalCents).toBe(20000);
    expect(quote.lines.at(-1)?.label).toMatch(/1 año \(precio promocional\)/);
    const summary = flow.steps[1]!.summary!({ ...valid, wantVigilancia: true }, flow.price({ ...valid, wantVigilancia: true }, seedPrices(flow)));
    expect(summary.rows).toContainEqual({ label: 'Total', value: '197,00 € (precio promocional)' });
    expect(summary.included).toContain('Vigilancia de la marca durante 1 año');
    expect(summary.notIncluded?.length).toBeGreaterThan(0);
  });

  it('gives the spec-2 §5 messages', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      brandDescription: 'La denominación de la marca es obligatoria',
      brandNumber: 'El número de marca es obligatorio',
      brandTitle: 'El título de la marca es obligatorio',
    });
  });

  it('sends the five fields of spec-2 §3.2 in adicional', () => {
    const envelope = envelopeOf(flow, { ...valid, markType: 'europea', wantVigilancia: true });
    expect(envelope).toMatchObject({ producto: 'Solicitud de Título de Marca', brandName: 'Horchata Clara', total: 197 });
    expect(envelope.adicional).toEqual({
      markType: 'europea',
      brandDescription: 'Horchata Clara',
      brandNumber: 'M4123456',
      brandTitle: 'Horchata Clara (mixta)',
      wantVigilancia: true,
    });
    expect(validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope))))).toMatchObject({
      ok: true,
      data: { markType: 'europea', wantVigilancia: true },
    });
  });

  it('allows 4 files of 5 MB', () => expect(flow.fields.attachments.files).toMatchObject({ maxFiles: 4, maxLabel: '5MB' }));

  describe('machine: the order is sent from the summary only', () =>
    itWalksEveryPath(flow, { valid, withWatch: { ...valid, wantVigilancia: true }, blank: flow.initialData() }));
});
