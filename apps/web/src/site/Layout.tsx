import { useLoaderData } from 'react-router';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { Island, ISLAND_ID } from './Island';
import type { NavbarData } from '../api/navbar';
import type { Preloaded } from '../ssr-data';

/**
 * The page shell (spec-1 §2.1): fixed header, main area below it, footer. The server renders it
 * whole; the browser hydrates only the page's content (`Island`), on a page sent with code (ADR 021),
 * and draws it whole only where the server could not render the page.
 */
export function Layout() {
  const menu = useLoaderData() as Preloaded<NavbarData>;
  return (
    <div className="flex min-h-screen flex-col">
      <Header preloaded={menu} />
      <main id="contenido" tabIndex={-1} className="flex-1 pt-[var(--header-h)] focus:outline-none">
        <div id={ISLAND_ID}>
          <Island />
        </div>
      </main>
      <Footer />
    </div>
  );
}
