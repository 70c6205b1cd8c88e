import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';

/** The page shell (spec-1 §2.1): fixed header, main area below it, footer. */
export function Layout() {
  // Marks the page as running (hydrated over the server's HTML, or drawn in the browser): the e2e
  // suite waits for it before acting, as a visitor's first clicks need the code too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
