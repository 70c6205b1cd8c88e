import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { useMarkRunning } from '../pages/useMarkRunning';

/** The page shell (spec-1 §2.1): fixed header, main area below it, footer. */
export function Layout() {
  useMarkRunning();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="contenido" tabIndex={-1} className="flex-1 pt-[var(--header-h)] focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
