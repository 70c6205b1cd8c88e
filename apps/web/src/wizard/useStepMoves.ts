import { waitFor, type AnyActorRef } from 'xstate';
import { BUSY, checkWaitsForNumberingPlans, issuePathsInOrder, loadNumberingPlans, stepOf, type AnyFlow, type AnyStep } from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import { useStepHistory } from './useStepHistory';

interface StepMovesOptions {
  flow: AnyFlow;
  step: AnyStep;
  data: Record<string, unknown>;
  prices: PriceTable;
  busy: boolean;
  actor: AnyActorRef;
  /** The submit guard's press: false for the second click of a double click. */
  press: () => boolean;
  /** A failed check: the field its first message is about. */
  showIssue: (field: string) => void;
}

/**
 * The step's moves: the main button (pay from a step that pays, else check and move on), the
 * browser's Forward (the same check), and back, by the form's 'Atrás' and the browser's Back, kept
 * in agreement by useStepHistory.ts.
 */
export function useStepMoves({ flow, step, data, prices, busy, actor, press, showIssue }: StepMovesOptions) {
  /**
   * Checks the step, then moves on or shows its messages: the main button, and the browser's Forward.
   * True once the form has left the step: a step that saves first stays on it when its save fails.
   */
  const moveOn = async (): Promise<boolean> => {
    // The phone's numbering plans load on demand; a typed phone must not be checked without them. A
    // step with nothing to wait for is checked and answered in the tap's own task (ADR 021: a tap's
    // messages painted 400-600 ms after it while the plans downloaded, on the empty first step).
    if (checkWaitsForNumberingPlans(flow.fields, step.fields ?? [], data)) {
      await loadNumberingPlans().catch(() => undefined);
      // A second submit that waited here too must not act on the step the first one opened.
      if (stepOf(actor.getSnapshot()) !== step.id) return true;
    }
    const problems = flow.validateStep(step.id, data, prices);
    const first = issuePathsInOrder(step.fields ?? [], problems)[0];
    actor.send({ type: 'NEXT' });
    if (first) showIssue(first);
    if (Object.keys(problems).length > 0) return false;
    const after = await waitFor(actor, (next) => !next.hasTag(BUSY) || next.status === 'done');
    return stepOf(after) !== step.id;
  };

  const submit = async () => {
    if (!press()) return;
    if (actor.getSnapshot().can({ type: 'PAY' })) {
      // A step that pays may have fields (the plans' billing block, DECISIONS §12): the machine stays
      // on it when they do not pass, and the first at fault takes the focus.
      const first = issuePathsInOrder(step.fields ?? [], flow.validateStep(step.id, data, prices))[0];
      actor.send({ type: 'PAY' });
      if (first) showIssue(first);
      return;
    }
    await moveOn();
  };

  const { back } = useStepHistory({
    step: step.id,
    positionOf: (id) => flow.steps.findIndex((candidate: AnyStep) => candidate.id === id),
    ended: (step.kind ?? 'form') === 'confirmation',
    busy,
    stepBack: () => {
      const before = actor.getSnapshot();
      if (!before.can({ type: 'BACK' })) return undefined;
      actor.send({ type: 'BACK' });
      const now = stepOf(actor.getSnapshot());
      return now === stepOf(before) ? undefined : now;
    },
    stepForward: moveOn,
  });
  return { submit, back };
}
