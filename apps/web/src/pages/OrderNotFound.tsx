import { Link } from 'react-router';
import { company } from '@shop/settings';
import { telHref } from '../site/header/Header';
import { buttonBrand, link } from '../site/ui/styles';
import { usePageTitle } from './usePageTitle';

/**
 * A reference no order holds (a link cut short in a mail, a typo): said plainly, with the ways to
 * reach the office the header and the contact page show. The server answers it with HTTP 404.
 */
export function OrderNotFound() {
  usePageTitle('Pedido no encontrado');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Pedido no encontrado</h1>
      <p className="mt-4 text-lg text-slate-700">
        No hay ningún pedido con esta referencia. Comprueba que has copiado el enlace del correo completo; si sigue sin aparecer, escríbenos y te ayudamos.
      </p>
      <p className="mt-6">
        <Link to="/contacto" className={buttonBrand}>
          Contactar
        </Link>
      </p>
      <p className="mt-6 text-slate-700" data-testid="order-not-found-contact">
        También puedes llamarnos al{' '}
        <a href={telHref(company.phone)} className={link}>
          {company.phone}
        </a>{' '}
        o escribirnos a{' '}
        <a href={`mailto:${company.email}`} className={link}>
          {company.email}
        </a>
        .
      </p>
    </section>
  );
}
