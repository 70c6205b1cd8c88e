import { Link, useLocation } from 'react-router';
import { company } from '@shop/settings';
import { footerPathOf, serviceGroups, servicesInGroup } from '@shop/flows/services';
import { Logo } from '../ui/Logo';
import { SocialLinks } from '../ui/SocialLinks';
import { container } from '../ui/styles';
import { telHref } from '../header/Header';
import { NewsletterForm } from './NewsletterForm';

/** spec-1 §2.1 legal group, by its short paths; they redirect to the legal notice's anchors (DECISIONS §2). */
const LEGAL = [
  { label: 'Condiciones generales', href: '/condiciones-generales' },
  { label: 'Política de privacidad', href: '/politica-privacidad' },
  { label: 'Política de cookies', href: '/politica-cookies' },
  { label: 'Aviso legal', href: '/aviso-legal' },
  { label: 'Ejercicio de derechos', href: '/ejercicio-derechos' },
];

const linkClass = 'inline-flex min-h-7 items-center text-brand-100 hover:text-white hover:underline';
const headingClass = 'text-sm font-semibold uppercase tracking-wide text-white';

/**
 * spec-1 §2.1: grouped links, news and contact headings, the newsletter and the company's details.
 * Server HTML that no framework runs over (ADR 021): its links are pages from the server, and
 * /shell.js drives its newsletter form.
 */
export function Footer() {
  const { pathname, search } = useLocation();
  return (
    // Drawn as it nears the screen (ADR 021): the whole footer, so that nothing below it moves when it is.
    <footer className="surface-dark below-fold bg-brand-950 text-brand-100 [--fold-h:2129px] lg:[--fold-h:965px]">
      <div className={`${container} grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-12`}>
        <div className="space-y-4 lg:col-span-4">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-relaxed">
            Registramos y defendemos marcas, patentes, diseños y derechos de autor de personas y empresas desde Valencia.
          </p>
          <address className="space-y-1 text-sm not-italic">
            <p>{company.address}</p>
            <p>
              <a className={linkClass} href={telHref(company.phone)}>
                {company.phone}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </p>
          </address>
          <SocialLinks size="large" tone="dark" />
        </div>

        <nav aria-label="Servicios" className="grid gap-8 sm:grid-cols-3 lg:col-span-8">
          {serviceGroups.map((group) => (
            <div key={group.id}>
              <h2 className={headingClass}>{group.title}</h2>
              <ul className="mt-3 space-y-1 text-sm">
                {servicesInGroup(group.id).map((service) => (
                  <li key={service.id}>
                    <Link className={linkClass} to={footerPathOf(service.routes[0] ?? '/')}>
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div className="grid gap-8 sm:grid-cols-3 lg:col-span-12 lg:grid-cols-12">
          <nav aria-label="Información legal" className="lg:col-span-3">
            <h2 className={headingClass}>Legal</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {LEGAL.map((item) => (
                <li key={item.label}>
                  <Link className={linkClass} to={item.href}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-6 lg:col-span-3">
            <h2 className={headingClass}>
              <Link className="hover:underline" to="/noticias">
                Noticias
              </Link>
            </h2>
            <h2 className={headingClass}>
              <Link className="hover:underline" to="/contacto">
                Contacto
              </Link>
            </h2>
            <h2 className={headingClass}>
              <Link className="hover:underline" to="/faqs">
                Preguntas frecuentes
              </Link>
            </h2>
          </div>
          <div className="sm:col-span-3 lg:col-span-6">
            <NewsletterForm returnTo={`${pathname}${search}`} />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className={`${container} flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between`}>
          <p>
            © {new Date().getFullYear()} {company.legalName} · CIF {company.taxId}
          </p>
          {/* Not 'Registro en 24h' here: a flow's progress strip and the hero say it, once each. */}
          <p>Precios con IVA incluido</p>
        </div>
      </div>
    </footer>
  );
}
