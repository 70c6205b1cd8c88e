import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { formatEur } from '@shop/money';
import { itWalksEveryPath } from './parts/machine-paths.testkit';
import { APPLICANT_MESSAGES, company, envelopeOf, seedPrices } from './parts/service.testkit';
import flow from './cambio-titular';

const valid = {
  ...flow.initialData(),
  ...company,
  changeType: 'patente' as const,
  expedientNumber: 'P201930123',
  expedientName: 'Horchatera automática',
  currentOwnerType: 'persona' as const,
  currentOwnerName: 'Ana',
  currentOwnerLastName: 'Pérez López',
  currentOwnerEmail: 'ana@example.es',
  currentOwnerPhone: '612345678',
  newOwnerType: 'empresa' as const,
  newOwnerName: 'Horchatería Clara, S.L.',
  newOwnerLastName: 'ignored for a company',
  newOwnerEmail: 'pedidos@example.es',
  newOwnerPhone: '961234567',
};

describe('cambio-titular', () => {
  it.each(['marca', 'patente', 'diseno_industrial', 'modelo_utilidad'] as const)('%s costs 145,00 € (spec-2 §9) and follows the catalogue', (changeType) => {
    expect(formatEur(flow.price({ ...valid, changeType }, seedPrices(flow)).totalCents)).toBe('145,00 €');
    expect(flow.price({ ...valid, changeType }, seedPrices(flow, { base: 16000 })).totalCents).toBe(16000);
  });

  it('gives the messages of spec-2 §5 for both owner blocks', () => {
    expect(flow.validateStep('form', flow.initialData())).toEqual({
      ...APPLICANT_MESSAGES,
      expedientNumber: 'El número de expediente es obligatorio',
      expedientName: 'El nombre del expediente es obligatorio',
      currentOwnerName: 'Este campo es obligatorio',
      currentOwnerLastName: 'Los apellidos son obligatorios',
      currentOwnerEmail: 'El email es obligatorio',
      currentOwnerPhone: 'El teléfono es obligatorio',
      newOwnerName: 'Este campo es obligatorio',
      newOwnerLastName: 'Los apellidos son obligatorios',
      newOwnerEmail: 'El email es obligatorio',
      newOwnerPhone: 'El teléfono es obligatorio',
    });
  });

  it('asks surnames of individuals only, and checks owner e-mail and phone formats', () => {
    const issues = flow.validateStep('form', { ...valid, newOwnerLastName: '', currentOwnerEmail: 'ana@', currentOwnerPhone: '12' });
    expect(issues).toEqual({ currentOwnerEmail: 'El formato del email no es válido', currentOwnerPhone: 'El teléfono no es válido para el país seleccionado' });
  });

  it.each([
    ['marca', 'Cambio de Titular - Marca'],
    ['patente', 'Cambio de Titular - Patente'],
    ['diseno_industrial', 'Cambio de Titular - Diseño Industrial'],
    ['modelo_utilidad', 'Cambio de Titular - Modelo de Utilidad'],
  ] as const)('%s: product %s', (changeType, producto) => expect(envelopeOf(flow, { ...valid, changeType }).producto).toBe(producto));

  it('maps the envelope of spec-2 §3.2: flat owner fields, adicional with both owners, description and brand name from the file', () => {
    const envelope = envelopeOf(flow, valid);
    expect(envelope).toMatchObject({
      description: 'Cambio de titular - Horchatera automática',
      brandName: 'Horchatera automática',
      currentOwnerType: 'persona',
      currentOwnerName: 'Ana',
      currentOwnerLastName: 'Pérez López',
      newOwnerType: 'empresa',
      newOwnerPhone: '961234567',
      total: 145,
    });
    expect(envelope.adicional).toEqual({
      changeType: 'patente',
      expedientNumber: 'P201930123',
      expedientName: 'Horchatera automática',
      currentOwner: { type: 'persona', name: 'Ana', lastName: 'Pérez López', email: 'ana@example.es', phone: '612345678' },
      newOwner: { type: 'empresa', name: 'Horchatería Clara, S.L.', lastName: '', email: 'pedidos@example.es', phone: '961234567' },
    });
    expect(validateOrder(flow, dataFromEnvelope(JSON.parse(JSON.stringify(envelope))))).toMatchObject({
      ok: true,
      data: { currentOwnerName: 'Ana', newOwnerType: 'empresa' },
    });
  });

  it('reads the owners from the objects in adicional alone, as spec-2 §3.2 lists them', () => {
    const envelope = JSON.parse(JSON.stringify(envelopeOf(flow, valid))) as Record<string, unknown>;
    for (const key of Object.keys(envelope)) if (/^(current|new)Owner/.test(key)) delete envelope[key];
    expect(validateOrder(flow, dataFromEnvelope(envelope))).toMatchObject({
      ok: true,
      data: {
        currentOwnerName: 'Ana',
        currentOwnerLastName: 'Pérez López',
        newOwnerType: 'empresa',
        newOwnerEmail: 'pedidos@example.es',
        newOwnerLastName: '',
      },
    });
  });

  it("summarises the change, the file as 'number - name' and both owners", () => {
    const rows = flow.steps[1]!.summary!(valid, flow.price(valid, seedPrices(flow))).rows;
    expect(rows).toContainEqual({ label: 'Tipo de cambio', value: 'Patente' });
    expect(rows).toContainEqual({ label: 'Expediente', value: 'P201930123 - Horchatera automática' });
    expect(rows).toContainEqual({ label: 'Titular actual', value: 'Ana Pérez López (Persona Física) · ana@example.es · +34 612345678' });
    expect(rows).toContainEqual({ label: 'Nuevo titular', value: 'Horchatería Clara, S.L. (Empresa) · pedidos@example.es · +34 961234567' });
  });

  describe('machine', () => itWalksEveryPath(flow, { valid, blank: flow.initialData() }));
});
