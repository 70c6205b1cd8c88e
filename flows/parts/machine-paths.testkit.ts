import { expect, it } from 'vitest';
import { replay, simplePaths, stepOf, type AnyFlow } from '@shop/flow-kit';

/**
 * For each scenario of the visitor's data, every simple path through the flow's machine (generated
 * from the machine itself) is replayed on a live actor, which must reach the path's state and step.
 */
export function itWalksEveryPath(flow: AnyFlow, scenarios: Record<string, Record<string, unknown>>) {
  for (const [name, data] of Object.entries(scenarios)) {
    const input = { data };
    const paths = simplePaths(flow.machine, input);
    it(`${name}: has paths to walk`, () => expect(paths.length).toBeGreaterThan(0));
    it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(`${name}: %s`, (_label, path) => {
      const reached = replay(flow.machine, input, path.steps.map((step) => step.event));
      expect(reached.value).toEqual(path.state.value);
      expect(stepOf(reached)).toBe(stepOf(path.state as never));
    });
  }
}
