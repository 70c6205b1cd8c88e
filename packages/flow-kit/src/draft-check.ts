import { createActor, fromPromise, waitFor } from 'xstate';
import type { PriceTable } from '@shop/money';
import type { AnyFlow } from './flow';
import { BUSY, stepOf } from './machine';
import type { Issues } from './validation';

/**
 * Whether a visitor could have reached `step` with `data` (a draft kept on the server,
 * docs/decisions/019-drafts-kept-on-the-server.md): the flow's own machine is walked from its first
 * step, pressing Continuar with the data as it is, its saves answered at once and nothing sent
 * anywhere. A draft is partial, so the step it was left on is not judged; every step the machine
 * passes through on the way must be valid, exactly as the wizard required it. A step the flow skips
 * for this data (the agent choosing the classes) is never judged.
 * Answers nothing when the step is reached, else the step where the walk stopped and its messages.
 */
export async function stepNotReached(
  flow: AnyFlow,
  data: Record<string, unknown>,
  step: string,
  prices?: PriceTable,
): Promise<{ step: string; issues: Issues } | undefined> {
  const machine = flow.machine.provide({
    actors: {
      saveOrder: fromPromise(async () => ({ referencia: '', estado: 'draft', total: { centimos: 0, texto: '' } })),
    },
    guards: {
      stepIsValid: (_context: unknown, params: { step: string }) => Object.keys(flow.validateStep(params.step, data, prices)).length === 0,
    },
    actions: { goToPayment: () => undefined },
  });
  const actor = createActor(machine, { input: { data } });
  actor.start();
  try {
    // Each press moves one step at most: more presses than steps means the walk is going nowhere.
    for (let presses = 0; presses <= flow.steps.length; presses++) {
      const snapshot = actor.getSnapshot();
      const current = stepOf(snapshot);
      if (snapshot.status === 'done') break;
      if (current === step) return undefined;
      actor.send({ type: 'NEXT' });
      const after = await waitFor(actor, (next) => !next.hasTag(BUSY) || next.status === 'done');
      if (after.status !== 'done' && stepOf(after) === current) return { step: current, issues: flow.validateStep(current, data, prices) };
    }
    return { step: stepOf(actor.getSnapshot()), issues: {} };
  } finally {
    actor.stop();
  }
}
