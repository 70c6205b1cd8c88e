import { useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AnyFlow, FailureRemedy, SaveInput } from '@shop/flow-kit';
import type { PriceTable } from '@shop/money';
import { paymentUrl } from '../api/paths';
import { canKeepFiles, filesAfterSave, type FilesOnServer } from './filesOnServer';
import type { loadDraft } from './draftStorage';

/**
 * Where the wizard starts: a draft of this tab, or a step the server answered (ADR 021: its form
 * sent by the browser itself), which also shows its messages and its failure, and lists its files.
 */
export type InitialDraft = ReturnType<typeof loadDraft> & { showErrors?: boolean; failure?: string; failureRemedy?: FailureRemedy; files?: File[] };

/**
 * DECISIONS §1: the server's figure is the one charged; one that differs from the page's means
 * staff changed a price meanwhile. Told once: a second press pays the figure the visitor has now
 * been shown by the server (`shownByServer`), never a loop. Quote requests have no figure.
 */
export const priceChangedBy = (saved: number | undefined, shown: number, shownByServer: number | undefined, quote: boolean): boolean =>
  !quote && saved !== shown && saved !== shownByServer;

interface OrderSavingOptions {
  flow: AnyFlow;
  prices: PriceTable;
  initial: InitialDraft;
  onPricesChanged?: (() => void) | undefined;
}

/**
 * The flow's machine with the wizard's side effects: saving (with the chosen files, once per order
 * while unchanged, the draft's idempotency key, and the saved draft the wizard was opened from),
 * leaving for the payment page, and the steps judged with the prices the page shows. A reload comes
 * back to the step the draft kept, as a resting step.
 */
export function useOrderSaving({ flow, prices, initial, onPricesChanged }: OrderSavingOptions) {
  const [files, setFiles] = useState<File[]>(initial.files ?? []);
  const [progress, setProgress] = useState<number | undefined>();
  const filesRef = useRef(files);
  filesRef.current = files;
  // The machine is made once; the prices it saves with are the latest the page has.
  const pricesRef = useRef(prices);
  pricesRef.current = prices;
  const onPricesChangedRef = useRef(onPricesChanged);
  onPricesChangedRef.current = onPricesChanged;
  const totalShownByServer = useRef<number>(undefined);
  /** The file list the server holds for this order since the last save that sent it: not uploaded again. */
  const filesOnServer = useRef<FilesOnServer>(undefined);
  // The draft's key when it has one: the save whose answer a reload lost is retried, not made twice.
  const idempotencyKey = useRef(initial.idempotencyKey ?? crypto.randomUUID());
  const machine = useMemo(
    () =>
      flow.machine.provide({
        actors: {
          saveOrder: fromPromise(async ({ input }: { input: SaveInput<Record<string, unknown>> }) => {
            setProgress(undefined);
            // The order client loads with the first save, not with the page.
            const { saveOrder } = await import('../api/orders');
            const chosen = filesRef.current;
            // A phone re-uploading a 100 MB video on every save of one order: once is enough.
            const kept = canKeepFiles(filesOnServer.current, input.referencia, chosen);
            const shown = pricesRef.current;
            const saved = await saveOrder(input, {
              flow,
              prices: shown,
              files: kept ? 'kept' : chosen,
              idempotencyKey: idempotencyKey.current,
              savedDraft: initial.borrador,
              onProgress: setProgress,
            });
            filesOnServer.current = filesAfterSave(flow, input.data, saved.referencia, chosen);
            const priceChanged = priceChangedBy(
              saved.total?.centimos,
              flow.price(input.data, shown).totalCents,
              totalShownByServer.current,
              flow.isQuote(input.data),
            );
            if (priceChanged) {
              totalShownByServer.current = saved.total.centimos;
              onPricesChangedRef.current?.();
            }
            return { ...saved, priceChanged };
          }),
        },
        guards: {
          // The billing block's rules follow the total (DECISIONS §12): the step is judged with the prices the page shows.
          stepIsValid: ({ context }: { context: { data: Record<string, unknown> } }, params: { step: string }) =>
            Object.keys(flow.validateStep(params.step, context.data, pricesRef.current)).length === 0,
        },
        actions: {
          goToPayment: ({ context }: { context: { referencia?: string } }) => {
            if (context.referencia) window.location.assign(paymentUrl(context.referencia));
          },
        },
      }),
    [flow, initial.borrador],
  );
  const restored = useMemo(
    () =>
      initial.step && initial.step in (machine.states as object)
        ? machine.resolveState({
            value: initial.step,
            context: {
              data: initial.data,
              referencia: initial.referencia,
              showErrors: initial.showErrors ?? false,
              ...(initial.failure ? { failure: initial.failure, failureRemedy: initial.failureRemedy ?? 'retry' } : {}),
            },
          })
        : undefined,
    [machine, initial],
  );
  const [snapshot, send, actor] = useMachine(machine, restored ? { input: initial, snapshot: restored } : { input: initial });
  return { snapshot, send, actor, files, setFiles, filesRef, progress, idempotencyKey };
}
