import { Link, useLocation } from 'react-router';
import { company } from '@shop/settings';
import { normalizePath } from '@shop/settings/routes';
import { serviceByPath, serviceGroups, services } from '@shop/flows/services';
import { servicePages } from '@shop/settings/service-pages';
import { priceLabel } from '../ui/price';
import { NotFound } from '../../pages/NotFound';
import { telHref } from '../header/Header';
import { ArrowRightIcon, CheckIcon, MinusIcon, PhoneIcon } from '../ui/icons';
import { buttonAccent, buttonOutline, container, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';

/**
 * The information page of a service whose order flow does not exist yet (one component for all,
 * driven by the services of @shop/settings without a flow): what it is, its price, what is included, and a
 * way to ask for it.
 */
export function ServicePage() {
  const { pathname } = useLocation();
  const service = serviceByPath(normalizePath(pathname));
  usePageMeta(service && { title: service.title, description: service.summary, canonical: service.routes[0] });
  const text = service && servicePages[service.id];
  if (!service || !text) return <NotFound />;

  const group = serviceGroups.find((candidate) => candidate.id === service.group);
  const related = services.filter((other) => other.group === service.group && other.id !== service.id).slice(0, 4);
  const contactHref = `/contacto?servicio=${encodeURIComponent(service.id)}`;

  return (
    <article>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className={`${container} py-12 sm:py-16`}>
          <nav aria-label="Migas de pan" className="text-sm text-slate-700">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/" className="underline underline-offset-2 hover:text-brand-900">
                  Inicio
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>{group?.title}</li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-slate-900">
                {service.title}
              </li>
            </ol>
          </nav>
          <h1 className={`${pageTitle} mt-4`}>{service.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{service.summary}</p>
          <p className="mt-6 inline-flex items-baseline gap-2 rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-brand-100">
            <span className="text-sm text-slate-700">Precio</span>
            <span className="text-2xl font-bold whitespace-nowrap text-brand-900" data-testid="service-price">
              {priceLabel(service)}
            </span>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={contactHref} className={buttonAccent}>
              Solicitar información
              <ArrowRightIcon className="h-5 w-5" />
            </Link>
            <a href={telHref(company.phone)} className={buttonOutline}>
              <PhoneIcon className="h-5 w-5" />
              Llamar al {company.phone}
            </a>
          </div>
        </div>
      </div>

      <div className={`${container} grid gap-10 py-12 lg:grid-cols-3`}>
        <section aria-labelledby="en-que-consiste" className="lg:col-span-2">
          <h2 id="en-que-consiste" className="text-2xl font-bold text-brand-900">
            En qué consiste
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-800">
            {text.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">
            La contratación en línea de este servicio estará disponible muy pronto. Mientras tanto, pídenos información y te enviaremos un presupuesto cerrado
            sin compromiso.
          </p>
        </section>

        <aside className="space-y-6">
          <section aria-labelledby="incluye" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h2 id="incluye" className="text-lg font-bold text-brand-900">
              Qué incluye
            </h2>
            <ul className="mt-3 space-y-2">
              {text.included.map((item) => (
                <li key={item} className="flex gap-2 text-slate-800">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
            {text.notIncluded && text.notIncluded.length > 0 && (
              <>
                <h3 className="mt-6 font-bold text-brand-900">No incluye</h3>
                <ul className="mt-2 space-y-2">
                  {text.notIncluded.map((item) => (
                    <li key={item} className="flex gap-2 text-slate-700">
                      <MinusIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                      {item}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          {related.length > 0 && (
            <nav aria-labelledby="relacionados" className="rounded-2xl bg-slate-50 p-6">
              <h2 id="relacionados" className="text-lg font-bold text-brand-900">
                Otros servicios de {group?.title.toLowerCase()}
              </h2>
              <ul className="mt-3 space-y-1">
                {related.map((other) => (
                  <li key={other.id}>
                    <Link
                      to={other.routes[0] ?? '/'}
                      className="inline-flex min-h-8 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </article>
  );
}
