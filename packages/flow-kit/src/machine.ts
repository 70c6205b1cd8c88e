import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { Issues } from './validation';

/** The server's figure for an order (DECISIONS §3): the browser shows it, the gateway charges it. */
export interface ServerTotal {
  centimos: number;
  texto: string;
}

export interface SaveResult {
  referencia: string;
  total: ServerTotal;
  estado: string;
  /** Set by the app: the server priced the order otherwise than the page showed (its catalogue changed meanwhile). */
  priceChanged?: boolean;
}

/** Why the app saves: a draft on the way, the checkout before paying, or a quote request. */
export type SavePurpose = 'draft' | 'checkout' | 'quote';

export interface SaveInput<D> {
  data: D;
  referencia?: string;
  purpose: SavePurpose;
}

export interface FlowContext<D> {
  data: D;
  showErrors: boolean;
  referencia?: string;
  total?: ServerTotal;
  /** A Spanish sentence telling the visitor that a call failed (DECISIONS §5). */
  failure?: string;
  /** What the visitor can do about it: send again (a lost connection), change the order first (a file the server refused), or nothing here (an order already paid). */
  failureRemedy?: FailureRemedy;
}

export type FailureRemedy = 'retry' | 'change' | 'none';

/** The remedy a save's error names (the app's save sets `remedy`); an error without one is worth another try. */
const remedyOf = (error: unknown): FailureRemedy => {
  const remedy = (error as { remedy?: unknown } | null)?.remedy;
  return remedy === 'change' || remedy === 'none' ? remedy : 'retry';
};

export type FlowEvent<D> = { type: 'EDIT'; patch: Partial<D> } | { type: 'NEXT' } | { type: 'BACK' } | { type: 'PAY' } | { type: 'DISMISS_FAILURE' };

export interface FlowInput<D> {
  data: D;
  referencia?: string;
}

/** spec-2 §8: what a failure without a message of its own is called. */
export const SAVE_FAILED = 'Error desconocido';

/** Tags on states: `busy` shows the overlay of spec-2 §2.2 and blocks input. */
export const BUSY = 'busy';

/**
 * The setup every flow machine starts from: its context and events, the named actions the wizard
 * relies on, and the side effects the app provides (`saveOrder`, `goToPayment`).
 */
export function flowSetup<D>(validate: (step: string, data: D) => Issues, isQuote: (data: D) => boolean = () => false) {
  return setup({
    types: {
      context: {} as FlowContext<D>,
      events: {} as FlowEvent<D>,
      input: {} as FlowInput<D>,
    },
    actors: {
      saveOrder: fromPromise<SaveResult, SaveInput<D>>(async () => {
        throw new Error('saveOrder is provided by the app');
      }),
    },
    guards: {
      stepIsValid: ({ context }, params: { step: string }) => Object.keys(validate(params.step, context.data)).length === 0,
      /** The order is a quote request (a zero-price case of spec-2 §4): it ends on the confirmation. */
      isQuoteRequest: ({ context }) => isQuote(context.data),
      priceChanged: ({ event }) => (event as unknown as DoneActorEvent<SaveResult>).output?.priceChanged === true,
    },
    actions: {
      edit: assign({
        data: ({ context, event }) => (event.type === 'EDIT' ? { ...context.data, ...event.patch } : context.data),
      }),
      showErrors: assign({ showErrors: true }),
      hideErrors: assign({ showErrors: false }),
      rememberSaved: assign(({ event }) => {
        const { output } = event as unknown as DoneActorEvent<SaveResult>;
        return { referencia: output.referencia, total: output.total, failure: undefined, failureRemedy: undefined };
      }),
      rememberFailure: assign(({ event }) => {
        const { error } = event as unknown as ErrorActorEvent;
        return { failure: error instanceof Error && error.message.length > 0 ? error.message : SAVE_FAILED, failureRemedy: remedyOf(error) };
      }),
      dismissFailure: assign({ failure: undefined, failureRemedy: undefined }),
      /** DECISIONS §1: the payment charges the server's total; the visitor sees it before paying it. */
      notePriceChange: assign(({ event }) => ({
        failure: `El precio de tu pedido se ha actualizado: el total es ahora ${(event as unknown as DoneActorEvent<SaveResult>).output.total.texto}. Revísalo y pulsa de nuevo el botón para pagar.`,
        failureRemedy: 'none' as const,
      })),
      /** Provided by the app: the browser leaves for the payment page (spec-1 §4: g/pay?trans=REF). */
      goToPayment: () => {},
    },
  });
}

export type FlowSetup<D> = ReturnType<typeof flowSetup<D>>;

/** The invoke of a save, for states that save and move on (or come back with a failure). */
export function saveOrderThen(purpose: SavePurpose, onDone: string, onError: string) {
  return {
    id: 'saveOrder',
    src: 'saveOrder' as const,
    input: ({ context }: { context: FlowContext<any> }) => ({ data: context.data, referencia: context.referencia, purpose }),
    // A checkout the server priced otherwise stops before the payment page, back on its step.
    onDone:
      purpose === 'checkout'
        ? [
            { guard: 'priceChanged' as const, target: onError, actions: ['rememberSaved', 'notePriceChange'] as const },
            { target: onDone, actions: 'rememberSaved' as const },
          ]
        : { target: onDone, actions: 'rememberSaved' as const },
    onError: { target: onError, actions: 'rememberFailure' as const },
  };
}

/** The step a snapshot shows: a busy state names the step it belongs to in its meta. */
export function stepOf(snapshot: { value: unknown; getMeta: () => Record<string, unknown> }): string {
  for (const meta of Object.values(snapshot.getMeta())) {
    const step = (meta as { step?: unknown } | undefined)?.step;
    if (typeof step === 'string') return step;
  }
  return String(snapshot.value);
}

/** A state that saves (showing the overlay over `step`) and moves on, or comes back with a failure. */
export function savingState(step: string, purpose: SavePurpose, onDone: string, onError: string) {
  return { tags: [BUSY], meta: { step, purpose }, invoke: saveOrderThen(purpose, onDone, onError) };
}

/** The end of a paid flow: the browser leaves for the payment page (spec-1 §4). */
export function paymentState(step: string) {
  return { type: 'final' as const, tags: [BUSY], meta: { step, purpose: 'checkout' satisfies SavePurpose }, entry: 'goToPayment' as const };
}

/** The purpose of the save a busy snapshot is waiting for, if any. */
export function savePurposeOf(snapshot: { getMeta: () => Record<string, unknown> }): SavePurpose | undefined {
  for (const meta of Object.values(snapshot.getMeta())) {
    const purpose = (meta as { purpose?: SavePurpose } | undefined)?.purpose;
    if (purpose) return purpose;
  }
  return undefined;
}

/**
 * What every flow machine starts with: its context from the input, and the events any step takes
 * (edits, dismissing a failure). Spread into `createMachine({ id, initial, ...flowMachineBasics, states })`.
 */
export const flowMachineBasics = {
  context: ({ input }: { input: FlowInput<any> }) => ({ data: input.data, referencia: input.referencia, showErrors: false }),
  on: { EDIT: { actions: 'edit' as const }, DISMISS_FAILURE: { actions: 'dismissFailure' as const } },
};
