import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { company } from '@shop/settings';
import { sitePages } from '@shop/settings/routes';
import { serviceById } from '@shop/flows/services';
import { telHref } from '../header/Header';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';
import { SocialLinks } from '../ui/SocialLinks';
import { buttonBrand, container, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';
import { ContactForm } from './ContactForm';

/** spec-1 §2.4: the message form, a map, the company's details and social links. */
export function ContactPage() {
  usePageMeta(sitePages['/contacto']);
  const [params] = useSearchParams();
  const service = serviceById(params.get('servicio') ?? '');
  const initialMessage = service ? `Hola, me gustaría recibir información sobre el servicio «${service.title}».` : '';

  return (
    <div className={`${container} py-12 sm:py-16`}>
      <h1 className={pageTitle}>Contacto</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">Cuéntanos qué necesitas proteger. Te respondemos en menos de 24 horas laborables, sin compromiso.</p>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-5">
        <section aria-labelledby="escribenos" className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:col-span-3">
          <h2 id="escribenos" className="text-xl font-bold text-brand-900">
            Escríbenos
          </h2>
          <div className="mt-5">
            <ContactForm key={initialMessage} initialMessage={initialMessage} />
          </div>
        </section>

        <aside className="space-y-8 lg:col-span-2">
          <section aria-labelledby="datos">
            <h2 id="datos" className="text-xl font-bold text-brand-900">
              {company.name}
            </h2>
            <ul className="mt-4 space-y-4 text-slate-800">
              <li className="flex gap-3">
                <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>{company.address}</span>
              </li>
              <li className="flex gap-3">
                <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <a href={telHref(company.phone)} className="underline underline-offset-2 hover:text-brand-900">
                  {company.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <a href={`mailto:${company.email}`} className="min-w-0 underline underline-offset-2 hover:text-brand-900">
                  {company.email}
                </a>
              </li>
              <li className="flex gap-3">
                <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>De lunes a viernes, de 9:00 a 18:00</span>
              </li>
            </ul>
            <div className="mt-5">
              <p className="mb-2 text-sm font-semibold text-slate-800">Síguenos</p>
              <SocialLinks size="large" />
            </div>
          </section>
          <MapEmbed />
        </aside>
      </div>
    </div>
  );
}

/**
 * The maps embed loads only when asked (DECISIONS §6: no third-party call without need); the
 * placeholder is a local image.
 */
function MapEmbed() {
  const [shown, setShown] = useState(false);
  const src = `https://www.google.com/maps?q=${encodeURIComponent(company.address)}&output=embed`;
  return (
    <section aria-labelledby="mapa" className="overflow-hidden rounded-2xl border border-slate-200">
      <h2 id="mapa" className="sr-only">
        Mapa
      </h2>
      {shown ? (
        <iframe
          // The button pressed is gone: the focus goes to what it showed, not to the page.
          ref={(frame) => frame?.focus()}
          src={src}
          title={`Mapa: ${company.address}`}
          className="aspect-[16/10] w-full"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="relative aspect-[16/10] w-full">
          <img src="/img/mapa.webp" alt="" width={800} height={450} className="h-full w-full object-cover" />
          <div className="absolute inset-0 flex flex-col items-center justify-end gap-2 bg-white/30 p-4 text-center">
            <button type="button" className={buttonBrand} onClick={() => setShown(true)}>
              Mostrar mapa
            </button>
            <p className="rounded bg-white/90 px-2 py-1 text-xs text-slate-800">Al mostrarlo se carga contenido de Google Maps.</p>
          </div>
        </div>
      )}
    </section>
  );
}
