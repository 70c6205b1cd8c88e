import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Under this, a page comes quickly enough that saying it is coming would only flicker. */
const SHOW_AFTER_MS = 400;

/**
 * A link to a page whose data is slow to come (a flow's prices on a slow connection) keeps the
 * current page until the next is ready: without a sign, a visitor taps again or gives up. A bar at
 * the top shows it is coming, and screen readers hear 'Cargando...'.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <>
      {shown && <div className="fixed inset-x-0 top-0 z-[80] h-1 animate-pulse bg-brand-600" data-testid="navigation-progress" aria-hidden="true" />}
      <p role="status" className="sr-only">
        {shown ? 'Cargando...' : ''}
      </p>
    </>
  );
}
