import { describe, expect, it } from 'vitest';
import { BUSY, dataFromEnvelope, fileFieldOf, replay, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import flow from './informe-previo';

const valid = {
  ...flow.initialData(),
  ...company,
  trademarkType: 'europea' as const,
  trademarkName: 'Horchata Clara',
  trademarkDescription: 'Bebidas de chufa.',
};

describe('informe-previo', () => {
  it('costs 29,00 € (spec-2 §9) and follows the catalogue', () => {
    expect(formatEur(flow.price(valid, seedPrices(flow)).totalCents)).toBe('29,00 €');
    expect(flow.price(valid, seedPrices(flow, { base: 3500 })).totalCents).toBe(3500);
  });

  it('gives the spec-2 §5 messages', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      trademarkName: 'El nombre de la marca es obligatorio',
      trademarkDescription: 'La descripción de la marca es obligatoria',
    });
  });

  it('takes only nacional or europea', () => {
    expect(validateOrder(flow, { ...valid, trademarkType: 'internacional' }).ok).toBe(false);
  });

  it('has adicional with the trademark type only; name, description and image flag travel top-level (spec-2 §3.2)', () => {
    const envelope = envelopeOf(flow, { ...valid, hasImage: true });
    expect(envelope).toMatchObject({
      producto: 'Informe Previo Profesional de una Marca',
      brandName: 'Horchata Clara',
      description: 'Bebidas de chufa.',
      trademarkName: 'Horchata Clara',
      trademarkDescription: 'Bebidas de chufa.',
      hasImage: true,
      total: 29,
    });
    expect(envelope.adicional).toEqual({ trademarkType: 'europea' });
    const back = validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope))));
    expect(back.ok && back.data).toMatchObject({ trademarkType: 'europea', trademarkName: 'Horchata Clara', hasImage: true });
  });

  it('carries one image of 128 MB as uploadedFile, only while the image box is ticked (spec-2 §2.10, §7)', () => {
    expect(fileFieldOf(flow, { ...valid, hasImage: false })).toBeUndefined();
    expect(fileFieldOf(flow, { ...valid, hasImage: true })?.rule).toMatchObject({
      naming: 'single',
      maxFiles: 1,
      maxLabel: '128MB',
      accept: ['jpg', 'jpeg', 'png'],
    });
  });

  it("notes the deducted fee and the lack of guarantee; ends with 'Servicio Contratado'", () => {
    const notes = flow.steps[0]!.notes as string[];
    expect(notes.join(' ')).toMatch(/descontamos el precio del informe/);
    expect(notes.join(' ')).toMatch(/no puede garantizar que no exista una marca anterior/);
    expect(flow.progress.at(-1)).toBe('Servicio Contratado');
  });

  describe('machine: the order is sent from the summary only (spec-2 §4)', () => {
    itWalksEveryPath(flow, { valid, withImage: { ...valid, hasImage: true }, blank: flow.initialData() });
    it('Continuar on a valid form opens the summary without saving', () => {
      const summary = replay(flow.machine, { data: valid }, [{ type: 'NEXT' }]);
      expect(summary.value).toBe('summary');
      expect(summary.hasTag(BUSY)).toBe(false);
      expect(replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, { type: 'PAY' }]).hasTag(BUSY)).toBe(true);
    });
  });
});
