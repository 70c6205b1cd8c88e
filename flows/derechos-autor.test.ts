import { describe, expect, it } from 'vitest';
import { buildEnvelope, replay, validateOrder } from '@shop/flow-kit';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { formatEur, withFallback } from '@shop/money';
import flow from './derechos-autor';
import { COMPANY_BILLING, missingBilling } from '@shop/flow-kit/billing.testkit';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  applicantType: 'empresa' as const,
  name: 'Editorial Turia, S.L.',
  email: 'derechos@example.es',
  phone: '961234567',
  workTitle: 'Cuentos del Cabanyal',
  workDescription: 'Recopilación de relatos breves ambientados en Valencia.',
  workType: ['Obra Literaria'],
  acceptPrivacy: true,
  acceptTerms: true,
  facturacion: COMPANY_BILLING,
};

describe('derechos-autor', () => {
  it('costs 450,00 € (spec-2 §9) and follows the catalogue', () => {
    expect(formatEur(flow.price(valid, prices).totalCents)).toBe('450,00 €');
    expect(flow.price(valid, withFallback(flow.catalogue, { base: 47500 })).totalCents).toBe(47500);
  });

  it('gives the spec-2 §5 messages', () => {
    expect(flow.validateStep('form', { ...flow.initialData(), applicantType: 'persona' })).toEqual({
      name: 'El nombre es obligatorio',
      lastName: 'Los apellidos son obligatorios',
      email: 'El email es obligatorio',
      phone: 'El teléfono es obligatorio',
      workTitle: 'El título de la obra es obligatorio',
      workDescription: 'La descripción de la obra es obligatoria',
      workType: 'Debes seleccionar al menos un tipo de obra.',
      // 450 € is over 400 €: a complete invoice (DECISIONS §12).
      ...missingBilling('persona', { nameGiven: false }),
      acceptPrivacy: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
      acceptTerms: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
    });
  });

  it('accepts only the eight work types', () => {
    expect(validateOrder(flow, { ...valid, workType: ['Escultura', 'Software'] }).ok).toBe(true);
    expect(validateOrder(flow, { ...valid, workType: ['Pintura rupestre'] }).ok).toBe(false);
  });

  it('maps to the envelope with its product label and adicional', () => {
    const envelope = buildEnvelope(flow.id, valid, flow.price(valid, prices), flow.envelope(valid, flow.price(valid, prices)));
    expect(envelope).toMatchObject({
      flow: 'derechos-autor',
      producto: 'Registro de Derechos de Autor',
      brandName: 'Cuentos del Cabanyal',
      modulo: 'rtm',
      total: 450,
      subtotal: 450,
      selectedCountry: { code: 'ES', dialCode: '+34' },
      adicional: { workTitle: 'Cuentos del Cabanyal', workType: ['Obra Literaria'] },
    });
  });

  describe('machine: form → summary → payment', () => {
    itWalksEveryPath(flow, { valid, blank: flow.initialData() });
    it('reaches the payment state after a confirmed checkout', () => {
      const done = { type: 'xstate.done.actor.saveOrder', output: { referencia: 'R', total: { centimos: 45000, texto: '450,00 €' }, estado: 'draft' } };
      const snapshot = replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, { type: 'PAY' }, done]);
      expect(snapshot.value).toBe('payment');
      expect(snapshot.context.referencia).toBe('R');
    });
    it("'Volver al formulario' keeps the data and clears the errors", () => {
      const snapshot = replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, { type: 'BACK' }]);
      expect(snapshot.value).toBe('form');
      expect(snapshot.context.data.workTitle).toBe('Cuentos del Cabanyal');
      expect(snapshot.context.showErrors).toBe(false);
    });
  });
});

describe('derechos-autor fixed prefix (spec-2 §2.2)', () => {
  it('keeps the country at Spain whatever is sent, and checks the phone as Spanish', () => {
    const french = { code: 'FR', name: 'Francia', dialCode: '+33' };
    const checked = validateOrder(flow, { ...valid, selectedCountry: french });
    expect(checked.ok && checked.data.selectedCountry).toEqual({ code: 'ES', name: 'España', dialCode: '+34' });
    expect(validateOrder(flow, { ...valid, selectedCountry: french, phone: '0612345678' })).toMatchObject({
      ok: false,
      issues: { phone: 'El teléfono no es válido para el país seleccionado' },
    });
  });
});
