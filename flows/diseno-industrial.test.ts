import { describe, expect, it } from 'vitest';
import { buildEnvelope, dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { formatEur, withFallback } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import flow from './diseno-industrial';
import { PERSON_BILLING, missingBilling } from '@shop/flow-kit/billing.testkit';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  name: 'Marta',
  lastName: 'Ferrer Llopis',
  email: 'marta@example.es',
  phone: '612345678',
  patentTitle: 'Silla plegable Albufera',
  patentDescription: 'Silla de madera con respaldo curvo.',
  acceptPrivacy: true,
  acceptTerms: true,
  facturacion: PERSON_BILLING,
};

describe('diseno-industrial', () => {
  it.each([
    [1, '424,00 €'],
    [10, '424,00 €'],
    [11, '534,00 €'],
    [20, '534,00 €'],
    [21, '644,00 €'],
    [50, '864,00 €'],
  ])('%i designs cost %s (spec-2 §9: 424 + floor((n − 1) / 10) × 110)', (numDesigns, total) => {
    expect(formatEur(flow.price({ ...valid, numDesigns }, prices).totalCents)).toBe(total);
  });

  it('follows the catalogue', () => {
    const table = withFallback(flow.catalogue, { base: 45000, extraGroup: 12000 });
    expect(flow.price({ ...valid, numDesigns: 21 }, table).totalCents).toBe(45000 + 2 * 12000);
  });

  it('refuses 0 and 51 designs, in the browser and on the server', () => {
    const message = 'El número de diseños debe estar entre 1 y 50';
    expect(flow.validateStep('form', { ...valid, numDesigns: 51 })).toEqual({ numDesigns: message });
    expect(flow.validateStep('form', { ...valid, numDesigns: 0 })).toEqual({ numDesigns: message });
    expect(validateOrder(flow, { ...valid, numDesigns: 51 })).toMatchObject({ ok: false, issues: { numDesigns: message } });
    expect(validateOrder(flow, { ...valid, numDesigns: 50 }).ok).toBe(true);
    // Meanwhile the total is never one for a number that cannot be ordered.
    expect(flow.price({ ...valid, numDesigns: 51 }, prices).totalCents).toBe(flow.price({ ...valid, numDesigns: 50 }, prices).totalCents);
    expect(flow.price({ ...valid, numDesigns: 0 }, prices).totalCents).toBe(flow.price({ ...valid, numDesigns: 1 }, prices).totalCents);
  });

  it('starts with España ticked and asks for at least one scope (DECISIONS §9) and the title (spec-2 §5)', () => {
    expect(flow.initialData().designTypes).toEqual(['espana']);
    expect(flow.validateStep('form', { ...flow.initialData(), applicantType: 'empresa', designTypes: [] })).toEqual({
      name: 'La razón social es obligatoria',
      email: 'El email es obligatorio',
      phone: 'El teléfono es obligatorio',
      designTypes: 'Debes elegir al menos un ámbito de protección.',
      patentTitle: 'El título de la patente es obligatorio',
      // A company's invoice names it (DECISIONS §12).
      ...missingBilling('empresa', { nameGiven: false }),
      acceptPrivacy: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
      acceptTerms: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
    });
  });

  it('sends designTypes as flags and its description built from the title; the server reads them back', () => {
    const data = { ...valid, designTypes: ['espana', 'otros'] as ('espana' | 'europeo' | 'otros')[], numDesigns: 12 };
    const quote = flow.price(data, prices);
    const envelope = buildEnvelope(flow.id, data, quote, flow.envelope(data, quote));
    expect(envelope).toMatchObject({
      producto: 'Diseño Industrial',
      brandName: 'Silla plegable Albufera',
      description: 'Diseño Industrial: Silla plegable Albufera',
      total: 534,
      subtotal: 534,
      adicional: { designTypes: { espana: true, europeo: false, otros: true }, numDesigns: 12, patentTitle: 'Silla plegable Albufera' },
    });
    const back = validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope))));
    expect(back.ok && back.data.designTypes).toEqual(['espana', 'otros']);
  });

  it('keeps the applicant country chosen with the dial code (spec-2 §3.1: a selector, Spain by default)', () => {
    expect(flow.initialData().selectedCountry).toEqual({ code: 'ES', name: 'España', dialCode: '+34' });
    const french = { code: 'FR', name: 'Francia', dialCode: '+33' };
    const checked = validateOrder(flow, { ...valid, selectedCountry: french, phone: '612345678' });
    expect(checked.ok && checked.data.selectedCountry).toEqual(french);
  });

  describe('machine: form → payment, no summary (spec-2 §4)', () => {
    itWalksEveryPath(flow, { valid, blank: flow.initialData(), tooMany: { ...valid, numDesigns: 51 } });
  });
});
