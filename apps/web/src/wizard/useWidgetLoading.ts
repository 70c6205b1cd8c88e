import { useCallback, useRef, useState } from 'react';
import type { AnyFlow } from '@shop/flow-kit';
import { preloadWidgetsOf } from './widgets';
import { preloadLaterViews } from './laterViews';

/** A count of widgets loading, as their starts and ends are told. */
export const countLoading = (count: number, pending: boolean): number => count + (pending ? 1 : -1);

/** Runs `work` when the browser is idle, at the latest after `timeoutMs` (a while later where it cannot tell). */
export function whenIdle(work: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, timeoutMs / 5);
}

/**
 * The widgets' loading. While any of the step's widgets (or a later step's view) loads, its button
 * waits: it would judge fields nobody can see yet (`fieldsPending`). A visitor who starts on the
 * form will need its later steps: their widgets and views load from the first touch
 * (`prepareLaterSteps`), so the next step shows at once (not with the page: a first visit's bytes
 * stay small), and the bot check the save that creates the order carries (DECISIONS §7) is solved
 * meanwhile. All that starts once the browser is idle: the touch is answered first. When it was a
 * press of 'Continuar' on the empty step, the chunks' evaluation and the solver's slices, started
 * with it, painted its messages 400-600 ms after the tap on a phone (ADR 021).
 */
export function useWidgetLoading(flow: AnyFlow) {
  const [widgetsLoading, setWidgetsLoading] = useState(0);
  const onWidgetPending = useCallback((pending: boolean) => setWidgetsLoading((count) => countLoading(count, pending)), []);
  const laterStepsRequested = useRef(false);
  const prepareLaterSteps = () => {
    if (laterStepsRequested.current) return;
    laterStepsRequested.current = true;
    whenIdle(() => {
      for (const later of flow.steps) void preloadWidgetsOf(flow, later).catch(() => undefined);
      void preloadLaterViews().catch(() => undefined);
      void import('../api/orderBotToken').then(({ prepareOrderBotToken }) => prepareOrderBotToken()).catch(() => undefined);
    });
  };
  return { fieldsPending: widgetsLoading > 0, onWidgetPending, prepareLaterSteps };
}
