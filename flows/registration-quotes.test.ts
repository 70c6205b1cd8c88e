import { describe, expect, it } from 'vitest';
import { buildEnvelope, describeOrder, replay } from '@shop/flow-kit';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import patentAnnuities from './pago-anualidades-patentes';
import modelAnnuities from './pago-anualidades-modelos';
import designRenewal from './renovacion-diseno';

/** The three quote screens the spec does not show (DECISIONS §9). */
const cases = [
  [patentAnnuities, 'Pago de Anualidades de Patente', 'El número de patente es obligatorio', 'El título de la invención es obligatorio'],
  [modelAnnuities, 'Pago de Anualidades de Modelo de Utilidad', 'El número del modelo de utilidad es obligatorio', 'El título es obligatorio'],
  [designRenewal, 'Renovación de Diseño Industrial', 'El número de registro del diseño es obligatorio', 'El título del diseño es obligatorio'],
] as const;

describe.each(cases)('%s', (flow, product, numberMessage, titleMessage) => {
  const valid = {
    ...flow.initialData(),
    applicantType: 'empresa' as const,
    name: 'Industrias Sueca, S.A.',
    email: 'ip@example.es',
    phone: '961234567',
    registrationNumber: 'ES2750123',
    registrationTitle: 'Bomba de agua silenciosa',
    description: 'Quedan pendientes las anualidades 4 y 5.',
    acceptPrivacy: true,
    acceptTerms: true,
  };

  it('answers its route and is always a quote at 0', () => {
    expect(flow.routes).toEqual([`/${flow.id}`]);
    expect(flow.isQuote(valid)).toBe(true);
    expect(flow.price(valid, {}).totalCents).toBe(0);
  });

  it('asks for the number, the title and the description', () => {
    expect(flow.validateStep('form', { ...valid, registrationNumber: ' ', registrationTitle: '', description: '' })).toEqual({
      registrationNumber: numberMessage,
      registrationTitle: titleMessage,
      description: 'La descripción es obligatoria',
    });
  });

  it('sends its product label and its own fields', () => {
    const quote = flow.price(valid, {});
    expect(buildEnvelope(flow.id, valid, quote, flow.envelope(valid, quote))).toMatchObject({
      producto: product,
      brandName: 'Bomba de agua silenciosa',
      description: 'Quedan pendientes las anualidades 4 y 5.',
      total: 0,
      adicional: { registrationNumber: 'ES2750123', registrationTitle: 'Bomba de agua silenciosa' },
    });
  });

  it('reads in its own labels for the office mail', () => {
    const rows = describeOrder(flow, valid);
    expect(rows).toContainEqual({ label: 'Razón Social', value: 'Industrias Sueca, S.A.' });
    expect(rows).toContainEqual({ label: 'Teléfono', value: '+34 961234567' });
    expect(rows.map((row) => row.value)).toContain('ES2750123');
    expect(rows.map((row) => row.label)).not.toContain('Apellidos');
  });

  itWalksEveryPath(flow, { valid, blank: flow.initialData() });
  it('ends on the confirmation', () => {
    const done = { type: 'xstate.done.actor.saveOrder', output: { referencia: 'R', total: { centimos: 0, texto: '0,00 €' }, estado: 'quote_requested' } };
    expect(replay(flow.machine, { data: valid }, [{ type: 'NEXT' }, done]).value).toBe('sent');
  });
});

it('design renovation carries the country selector; annuities fix Spain (spec-2 §3.1, §2.2)', () => {
  expect(designRenewal.fields.phone.fixedCountry).toBeFalsy();
  expect(patentAnnuities.fields.phone.fixedCountry).toBe(true);
  expect(modelAnnuities.fields.phone.fixedCountry).toBe(true);
});
