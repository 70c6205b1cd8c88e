import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { simplePaths, stepOf, type AnyFlow, type SaveResult } from '@shop/flow-kit';

/**
 * Properties that must hold on every simple path through a flow's machine (generated from the
 * machine itself), whatever the visitor's data. Replaying a path on the machine it came from
 * proves little; these check what the visitor and the consultancy rely on:
 * - the payment page is reached only when every form step validates and a reference exists;
 * - a quote request never reaches the payment page, a payable order never ends as a quote;
 * - every state the wizard can show names a declared step;
 * - no event loses what the visitor typed (Back included);
 * - the error display is off whenever a new step opens.
 */
type Snapshot = ReturnType<ReturnType<typeof createActor<AnyStateMachine>>['getSnapshot']>;

const isAt = (snapshot: Snapshot, state: string) => snapshot.matches(state as never);

export function machineViolations(flow: AnyFlow, machine: AnyStateMachine, data: Record<string, unknown>): string[] {
  const violations = new Set<string>();
  const input = { data };
  const formSteps = flow.steps.filter((step) => (step.kind ?? 'form') === 'form').map((step) => step.id);
  const declared = new Set(flow.steps.map((step) => step.id));
  const invalidSteps = formSteps.filter((step) => Object.keys(flow.validateStep(step, data)).length > 0);
  const quote = flow.isQuote(data);
  const before = JSON.stringify(data);

  for (const path of simplePaths(machine, input)) {
    const actor = createActor(machine.provide({ actors: { saveOrder: fromPromise(() => new Promise<SaveResult>(() => {})) } }), { input }).start();
    let previousStep = stepOf(actor.getSnapshot());
    const label = path.steps.map((step) => step.event.type).join(' → ');
    for (const { event } of path.steps) {
      if (event.type === 'xstate.init') continue;
      actor.send(event as never);
      const snapshot = actor.getSnapshot();
      const step = stepOf(snapshot);
      if (!declared.has(step)) violations.add(`${label}: the state shows step '${step}', which the flow does not declare`);
      if (JSON.stringify(snapshot.context.data) !== before) violations.add(`${label}: ${event.type} changed the visitor's data`);
      if (step !== previousStep && snapshot.context.showErrors) violations.add(`${label}: step '${step}' opened with the error display on`);
      if (isAt(snapshot, 'payment')) {
        if (invalidSteps.length > 0) violations.add(`${label}: reached payment although ${invalidSteps.join(', ')} does not validate`);
        if (!snapshot.context.referencia) violations.add(`${label}: reached payment without a reference`);
        if (quote) violations.add(`${label}: a quote request reached payment`);
      }
      if (snapshot.status === 'done' && !isAt(snapshot, 'payment')) {
        if (!quote) violations.add(`${label}: a payable order ended as a quote request`);
        if (invalidSteps.length > 0) violations.add(`${label}: sent a quote request although ${invalidSteps.join(', ')} does not validate`);
      }
      previousStep = step;
    }
    actor.stop();
  }
  return [...violations];
}

/** The same machine with its validity guard broken: every step passes, whatever the data. */
export const withoutValidation = (machine: AnyStateMachine) => machine.provide({ guards: { stepIsValid: () => true } });

/** The same machine forgetting the reference a save returns. */
export const forgettingReference = (machine: AnyStateMachine) => machine.provide({ actions: { rememberSaved: () => {} } });
