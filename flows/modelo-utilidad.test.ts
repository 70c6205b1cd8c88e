import { describe, expect, it } from 'vitest';
import { actionLabelOf, buildEnvelope, replay } from '@shop/flow-kit';
import { countryByCode } from '@shop/ip-content';
import { formatEur, withFallback } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import flow from './modelo-utilidad';
import { PERSON_BILLING, missingBilling } from '@shop/flow-kit/billing.testkit';

const prices = withFallback(flow.catalogue, undefined);
const valid = {
  ...flow.initialData(),
  name: 'Vicent',
  lastName: 'Soler Peris',
  email: 'vicent@example.es',
  phone: '612345678',
  modeloTitle: 'Pinza de tender con muelle oculto',
  modeloDescription: 'Pinza de una pieza con el muelle dentro del cuerpo.',
  acceptPrivacy: true,
  acceptTerms: true,
  facturacion: PERSON_BILLING,
};
const otros = { ...valid, modeloType: 'otros' as const, selectedCountries: [countryByCode('MX')!] };
const summary = flow.steps.find((step) => step.id === 'summary')!;

describe('modelo-utilidad', () => {
  it('costs 1990,00 € for the Spanish type, PYME or not, and 0 for otros (spec-2 §9, DECISIONS §9)', () => {
    expect(formatEur(flow.price(valid, prices).totalCents)).toBe('1990,00 €');
    expect(formatEur(flow.price({ ...valid, isPyme: true }, prices).totalCents)).toBe('1990,00 €');
    expect(flow.price(otros, prices).totalCents).toBe(0);
    expect(flow.price(valid, withFallback(flow.catalogue, { espanol: 210000 })).totalCents).toBe(210000);
  });

  it('gives the spec-2 §5 messages', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      name: 'El nombre es obligatorio',
      lastName: 'Los apellidos son obligatorios',
      email: 'El email es obligatorio',
      phone: 'El teléfono es obligatorio',
      modeloTitle: 'El título es obligatorio',
      modeloDescription: 'La descripción es obligatoria',
      // 1990 € is over 400 €: a complete invoice (DECISIONS §12).
      ...missingBilling('persona', { nameGiven: false }),
      acceptPrivacy: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
      acceptTerms: 'Debes aceptar la política de privacidad y las condiciones generales para continuar.',
    });
    expect(flow.validateStep('form', { ...otros, selectedCountries: [] })).toEqual({ selectedCountries: 'Debes seleccionar al menos un país para continuar.' });
  });

  it('records the PYME box and shows it on the summary (DECISIONS §9)', () => {
    const data = { ...valid, isPyme: true };
    const quote = flow.price(data, prices);
    expect(buildEnvelope(flow.id, data, quote, flow.envelope(data, quote))).toMatchObject({
      producto: 'Registro de Modelo de Utilidad Español',
      brandName: data.modeloTitle,
      description: data.modeloDescription,
      total: 1990,
      adicional: { modeloType: 'español', modeloTitle: data.modeloTitle, modeloDescription: data.modeloDescription, isPyme: true },
    });
    expect(summary.summary!(data, quote).rows).toContainEqual({ label: 'PYME/autónomo', value: 'Sí' });
    expect(flow.fields.isPyme.visibleWhen!(otros)).toBe(false);
  });

  it('makes otros a quote request with its countries and the international label', () => {
    expect(flow.isQuote(otros)).toBe(true);
    expect(flow.envelope(otros, flow.price(otros, prices))).toMatchObject({
      producto: 'Registro de Modelo de Utilidad Internacional',
      selectedCountries: [{ code: 'MX' }],
      adicional: { isPyme: false },
    });
    expect(actionLabelOf(summary, otros, 'quote')).toBe('Enviando solicitud...');
    expect(actionLabelOf(summary, valid, 'checkout')).toBe('Procesando...');
  });

  describe('machine', () => {
    itWalksEveryPath(flow, { valid, blank: flow.initialData(), otros });
    it('otros ends on the confirmation, never at payment', () => {
      const done = { type: 'xstate.done.actor.saveOrder', output: { referencia: 'R', total: { centimos: 0, texto: '0,00 €' }, estado: 'quote_requested' } };
      expect(replay(flow.machine, { data: otros }, [{ type: 'NEXT' }, { type: 'PAY' }, done]).value).toBe('sent');
    });
  });
});
