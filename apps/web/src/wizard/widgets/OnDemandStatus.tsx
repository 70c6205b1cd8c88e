import { Component, createContext, lazy, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { OnDemand } from './useOnDemand';

/** The sentence a failed on-demand part shows, with its retry button (ADR 008). */
export const LOAD_FAILED = 'No se ha podido cargar. Comprueba tu conexión e inténtalo de nuevo.';

/**
 * The two looks of an on-demand part before it is ready: a placeholder of its final size that says
 * it is loading, or a Spanish sentence with a retry when the load failed.
 */
export function OnDemandStatus({
  status,
  loading,
  failed = LOAD_FAILED,
  onRetry,
  className = '',
}: {
  status: 'loading' | 'failed';
  loading: string;
  failed?: string;
  onRetry?: () => void;
  className?: string;
}) {
  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" className={`flex items-center justify-center rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ${className}`}>
        {loading}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={`flex flex-col items-center justify-center gap-2 rounded-md bg-red-50 px-3 py-2 text-center text-sm text-red-800 ${className}`}
    >
      <p>{failed}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="min-h-11 rounded-lg border border-red-700 bg-white px-4 font-medium text-red-800 hover:bg-red-100">
          Reintentar
        </button>
      )}
    </div>
  );
}

/** The placeholder or failure of an `OnDemand` part that is not ready yet, with its retry. */
export function PendingPart({ of, loading, failed, className }: { of: OnDemand<unknown>; loading: string; failed?: string; className?: string }) {
  return of.status === 'failed' ? (
    <OnDemandStatus status="failed" loading={loading} failed={failed ?? LOAD_FAILED} onRetry={of.retry} {...(className ? { className } : {})} />
  ) : (
    <OnDemandStatus status="loading" loading={loading} {...(className ? { className } : {})} />
  );
}

/** The country lists' placeholder: the list's own height, so nothing moves when it arrives; never 'no country found' meanwhile. */
export const CountryListPending = ({ of }: { of: OnDemand<unknown> }) => (
  <PendingPart
    of={of}
    loading="Cargando la lista de países..."
    failed="No se ha podido cargar la lista de países. Comprueba tu conexión e inténtalo de nuevo."
    className="h-64"
  />
);

/**
 * Where a field's part that is not there says so: the wizard keeps the step's main button disabled
 * meanwhile, as it does while the part loads (a button over a field nobody can see would report
 * errors on it, ADR 008); the retry is what to press.
 */
export const FieldPending = createContext<(pending: boolean) => void>(() => undefined);

function ReportPending() {
  const report = useContext(FieldPending);
  useEffect(() => {
    report(true);
    return () => report(false);
  }, [report]);
  return null;
}

class LoadFailureBoundary extends Component<{ children: ReactNode; onRetry: () => void; className?: string | undefined }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <ReportPending />
        <OnDemandStatus
          status="failed"
          loading=""
          className={this.props.className}
          onRetry={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      </>
    );
  }
}

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** Whether a component loads apart (made by `retryableLazy`): it needs a placeholder, and can be preloaded. */
export const isPreloadable = <P extends object>(component: ComponentType<P>): component is Preloadable<P> => 'preload' in component;

/**
 * React.lazy that can be retried: a chunk that failed to load (a dropped connection, a deploy in
 * between) shows the failure sentence and a retry instead of breaking the page. Loading still
 * suspends to the nearest Suspense boundary, which shows the placeholder.
 *
 * `preload()` fetches it ahead; once loaded it renders at once, without suspending. A page the
 * server rendered needs that: a part that suspends while the page hydrates keeps the server's HTML,
 * dead, after the rest of the page works (what is typed there is lost, a click does nothing).
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>, failedClassName?: string): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchComponent = () => load().then((component) => (loaded = component));
  const make = () => lazy(() => fetchComponent().then((component) => ({ default: component })));
  let Current = make();
  function Retryable(props: P) {
    const [, setAttempt] = useState(0);
    const Loaded = loaded ?? Current;
    return (
      <LoadFailureBoundary
        className={failedClassName}
        onRetry={() => {
          Current = make();
          setAttempt((count) => count + 1);
        }}
      >
        <Loaded {...props} />
      </LoadFailureBoundary>
    );
  }
  return Object.assign(Retryable, { preload: () => (loaded ? Promise.resolve() : fetchComponent()) });
}
