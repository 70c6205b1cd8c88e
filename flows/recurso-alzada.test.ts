import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import flow from './recurso-alzada';

const valid = { ...flow.initialData(), ...company, brandName: 'Horchata Clara', brandDescription: 'Denegada por parecido con otra marca.' };

describe('recurso-alzada', () => {
  it.each([
    ['presentacion_espana', '339,00 €', 'Presentación Recurso de Alzada España (339 €)'],
    ['contestacion_espana', '544,00 €', 'Contestación Recurso de Alzada España (544 €)'],
    ['presentacion_europa', '1130,00 €', 'Presentación Recurso de Alzada Europa (1130 €)'],
    ['contestacion_europa', '620,00 €', 'Contestación Recurso de Alzada Europa (620 €)'],
  ] as const)('%s: %s, product %s (spec-2 §9, DECISIONS §9)', (serviceType, total, producto) => {
    const data = { ...valid, serviceType };
    expect(formatEur(flow.price(data, seedPrices(flow)).totalCents)).toBe(total);
    const envelope = envelopeOf(flow, data);
    expect(envelope).toMatchObject({ producto, brandName: 'Horchata Clara', description: valid.brandDescription });
    expect(envelope.adicional).toEqual({ serviceType });
    expect(validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope))))).toMatchObject({ ok: true, data: { serviceType } });
  });

  it('takes each price and the product label figure from the catalogue; the options carry catalogue keys, not figures', () => {
    const data = { ...valid, serviceType: 'contestacion_europa' as const };
    const prices = seedPrices(flow, { contestacion_europa: 65050 });
    expect(flow.price(data, prices).totalCents).toBe(65050);
    expect(envelopeOf(flow, data, prices).producto).toBe('Contestación Recurso de Alzada Europa (650,50 €)');
    expect(flow.fields.serviceType.options!.map((option) => option.priceKey)).toEqual([
      'presentacion_espana',
      'contestacion_espana',
      'presentacion_europa',
      'contestacion_europa',
    ]);
    expect(flow.fields.serviceType.options!.map((option) => option.label).join()).not.toMatch(/\d/);
  });

  it('gives the messages of spec-2 §5', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      brandName: 'El nombre de la marca es obligatorio',
      brandDescription: 'La descripción de la marca es obligatoria',
    });
  });

  it("summarises applicant, e-mail, phone, service, brand, documents and total with spec-2 §2.15's lists; ends with 'Servicio Completado'", () => {
    const summary = flow.steps[1]!.summary!(valid, flow.price(valid, seedPrices(flow)));
    expect(summary.rows.map((row) => row.label)).toEqual(['Solicitante', 'Email', 'Teléfono', 'Servicio', 'Marca', 'Número de documentos', 'Total']);
    expect(summary.rows).toContainEqual({ label: 'Teléfono', value: '+34 961234567' });
    expect(summary.included).toEqual([
      'Presentación del recurso',
      'Redacción de los argumentos jurídicos',
      'Seguimiento del procedimiento',
      'Comunicación de la resolución final',
    ]);
    expect(summary.notIncluded).toEqual(['Tasas oficiales adicionales', 'Garantía de éxito']);
    expect(flow.progress.at(-1)).toBe('Servicio Completado');
  });

  describe('machine', () => itWalksEveryPath(flow, { valid, europe: { ...valid, serviceType: 'presentacion_europa' }, blank: flow.initialData() }));
});
