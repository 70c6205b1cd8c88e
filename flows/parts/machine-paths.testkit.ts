import { expect, it } from 'vitest';
import { replay, simplePaths, stepOf, type AnyFlow } from '@shop/flow-kit';
import { forgettingReference, machineViolations, withoutValidation } from './machine-properties.testkit';

/**
 * For each scenario of the visitor's data, every simple path through the flow's machine (generated
 * from the machine itself) is replayed on a live actor and must reach its state and step; then the
 * properties of machine-properties.testkit.ts must hold on every path. Each property is shown to
 * catch a broken machine: without validation (with the blank form), and forgetting the reference.
 */
export function itWalksEveryPath(flow: AnyFlow, scenarios: Record<string, Record<string, unknown>>) {
  for (const [name, data] of Object.entries(scenarios)) {
    const input = { data };
    const paths = simplePaths(flow.machine, input);
    it(`${name}: has paths to walk`, () => expect(paths.length).toBeGreaterThan(0));
    it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(`${name}: %s`, (_label, path) => {
      const reached = replay(
        flow.machine,
        input,
        path.steps.map((step) => step.event),
      );
      expect(reached.value).toEqual(path.state.value);
      expect(stepOf(reached)).toBe(stepOf(path.state as never));
    });
    it(`${name}: every path keeps the flow's promises`, () => expect(machineViolations(flow, flow.machine, data)).toEqual([]));
  }

  it('the properties catch a machine that skips validation', () => {
    expect(machineViolations(flow, withoutValidation(flow.machine), flow.initialData()).some((violation) => /does not validate/.test(violation))).toBe(true);
  });

  // Valid on every form step (the billing block sits on the last one, DECISIONS §12): a path can reach the payment.
  const formSteps = flow.steps.filter((step) => (step.kind ?? 'form') === 'form');
  const payable = Object.values(scenarios).find(
    (data) => !flow.isQuote(data as never) && formSteps.every((step) => Object.keys(flow.validateStep(step.id, data)).length === 0),
  );
  if (payable) {
    it('the properties catch a machine that forgets the reference', () => {
      expect(machineViolations(flow, forgettingReference(flow.machine), payable).some((violation) => /without a reference/.test(violation))).toBe(true);
    });
  }
}
