import { describe, expect, it } from 'vitest';
import { dataFromEnvelope, validateOrder } from '@shop/flow-kit';
import { loadAllFlows } from './index';
import { BLANKS, requiredFieldCases, withBlank } from './parts/valid-orders.testkit';

/**
 * spec-1 §5, spec-2 §5, DECISIONS §9: every required field of every flow in the registry, left
 * blank in any way a client can leave it (missing, '', spaces only, null; top-level, inside
 * `adicional`, or under another name the field is read by), gets the spec's own required message
 * under its name from the server's whole-order check, never zod's 'Valor no válido'. A flow added
 * to the registry is walked without a line here.
 */
const flows = await loadAllFlows();

describe.each(flows.map((flow) => [flow.id, flow] as const))('%s: each required field left blank', (_id, flow) => {
  const { cases, unreachable } = requiredFieldCases(flow);

  it('has a valid order showing every required field', () => {
    expect(unreachable).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
    for (const { order } of cases) expect(validateOrder(flow, order)).toMatchObject({ ok: true });
  });

  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', (name, { message, order }) => {
    const refused = { ok: false, issues: { [name]: message } };
    for (const [how, blank] of BLANKS) {
      expect(validateOrder(flow, withBlank(order, name, blank)), `${how}, top-level`).toEqual(refused);
      if (blank !== undefined) {
        // The server reads the flow's own fields from `adicional` over the top-level ones.
        expect(validateOrder(flow, dataFromEnvelope({ ...order, adicional: { [name]: blank } })), `${how}, in adicional`).toEqual(refused);
      }
      // A value sent under another name the field is read by (`currentOwner.name`) is blank too.
      for (const alias of flow.fields[name]!.wireAliases ?? []) {
        const [head, ...rest] = alias.split('.');
        const aliased = rest.length === 0 ? { [head!]: blank } : { [head!]: { [rest.join('.')]: blank } };
        expect(validateOrder(flow, { ...withBlank(order, name, undefined), ...aliased }), `${how}, as ${alias}`).toEqual(refused);
      }
    }
  });
});
