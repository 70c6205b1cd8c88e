import { expect, it } from 'vitest';
import { simplePaths, type AnyFlow } from '@shop/flow-kit';
import { forgettingReference, machineViolations, withoutValidation } from './machine-properties.testkit';

/**
 * For each scenario of the visitor's data, the properties of machine-properties.testkit.ts must hold
 * on every simple path through the flow's machine (generated from the machine itself). Each
 * property is shown to catch a broken machine: without validation (with the blank form), and
 * forgetting the reference. Replaying a path on the machine it came from is not a test (it fails
 * only if XState disagrees with itself); the real wizard walks one path of each machine shape in
 * e2e/wizard-paths.spec.ts.
 */
export function itWalksEveryPath(flow: AnyFlow, scenarios: Record<string, Record<string, unknown>>) {
  for (const [name, data] of Object.entries(scenarios)) {
    it(`${name}: has paths to walk`, () => expect(simplePaths(flow.machine, { data }).length).toBeGreaterThan(0));
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
