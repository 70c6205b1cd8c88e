import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and on every render in the
 * browser after that): what only works with the page's code running (the wizard's button) waits for
 * it, so hydration matches the server's HTML. Its flip re-renders every component that reads it,
 * synchronously: read it in small components (ADR 008).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
