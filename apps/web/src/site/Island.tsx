import { useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { NavigationProgress } from './NavigationProgress';
import { useMarkRunning } from '../pages/useMarkRunning';

/** The element around the page's own content, the part of a server-rendered page the browser hydrates (ADR 021). */
export const ISLAND_ID = 'isla';
/** The footer's newsletter form, hydrated as a root of its own: the rest of the footer is plain HTML. */
export const NEWSLETTER_ISLAND_ID = 'isla-boletin';

/**
 * The page's content with what its navigations need (progress, focus, scroll), inside the site's
 * layout on the server. In the browser it is the root the page hydrates: the header (/shell.js) and
 * the footer are server HTML that no framework code runs over (ADR 021).
 */
export function Island() {
  useMarkRunning('page');
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
