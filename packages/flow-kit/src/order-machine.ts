import { not } from 'xstate';
import { flowMachineBasics, paymentState, savingState, type FlowSetup } from './machine';

/** Step ids the shared machine names; a flow declares the ones it uses among its steps. */
export const FORM_STEP = 'form';
export const SUMMARY_STEP = 'summary';
export const SENT_STEP = 'sent';

export interface OrderMachineShape {
  /** A summary between the form and the save (spec-2 §4); without it the form saves directly. */
  summary?: boolean;
}

/**
 * The machine of every single-form flow (spec-2 §4): form → (summary →) payment, or, when the
 * flow's `isQuote` says so for the data, a quote request that ends on the confirmation and never
 * reaches the payment page. The error display is on after a failed Continuar, off after a valid
 * one and after 'Volver al formulario'. A failed save comes back to the step it started from.
 */
export function orderMachine<D>(setup: FlowSetup<D>, id: string, shape: OrderMachineShape = {}) {
  const lastStep = shape.summary ? SUMMARY_STEP : FORM_STEP;
  const save = [
    { guard: 'isQuoteRequest' as const, target: 'sending', actions: 'dismissFailure' as const },
    { target: 'checkingOut', actions: 'dismissFailure' as const },
  ];
  const formValid = shape.summary
    ? [{ target: SUMMARY_STEP, actions: 'hideErrors' as const }]
    : save.map((move) => ({ ...move, actions: ['hideErrors', 'dismissFailure'] as const }));
  return setup.createMachine({
    id,
    initial: FORM_STEP,
    ...flowMachineBasics,
    states: {
      [FORM_STEP]: {
        on: {
          NEXT: [{ guard: not({ type: 'stepIsValid', params: { step: FORM_STEP } }), actions: 'showErrors' as const }, ...formValid],
        },
      },
      ...(shape.summary
        ? {
            // spec-2 §2.2: 'Volver al formulario' clears the error display and keeps the data.
            [SUMMARY_STEP]: { on: { BACK: { target: FORM_STEP, actions: 'hideErrors' as const }, PAY: save } },
          }
        : {}),
      checkingOut: savingState(lastStep, 'checkout', 'payment', lastStep),
      payment: paymentState(lastStep),
      sending: savingState(lastStep, 'quote', SENT_STEP, lastStep),
      [SENT_STEP]: { type: 'final' as const },
    },
  });
}
