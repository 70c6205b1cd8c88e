import { useRef } from 'react';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { NavigationProgress } from './NavigationProgress';
import { useMarkRunning } from '../pages/useMarkRunning';
import type { NavbarData } from '../api/navbar';
import type { Preloaded } from '../ssr-data';

/** The page shell (spec-1 §2.1): fixed header, main area below it, footer. */
export function Layout() {
  useMarkRunning();
  const menu = useLoaderData() as Preloaded<NavbarData>;
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className="flex min-h-screen flex-col">
      <NavigationProgress />
      <Header preloaded={menu} />
      <main ref={main} id="contenido" tabIndex={-1} className="flex-1 pt-[var(--header-h)] focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
