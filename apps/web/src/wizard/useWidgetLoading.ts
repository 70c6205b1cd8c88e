import { useCallback, useRef, useState } from 'react';
import type { AnyFlow } from '@shop/flow-kit';
import { preloadWidgetsOf } from './widgets';

/** A count of widgets loading, as their starts and ends are told. */
export const countLoading = (count: number, pending: boolean): number => count + (pending ? 1 : -1);

/**
 * The widgets' loading. While any of the step's widgets loads, its button waits: it would judge
 * fields nobody can see yet (`fieldsPending`). A visitor who starts on the form will need its later
 * steps: their widgets load from the first touch (`prepareLaterSteps`), so the next step shows at
 * once (not with the page: a first visit's bytes stay small), and the bot check the save that
 * creates the order carries (DECISIONS §7) is solved meanwhile.
 */
export function useWidgetLoading(flow: AnyFlow) {
  const [widgetsLoading, setWidgetsLoading] = useState(0);
  const onWidgetPending = useCallback((pending: boolean) => setWidgetsLoading((count) => countLoading(count, pending)), []);
  const laterStepsRequested = useRef(false);
  const prepareLaterSteps = () => {
    if (laterStepsRequested.current) return;
    laterStepsRequested.current = true;
    for (const later of flow.steps) void preloadWidgetsOf(flow, later).catch(() => undefined);
    void import('../api/orderBotToken').then(({ prepareOrderBotToken }) => prepareOrderBotToken()).catch(() => undefined);
  };
  return { fieldsPending: widgetsLoading > 0, onWidgetPending, prepareLaterSteps };
}
