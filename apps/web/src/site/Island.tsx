import { useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { NavigationProgress } from './NavigationProgress';
import { useMarkRunning } from '../pages/useMarkRunning';

/** The element around the page's own content, the part of a server-rendered page the browser hydrates (ADR 021). */
export const ISLAND_ID = 'isla';

/**
 * The page's content with what its navigations need (progress, focus, scroll), inside the site's
 * layout on the server. In the browser it is the root the page hydrates: the header and the footer
 * (its newsletter form included) are server HTML that /shell.js drives (ADR 021).
 */
export function Island() {
  useMarkRunning();
  // The main area is the layout's, outside this root: read where it is when a navigation needs it.
  const main = useMemo(
    () => ({
      get current() {
        return document.getElementById('contenido');
      },
    }),
    [],
  );
  useFocusOnNavigation(main);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
