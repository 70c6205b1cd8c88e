import { Link } from 'react-router';

/** Placeholder home until the site issue lands. */
export function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-800">Registra tu marca en un minuto</h1>
      <ul className="mt-6 flex flex-wrap gap-4">
        <li><Link className="text-brand-700 underline" to="/marca-nacional">Marca Nacional</Link></li>
        <li><Link className="text-brand-700 underline" to="/marca-internacional">Marca Internacional</Link></li>
        <li><Link className="text-brand-700 underline" to="/derechos-autor">Derechos de Autor</Link></li>
      </ul>
    </section>
  );
}
