import { useCallback, useEffect, useState } from 'react';

/** A part loaded on demand: loading (show its placeholder), ready, or failed (say so, offer a retry). */
export type OnDemand<T> = { status: 'idle' | 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; retry: () => void };

/**
 * Loads a module the first time `when` is true (a dropdown opens, a modal shows), so that data
 * only some visitors need (the country list, the class texts) stays out of the first page load.
 * A failed load is reported, never taken for an empty list (ADR 008), and can be retried.
 */
export function useOnDemand<T>(load: () => Promise<T>, when: boolean): OnDemand<T> {
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; value: T }>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!when || ready) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [when, ready, load, attempt]);
  if (state.status === 'failed') return { status: 'failed', retry };
  // Asked for but not started yet (the first render before the effect) counts as loading.
  if (state.status === 'ready') return state;
  return { status: state.status === 'idle' && !when ? 'idle' : 'loading' };
}

export const loadCountries = () => import('@shop/ip-content/countries');
