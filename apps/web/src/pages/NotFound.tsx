import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

/** DECISIONS §2: a Spanish 404 with links to the services; the server answers it with HTTP 404. */
export function NotFound() {
  usePageTitle('Página no encontrada');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-accent-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800">Página no encontrada</h1>
      <p className="mt-4 text-slate-700">La página que buscas no existe o ha cambiado de dirección.</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        <li><Link className="text-brand-700 underline" to="/">Inicio</Link></li>
        <li><Link className="text-brand-700 underline" to="/marca-nacional">Registrar una marca</Link></li>
        <li><Link className="text-brand-700 underline" to="/derechos-autor">Derechos de autor</Link></li>
      </ul>
    </section>
  );
}
