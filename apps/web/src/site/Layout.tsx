import { Link, Outlet } from 'react-router';
import { company } from '@shop/settings';

/** Placeholder shell: header, main area, footer (spec-1 §2.1). The site issue replaces it. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <Link to="/" className="text-lg font-bold text-brand-800">
            {company.name}
          </Link>
        </div>
      </header>
      <main id="contenido" className="flex-1">
        <Outlet />
      </main>
      <footer className="bg-brand-900 px-4 py-8 text-sm text-brand-100">
        <p className="mx-auto max-w-6xl">© {company.legalName}</p>
      </footer>
    </div>
  );
}
