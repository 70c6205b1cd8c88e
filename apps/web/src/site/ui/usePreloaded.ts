import { useEffect, useState } from 'react';
import type { Preloaded } from '../../ssr-data';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; data: T };

interface Options<T> {
  /** What the route's loader brought: the server's data, or null (the browser's navigations). */
  preloaded: Preloaded<T> | undefined;
  /** What to fetch; a new key fetches again (e.g. another page of a list). */
  key: string;
  /** Fetches the data for a key from the API; a module-level function, so it keeps its identity. */
  load: (key: string) => Promise<T>;
  /** The console's words when the fetch fails. */
  failure: string;
  /** The page is sent without code (its route's NO_CODE handle): nothing in the browser would fetch it. */
  withoutCode?: boolean;
}

/**
 * Data a page shows: the server's, when the page was rendered with it (no loading look, the same
 * HTML on hydration), else fetched here in the browser: loading, then loaded or failed, and
 * `retry` fetches again after a failure. On the server, for a page sent without code, data it could
 * not read is a failure.
 */
export function usePreloaded<T>({ preloaded, key, load, failure, withoutCode = false }: Options<T>): [LoadState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<{ wanted: string; state: LoadState<T> }>();
  const wanted = preloaded ? undefined : `${attempt}:${key}`;

  useEffect(() => {
    if (wanted === undefined) return;
    let live = true;
    load(key).then(
      (data) => live && setFetched({ wanted, state: { status: 'loaded', data } }),
      (error: unknown) => {
        console.error(failure, error);
        if (live) setFetched({ wanted, state: { status: 'error', error } });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, key, load, failure]);

  const retry = () => setAttempt((count) => count + 1);
  if (preloaded) return [{ status: 'loaded', data: preloaded.data }, retry];
  // On the server no data means its read failed (preload logged it): a page sent without code says
  // so, as a fetch that failed does, rather than keep a loading look (ADR 021). A page that hydrates
  // must render the browser's first look, loading, which its fetch then ends.
  if (withoutCode && typeof window === 'undefined') return [{ status: 'error', error: undefined }, retry];
  // A state fetched for another key or attempt is stale: loading until this one answers.
  return [fetched && fetched.wanted === wanted ? fetched.state : { status: 'loading' }, retry];
}
