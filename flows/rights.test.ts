import { describe, expect, it } from 'vitest';
import { rightOf } from '@shop/flow-kit';
import { isRightKind, type RightDeclaration } from '@shop/deadlines';
import { flowRegistry } from './index';

/**
 * DECISIONS §13: an order creates or renews a right as its flow declares. Every flow of the registry
 * is in one of these two tables, so a flow added later is placed here on purpose: one that files a
 * right with its declaration per choice, or one that files none with the reason.
 */
const FILES_A_RIGHT: Record<string, { data: Record<string, unknown>; right: RightDeclaration | undefined }[]> = {
  'marca-nacional': [{ data: {}, right: { kind: 'marca-es', action: 'registers' } }],
  'nombre-comercial': [{ data: {}, right: { kind: 'nombre-comercial', action: 'registers' } }],
  'marca-europea': [{ data: {}, right: { kind: 'marca-ue', action: 'registers' } }],
  'renovacion-marca': [
    { data: { selectedMarkType: 'nacional' }, right: { kind: 'marca-es', action: 'renews' } },
    { data: { selectedMarkType: 'comercial' }, right: { kind: 'nombre-comercial', action: 'renews' } },
    { data: { selectedMarkType: 'europea' }, right: { kind: 'marca-ue', action: 'renews' } },
  ],
  'diseno-industrial': [
    { data: { designTypes: ['espana'] }, right: { kind: 'diseno-es', action: 'registers' } },
    { data: { designTypes: ['espana', 'europeo', 'otros'] }, right: { kind: 'diseno-es', action: 'registers' } },
    // A Community design or a foreign one: not a right of Ley 20/2003.
    { data: { designTypes: ['europeo'] }, right: undefined },
  ],
  patentes: [
    { data: { patentType: 'española' }, right: { kind: 'patente-es', action: 'registers' } },
    { data: { patentType: 'europea' }, right: undefined },
    { data: { patentType: 'otros' }, right: undefined },
  ],
  'modelo-utilidad': [
    { data: { modeloType: 'español' }, right: { kind: 'modelo-utilidad-es', action: 'registers' } },
    { data: { modeloType: 'otros' }, right: undefined },
  ],
};

const FILES_NONE: Record<string, string> = {
  'marca-internacional': 'a quote request for marks in other countries, outside the rules the engine knows',
  'derechos-autor': 'copyright is registered, not granted for a term: nothing to renew',
  'pago-anualidades-patentes': 'a quote request to pay an existing patent’s annuities, of any country',
  'pago-anualidades-modelos': 'a quote request to pay an existing utility model’s annuities, of any country',
  'renovacion-diseno': 'a quote request to renew an existing design, of any country',
  'recuperacion-dominios': 'a domain name claim',
  'informe-previo': 'a report',
  'solicitud-titulo': 'a certificate of an existing right',
  'vigilancia-marcas': 'a watch service',
  'contestacion-suspensos': 'an answer within another order’s procedure',
  'presentacion-oposiciones': 'an opposition against someone else’s right',
  'recurso-alzada': 'an appeal within another procedure',
  'cambio-titular': 'a transfer of an existing right',
  'diseno-logos': 'a logo design',
};

describe('the right each flow files (DECISIONS §13)', () => {
  it('places every flow of the registry in one table or the other', () => {
    const placed = [...Object.keys(FILES_A_RIGHT), ...Object.keys(FILES_NONE)].sort();
    expect(placed).toEqual(flowRegistry.map((entry) => entry.id).sort());
  });

  it.each(Object.entries(FILES_A_RIGHT))('%s declares the right it files, for each choice', async (id, cases) => {
    const flow = await flowRegistry.find((entry) => entry.id === id)!.load();
    for (const { data, right } of cases) {
      const declared = rightOf(flow, { ...flow.initialData(), ...data });
      expect(declared, JSON.stringify(data)).toEqual(right);
      if (declared) expect(isRightKind(declared.kind)).toBe(true);
    }
  });

  it.each(Object.keys(FILES_NONE))('%s declares no right', async (id) => {
    const flow = await flowRegistry.find((entry) => entry.id === id)!.load();
    expect(rightOf(flow, flow.initialData())).toBeUndefined();
  });
});
