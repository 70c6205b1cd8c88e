import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ERROR_BANNER } from '@shop/flow-kit';
import { loadAllFlows } from '@shop/flows';
import { BLANKS, requiredFieldCases, withBlank } from '@shop/flows/parts/valid-orders.testkit';
import { useTestApp } from '../testing/test-app';
import { orderForm } from '../testing/forms';
import { orders } from '../db/schema';

/**
 * spec-1 §5, spec-2 §5, DECISIONS §9 through `POST /api/guardar_marca`: every required field of
 * every flow in the registry, sent blank in any form (missing, '', spaces only, null; top-level or
 * inside `adicional`), is refused with 400 and the spec's own message under its name in `fields`,
 * never 'Valor no válido', and nothing is stored. A flow added to the registry is walked without a
 * line here. One app on PGlite in memory: the refusals happen before any write.
 */
const flows = await loadAllFlows();

describe('each required field left blank, through the API', () => {
  const context = useTestApp({ inMemory: true, orderRateLimit: 0 });
  const save = (data: unknown) => context.app.inject({ method: 'POST', url: '/api/guardar_marca', payload: orderForm(data) });
  const orderCount = async () => (await context.services.db.select({ n: count() }).from(orders))[0]!.n;

  describe.each(flows.map((flow) => [flow.id, flow] as const))('%s', (_id, flow) => {
    const { cases, unreachable } = requiredFieldCases(flow);

    it('has a valid order showing every required field, and the API takes it', async () => {
      expect(unreachable).toEqual([]);
      for (const order of new Set(cases.map((entry) => entry.order))) {
        const response = await save({ flow: flow.id, ...order });
        expect(response.statusCode, response.body).toBe(201);
      }
    });

    it.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (name, { message, order }) => {
      const sent: [string, Record<string, unknown>][] = BLANKS.flatMap(([how, blank]) => [
        [`${how}, top-level`, { flow: flow.id, ...withBlank(order, name, blank) }] as [string, Record<string, unknown>],
        // The server reads the flow's own fields from `adicional` over the top-level ones (DECISIONS §9).
        ...(blank === undefined
          ? []
          : [[`${how}, in adicional`, { flow: flow.id, ...order, adicional: { [name]: blank } }] as [string, Record<string, unknown>]]),
      ]);
      const before = await orderCount();
      // One after another, as one client's saves go: the API limits a client's uploads in flight.
      for (const [how, data] of sent) {
        const response = await save(data);
        expect(response.statusCode, `${how}: ${response.body}`).toBe(400);
        expect(response.json(), how).toMatchObject({ error: ERROR_BANNER, fields: { [name]: message } });
        expect(response.json().fields, how).toEqual({ [name]: message });
      }
      expect(await orderCount()).toBe(before);
    });
  });
});
