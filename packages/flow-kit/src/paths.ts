import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import type { FlowInput, SaveResult } from './machine';

/**
 * Path generation for tests: every simple path through a flow's machine, for one input (a
 * scenario of the visitor's data), generated from the machine itself with xstate/graph.
 */
const SAVED: SaveResult = { referencia: 'REF-TEST', total: { centimos: 0, texto: '0,00 €' }, estado: 'draft' };

export const pathEvents = [
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'PAY' },
  { type: 'xstate.done.actor.saveOrder', output: SAVED },
  { type: 'xstate.error.actor.saveOrder', error: new Error('caída de red') },
] as const;

type Snapshot = { value: unknown; context: { showErrors: boolean; referencia?: string; failure?: string } };

const serialize = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.showErrors, Boolean(snapshot.context.referencia), Boolean(snapshot.context.failure)]);

export function simplePaths<D>(machine: AnyStateMachine, input: FlowInput<D>) {
  return getSimplePaths(machine, {
    input,
    events: pathEvents as unknown as never[],
    serializeState: (snapshot) => serialize(snapshot as unknown as Snapshot),
  });
}

/** Replays a path's events on a live actor whose saves never settle by themselves. */
export function replay<D>(machine: AnyStateMachine, input: FlowInput<D>, events: readonly { type: string }[]) {
  const actor = createActor(machine.provide({ actors: { saveOrder: fromPromise(() => new Promise<SaveResult>(() => {})) } }), { input }).start();
  for (const event of events) {
    if (event.type === 'xstate.init') continue;
    actor.send(event as never);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}
