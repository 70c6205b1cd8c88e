import { Suspense, useEffect, type ComponentProps } from 'react';
import { FieldPending, OnDemandStatus, retryableLazy } from './widgets/OnDemandStatus';
import type { SummaryStep as LoadedSummaryStep } from './SummaryStep';

/**
 * The views of the steps after a form's, the summary and a quote's confirmation, are never on a
 * flow's first page: they load apart (ADR 021), from the visitor's first touch of the form
 * (`preloadLaterViews`, useWidgetLoading.ts), so they are there when the step comes.
 */
const Summary = retryableLazy(() => import('./SummaryStep').then((module) => module.SummaryStep));
const Confirmation = retryableLazy(() => import('./ConfirmationStep').then((module) => module.ConfirmationStep));

export const preloadLaterViews = (): Promise<unknown> => Promise.all([Summary.preload(), Confirmation.preload()]);

const ignore = () => undefined;

/** While a view loads: a block that says so, and the step's main button waits (it would pay an order nobody has seen). */
function ViewPending({ onPending }: { onPending: (pending: boolean) => void }) {
  useEffect(() => {
    onPending(true);
    return () => onPending(false);
  }, [onPending]);
  return <OnDemandStatus status="loading" loading="Cargando..." className="min-h-64" />;
}

/** The summary (SummaryStep.tsx), loaded on demand; `onPending` is told while it loads or failed to. */
export function SummaryStep({ onPending = ignore, ...view }: ComponentProps<typeof LoadedSummaryStep> & { onPending?: (pending: boolean) => void }) {
  return (
    <FieldPending.Provider value={onPending}>
      <Suspense fallback={<ViewPending onPending={onPending} />}>
        <Summary {...view} />
      </Suspense>
    </FieldPending.Provider>
  );
}

/** A quote's confirmation (ConfirmationStep.tsx), loaded on demand: the step has no button to hold. */
export function ConfirmationStep(props: ComponentProps<typeof Confirmation>) {
  return (
    <Suspense fallback={<OnDemandStatus status="loading" loading="Cargando..." className="min-h-40" />}>
      <Confirmation {...props} />
    </Suspense>
  );
}
