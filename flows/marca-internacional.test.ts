import { describe, expect, it } from 'vitest';
import { buildEnvelope, replay } from '@shop/flow-kit';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { countryByCode } from '@shop/ip-content';
import flow from './marca-internacional';

const valid = {
  ...flow.initialData(),
  name: 'Jordi',
  lastName: 'Puig',
  email: 'jordi@example.es',
  phone: '612345678',
  brandName: 'Ceràmica Blava',
  selectedCountries: [countryByCode('MX')!, countryByCode('US')!],
  acceptPrivacy: true,
  acceptTerms: true,
};

describe('marca-internacional', () => {
  it('asks for at least one country (spec-1 §5)', () => {
    expect(flow.validateStep('form', { ...valid, selectedCountries: [] })).toEqual({
      selectedCountries: 'Debes seleccionar al menos un país para continuar.',
    });
  });
  it('is a quote: zero totals and the countries in the envelope', () => {
    const quote = flow.price(valid, {});
    expect(quote.totalCents).toBe(0);
    const envelope = buildEnvelope(flow.id, valid, quote, flow.envelope(valid, quote));
    expect(envelope).toMatchObject({ producto: 'Marca Internacional', subtotal: 0, total: 0, modulo: 'rtm' });
    expect(envelope.selectedCountries?.map((country) => country.code)).toEqual(['MX', 'US']);
    // spec-1 §3: the countries stand in place of the class, type and plan fields.
    for (const field of ['selectedClasses', 'selectedTrademarkType', 'selectedPlan']) expect(envelope).not.toHaveProperty(field);
  });
  itWalksEveryPath(flow, { valid, blank: flow.initialData() });
  it('ends on the confirmation once the quote request is stored', () => {
    const done = { type: 'xstate.done.actor.saveOrder', output: { referencia: 'R', total: { centimos: 0, texto: '0,00 €' }, estado: 'quote_requested' } };
    const snapshot = replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, done]);
    expect(snapshot.value).toBe('sent');
    expect(snapshot.status).toBe('done');
  });
});
