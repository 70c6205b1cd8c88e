import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pathEvents, simplePaths, stepOf, type AnyFlow } from '@shop/flow-kit';

/** One event of the walk, with the step the wizard shows after it ('payment' once it has left for the gateway). */
export interface Move {
  event: string;
  step: string;
  /** The event after this one: a save about to fail is made to fail before the click that starts it. */
  next: string | undefined;
}

export const SAVE_DONE = 'xstate.done.actor.saveOrder';
export const SAVE_FAILED = 'xstate.error.actor.saveOrder';

const atPayment = (snapshot: AnyMachineSnapshot) => snapshot.status === 'done' && snapshot.matches('payment');

/**
 * The walk a real visitor takes for one machine shape, from the paths the machine generates for
 * this data (the generator of flows/parts/machine-paths.testkit.ts): each simple path, continued
 * by the machine's shortest way from where it ends to the payment page; of those, the walk with the
 * most kinds of event (a Back, a failed save), the longest of them.
 */
export function walkToPayment(flow: AnyFlow, data: Record<string, unknown>): Move[] {
  const input = { data };
  const toPayment = (path: ReturnType<typeof simplePaths>[number]) => {
    if (atPayment(path.state as AnyMachineSnapshot)) return path.steps;
    const tail = getShortestPaths(flow.machine, {
      input,
      events: pathEvents as unknown as never[],
      fromState: path.state,
      toState: (snapshot) => atPayment(snapshot as AnyMachineSnapshot),
    })[0];
    return tail ? [...path.steps, ...tail.steps.slice(1)] : [];
  };
  const kinds = (steps: { event: { type: string } }[]) => new Set(steps.map((step) => step.event.type)).size;
  const walks = simplePaths(flow.machine, input)
    .map((path) => toPayment(path).filter((step) => step.event.type !== 'xstate.init'))
    .filter((steps) => steps.length > 0);
  const steps = walks.sort((a, b) => kinds(b) - kinds(a) || b.length - a.length)[0];
  if (!steps) throw new Error(`${flow.id}: no way to the payment page with this data`);
  return steps.map((step, index) => ({
    event: step.event.type,
    step: atPayment(step.state as AnyMachineSnapshot) ? 'payment' : stepOf(step.state as never),
    next: steps[index + 1]?.event.type,
  }));
}
