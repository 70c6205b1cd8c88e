import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import flow from './diseno-logos';

const valid = { ...flow.initialData(), ...company, companyName: 'Horchata Clara', logoDescription: 'Una chufa sonriente.', logoStyle: 'Divertido' as const };

describe('diseno-logos', () => {
  it('costs 60,00 € (spec-2 §9) and follows the catalogue', () => {
    expect(formatEur(flow.price(valid, seedPrices(flow)).totalCents)).toBe('60,00 €');
    expect(flow.price(valid, seedPrices(flow, { base: 7500 })).totalCents).toBe(7500);
  });

  it('gives the messages of spec-2 §5, with no style chosen at first', () => {
    expect(flow.initialData().logoStyle).toBe('');
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      companyName: 'El nombre de la empresa/marca es obligatorio',
      logoDescription: 'La descripción del logo es obligatoria',
      logoStyle: 'El estilo del logo es obligatorio',
    });
  });

  it('offers the six styles of DECISIONS §9 and nothing else', () => {
    expect(flow.fields.logoStyle.options!.map((option) => option.value)).toEqual(['Minimalista', 'Moderno', 'Clásico', 'Elegante', 'Divertido', 'Tecnológico']);
    expect(validateOrder(flow, { ...valid, logoStyle: 'Barroco' }).ok).toBe(false);
    expect(validateOrder(flow, { ...valid, logoStyle: '' })).toMatchObject({ ok: false, issues: { logoStyle: 'El estilo del logo es obligatorio' } });
  });

  it("tells a blank style sent in any form 'El estilo del logo es obligatorio' (spec-2 §5), not which values it admits", () => {
    const envelope = envelopeOf(flow, valid);
    for (const blank of ['', '  ', null]) {
      const sent = dataFromEnvelope({ ...envelope, adicional: { ...envelope.adicional, logoStyle: blank } });
      expect(validateOrder(flow, sent), JSON.stringify(blank)).toEqual({ ok: false, issues: { logoStyle: 'El estilo del logo es obligatorio' } });
    }
  });

  it('maps the envelope of spec-2 §3.2', () => {
    const envelope = envelopeOf(flow, valid);
    expect(envelope).toMatchObject({ producto: 'Diseño de Logos', brandName: 'Horchata Clara', description: 'Una chufa sonriente.', total: 60 });
    expect(envelope.adicional).toEqual({ companyName: 'Horchata Clara', logoDescription: 'Una chufa sonriente.', logoStyle: 'Divertido' });
    expect(validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope)))).ok).toBe(true);
  });

  it('takes one reference file of 128 MB: an image, PDF, DOC or DOCX (spec-2 §5)', () => {
    expect(flow.fields.reference.files).toMatchObject({ maxFiles: 1, maxBytes: 128 * 1024 * 1024, maxLabel: '128MB', naming: 'indexed' });
    expect(flow.fields.reference.files!.accept).toEqual(expect.arrayContaining(['png', 'jpg', 'pdf', 'doc', 'docx']));
  });

  it('lists what is and is not included (spec-2 §2.17)', () => {
    const summary = flow.steps[1]!.summary!(valid, flow.price(valid, seedPrices(flow)));
    expect(summary.included).toEqual([
      'Diseño del logo',
      '5 diseños o vistas diferentes',
      'Archivos en alta resolución',
      'Formatos vectoriales (AI, EPS, SVG)',
      'Formatos de imagen (PNG, JPG)',
    ]);
    expect(summary.notIncluded).toEqual(['Registro de la marca', 'Modificaciones posteriores']);
  });

  describe('machine', () => itWalksEveryPath(flow, { valid, blank: flow.initialData() }));
});
