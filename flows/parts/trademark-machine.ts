import { flowMachineBasics, paymentState, savingState, type FlowSetup } from '@shop/flow-kit';
import { not } from 'xstate';
import type { TrademarkData } from './trademark';

/**
 * The wizard's machine (spec-1 §4). Saves are drafts on the way and the checkout before paying;
 * a failed save comes back to the step with a message and the data intact (DECISIONS §5).
 */
export function trademarkWizardMachine<D extends TrademarkData>(setup: FlowSetup<D>, id: string) {
  return setup
    .extend({
      guards: {
        agentAdvisesClass: ({ context }) => context.data.wantAgent,
        agentChoosesClasses: ({ context }) => context.data.wantClassAgent,
      },
    })
    .createMachine({
      id,
      initial: 'form',
      ...flowMachineBasics,
      states: {
        form: {
          on: {
            NEXT: [
              { guard: not({ type: 'stepIsValid', params: { step: 'form' } }), actions: 'showErrors' },
              // spec-1 §4: with the agent advising on classes, save the draft and go straight to plans.
              { guard: 'agentAdvisesClass', target: 'savingFromForm', actions: 'hideErrors' },
              { target: 'classification', actions: 'hideErrors' },
            ],
          },
        },
        savingFromForm: savingState('form', 'draft', 'plans', 'form'),
        classification: {
          on: {
            BACK: { target: 'form', actions: 'hideErrors' },
            NEXT: [
              { guard: not({ type: 'stepIsValid', params: { step: 'classification' } }), actions: 'showErrors' },
              { guard: 'agentChoosesClasses', target: 'savingFromClassification', actions: 'hideErrors' },
              { target: 'trademarkType', actions: 'hideErrors' },
            ],
          },
        },
        savingFromClassification: savingState('classification', 'draft', 'plans', 'classification'),
        trademarkType: {
          on: {
            BACK: { target: 'classification', actions: 'hideErrors' },
            NEXT: [
              { guard: not({ type: 'stepIsValid', params: { step: 'trademarkType' } }), actions: 'showErrors' },
              { target: 'savingFromType', actions: 'hideErrors' },
            ],
          },
        },
        savingFromType: savingState('trademarkType', 'draft', 'plans', 'trademarkType'),
        plans: {
          on: {
            // spec-1 §4: Back returns to the last step the visitor actually saw.
            BACK: [
              { guard: 'agentAdvisesClass', target: 'form', actions: 'hideErrors' },
              { guard: 'agentChoosesClasses', target: 'classification', actions: 'hideErrors' },
              { target: 'trademarkType', actions: 'hideErrors' },
            ],
            // DECISIONS §12: the plans step holds the billing block, checked before anything is paid.
            PAY: [
              { guard: not({ type: 'stepIsValid', params: { step: 'plans' } }), actions: 'showErrors' },
              { target: 'checkingOut', actions: ['hideErrors', 'dismissFailure'] },
            ],
          },
        },
        checkingOut: savingState('plans', 'checkout', 'payment', 'plans'),
        payment: paymentState('plans'),
      },
    });
}
