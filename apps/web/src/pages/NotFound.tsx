import { Link } from 'react-router';
import { serviceGroups, servicesInGroup } from '@shop/flows/services';
import { usePageTitle } from './usePageTitle';

/** DECISIONS §2: a Spanish 404 with links to the services; the server answers it with HTTP 404. */
export function NotFound() {
  usePageTitle('Página no encontrada');
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <div className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Página no encontrada</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">La página que buscas no existe o ha cambiado de dirección. Estos son nuestros servicios:</p>
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <Link className="inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900" to="/">
            Ir al inicio
          </Link>
          <Link
            className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand-800 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            to="/contacto"
          >
            Contactar
          </Link>
        </p>
      </div>
      <nav aria-label="Servicios disponibles" className="mt-12 grid gap-8 sm:grid-cols-3">
        {serviceGroups.map((group) => (
          <div key={group.id}>
            <h2 className="font-semibold text-brand-900">{group.title}</h2>
            <ul className="mt-2 space-y-1">
              {servicesInGroup(group.id).map((service) => (
                <li key={service.id}>
                  <Link
                    className="inline-flex min-h-7 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    to={service.routes[0] ?? '/'}
                  >
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </section>
  );
}
