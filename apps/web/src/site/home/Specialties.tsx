import type { ComponentType } from 'react';
import { Link, useLoaderData } from 'react-router';
import { serviceById } from '@shop/flows/services';
import type { ServiceIcon } from '@shop/settings/services';
import { ArrowRightIcon, BulbIcon, CopyrightIcon, CubeIcon, GearIcon, GlobeIcon, LinkIcon } from '../ui/icons';
import { container, sectionTitle } from '../ui/styles';
import { priceLabel } from '../ui/price';
import { SPECIALTY_SERVICES, type HomePrices } from './homePrices';

/** spec-1 §2.2: six specialty cards, each with the icon its flow's manifest names. */
const ICONS: Record<ServiceIcon, ComponentType<{ className?: string }>> = {
  globe: GlobeIcon,
  bulb: BulbIcon,
  cube: CubeIcon,
  gear: GearIcon,
  link: LinkIcon,
  copyright: CopyrightIcon,
};

export function Specialties() {
  // The catalogue's figures, read by the home route's loader with the hero's (DECISIONS §1).
  const prices = useLoaderData() as HomePrices;
  return (
    <section aria-labelledby="especialidades" className="below-fold py-16 [--fold-h:1716px] sm:py-20 lg:[--fold-h:680px]">
      <div className={container}>
        <h2 id="especialidades" className={sectionTitle}>
          Nuestras especialidades
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">Más allá de la marca: protegemos tus invenciones, tus diseños y tus obras.</p>
        <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SPECIALTY_SERVICES.map((id) => {
            const service = serviceById(id);
            if (!service) return null;
            const Icon = ICONS[service.icon ?? 'bulb'];
            return (
              <li key={id}>
                <Link
                  to={service.routes[0] ?? '/'}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                >
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
                    <Icon className="h-7 w-7" />
                  </span>
                  <span className="mt-4 text-lg font-bold text-brand-900">{service.title}</span>
                  <span className="mt-2 flex-1 text-slate-700">{service.summary}</span>
                  {/* Wraps on a 320 px screen: the price and the link side by side were wider than the card. */}
                  <span className="mt-4 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                    <span className="text-sm font-semibold text-brand-800 xs:whitespace-nowrap">{priceLabel(service, prices[id])}</span>
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent-700 group-hover:underline">
                      Ver servicio
                      <ArrowRightIcon className="h-4 w-4" />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
