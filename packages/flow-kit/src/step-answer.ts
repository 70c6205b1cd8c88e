import { createActor, fromPromise, waitFor } from 'xstate';
import type { PriceTable } from '@shop/money';
import type { AnyFlow } from './flow';
import { BUSY, stepOf, type FailureRemedy, type SaveInput, type SaveResult } from './machine';
import { loadNumberingPlans } from './contact-checks';

/** Where a step's form sent by the browser itself leads (forms before JavaScript, ADR 021). */
export interface StepAnswer {
  /** The step to show now: the next one, the same one with its messages, or the previous one. */
  step: string;
  data: Record<string, unknown>;
  /** The step's messages are shown: its form was sent with something to fix. */
  showErrors: boolean;
  /** A save that failed, in the visitor's words (DECISIONS §5). */
  failure?: string;
  failureRemedy?: FailureRemedy;
  referencia?: string;
  /** The flow left for the payment page (spec-1 §4): the server sends the browser there. */
  toPayment: boolean;
}

export interface StepMove {
  /** The step the form was sent from. */
  step: string;
  data: Record<string, unknown>;
  referencia?: string | undefined;
  /** 'Atrás' rather than the step's main button. */
  back: boolean;
  /** The catalogue the order is charged with: the billing block's rules follow its total (DECISIONS §12). */
  prices: PriceTable;
  /** The server's own save of the order, as the API's save answers it. */
  save: (input: SaveInput<Record<string, unknown>>) => Promise<SaveResult>;
}

/**
 * The flow's own machine answers the form, as it answers a press in the browser: it is restored at
 * the step the form was sent from, given the same event ('Continuar' or 'Atrás'), and left to run
 * its checks and saves (the server's save instead of the browser's) until it rests on a step or
 * leaves for the payment page. So the server takes every path the wizard takes, with no rule
 * written twice.
 */
export async function answerStep(flow: AnyFlow, move: StepMove): Promise<StepAnswer> {
  // A phone is checked against its country's numbering plan, which loads on demand.
  await loadNumberingPlans();
  let toPayment = false;
  const machine = flow.machine.provide({
    actors: { saveOrder: fromPromise(({ input }: { input: SaveInput<Record<string, unknown>> }) => move.save(input)) },
    guards: {
      stepIsValid: ({ context }: { context: { data: Record<string, unknown> } }, params: { step: string }) =>
        Object.keys(flow.validateStep(params.step, context.data, move.prices)).length === 0,
    },
    actions: {
      goToPayment: () => {
        toPayment = true;
      },
    },
  });
  const context = { data: move.data, referencia: move.referencia, showErrors: false };
  const known = move.step in (machine.states as object);
  const actor = createActor(machine, known ? { input: context, snapshot: machine.resolveState({ value: move.step, context }) } : { input: context });
  actor.start();
  try {
    // The main button of a step that pays sends PAY, as the wizard's does (useStepMoves).
    const forward = actor.getSnapshot().can({ type: 'PAY' }) ? 'PAY' : 'NEXT';
    if (known) actor.send({ type: move.back ? 'BACK' : forward });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag(BUSY) || snapshot.status === 'done');
    const { data, showErrors, failure, failureRemedy, referencia } = settled.context as {
      data: Record<string, unknown>;
      showErrors: boolean;
      failure?: string;
      failureRemedy?: FailureRemedy;
      referencia?: string;
    };
    return {
      step: stepOf(settled),
      data,
      showErrors,
      toPayment,
      ...(failure ? { failure, failureRemedy: failureRemedy ?? 'retry' } : {}),
      ...(referencia ? { referencia } : {}),
    };
  } finally {
    actor.stop();
  }
}

/**
 * A step the server answered, as its page renders it (ADR 021): the answer, the draft's secret the
 * next form sends back, and the files kept so far (the summary lists them; the form cannot resend them).
 */
export interface ServerStep extends Omit<StepAnswer, 'toPayment'> {
  borrador: string;
  /** Words for the visitor above the step that are no failure of theirs (a mailed draft's link that opens nothing). */
  notice?: string;
  files: { name: string; sizeBytes: number; type: string }[];
}
