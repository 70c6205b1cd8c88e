import { Link } from 'react-router';
import { sitePages } from '@shop/settings/routes';
import { buttonOutline } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';

/** Where a 401 sends the browser (spec-1 §8). A placeholder until the client area exists. */
export function LoginPage() {
  usePageMeta(sitePages['/login']);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Área de clientes</h1>
      <p className="mt-4 text-lg text-slate-700">
        Tu sesión ha terminado o el área de clientes aún no está disponible. Para consultar un pedido, escríbenos indicando su número.
      </p>
      <Link to="/contacto" className={`${buttonOutline} mt-8`}>
        Contactar
      </Link>
    </div>
  );
}
