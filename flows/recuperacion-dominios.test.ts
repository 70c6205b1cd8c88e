import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import flow from './recuperacion-dominios';
import { missingBilling } from '@shop/flow-kit/billing.testkit';

const valid = { ...flow.initialData(), ...company, domainName: 'horchataclara.es', domainDescription: 'Un tercero registró el dominio con nuestra marca.' };

describe('recuperacion-dominios', () => {
  it('costs 2990,00 € (spec-2 §9) and follows the catalogue', () => {
    expect(formatEur(flow.price(valid, seedPrices(flow)).totalCents)).toBe('2990,00 €');
    expect(flow.price(valid, seedPrices(flow, { base: 310000 })).totalCents).toBe(310000);
  });

  it('gives the spec-2 §5 messages', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      domainName: 'El nombre del dominio es obligatorio',
      domainDescription: 'La descripción del caso es obligatoria',
      // 2990 € is over 400 €: a complete invoice (DECISIONS §12).
      ...missingBilling('persona', { nameGiven: false }),
    });
  });

  it('sends its product, brand name, description and adicional, and the server reads them back', () => {
    const envelope = envelopeOf(flow, valid);
    expect(envelope).toMatchObject({
      flow: 'recuperacion-dominios',
      producto: 'Recuperación de Dominios',
      brandName: 'horchataclara.es',
      description: 'Un tercero registró el dominio con nuestra marca.',
      adicional: { domainName: 'horchataclara.es', domainDescription: 'Un tercero registró el dominio con nuestra marca.' },
      total: 2990,
      selectedCountry: { code: 'ES', dialCode: '+34' },
    });
    expect(validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope)))).ok).toBe(true);
  });

  it("ends the progress strip with 'Servicio Contratado' (spec-2 §1) and allows 4 files of 5 MB", () => {
    expect(flow.progress.at(-1)).toBe('Servicio Contratado');
    expect(flow.fields.attachments.files).toMatchObject({ maxFiles: 4, maxBytes: 5 * 1024 * 1024, naming: 'indexed' });
  });

  describe('machine: form → summary → payment', () => itWalksEveryPath(flow, { valid, blank: flow.initialData() }));
});
