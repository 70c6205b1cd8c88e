import type { ReactElement } from 'react';
import { Link, useLoaderData } from 'react-router';
import { serviceById } from '@shop/flows/services';
import { CheckIcon } from '../ui/icons';
import { buttonAccent, buttonOutline, container } from '../ui/styles';
import { priceLabel } from '../ui/price';
import type { HomePrices, HeroServiceId } from './homePrices';

/** Each card's title and links come from its service and its renewal's (their flows' manifests). */
const CARDS: { serviceId: HeroServiceId; renewalId: string; scope: string; flag: ReactElement }[] = [
  { serviceId: 'marca-nacional', renewalId: 'renovacion-marca-nacional', scope: 'Protección en toda España', flag: <SpainMark /> },
  { serviceId: 'marca-europea', renewalId: 'renovacion-marca-europea', scope: 'Protección en los 27 países de la UE', flag: <EuropeMark /> },
];

/** spec-1 §2.2: the slogan and two cards, national and European, each with new and renewal buttons. */
export function Hero() {
  // The catalogue's figures, read by the home route's loader (on the server for a first visit).
  const prices = useLoaderData() as HomePrices;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-accent-50">
      {/* grid-cols-1 (a 0-minimum track): a card's unbreakable price, with enlarged text, overflows that
          card instead of widening the whole hero past the clipping edge. */}
      <div className={`${container} grid grid-cols-1 items-center gap-10 py-14 sm:py-20 lg:grid-cols-12`}>
        <div className="lg:col-span-6 xl:col-span-5">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="h-2 w-2 rounded-full bg-accent-700" aria-hidden="true" />
            Registro en 24h
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            Registra tu marca en un minuto
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
            Protege el nombre y el logotipo de tu negocio con especialistas en propiedad industrial. Precio cerrado, tasas incluidas y seguimiento hasta la
            concesión.
          </p>
          <ul className="mt-6 space-y-2 text-slate-800">
            {['Estudio de viabilidad de tu marca', 'Tasas oficiales e IVA incluidos', 'Asesoramiento de agentes de la propiedad industrial'].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckIcon className="h-5 w-5 shrink-0 text-green-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:col-span-6 xl:col-span-7">
          {CARDS.map((card) => (
            <HeroCard key={card.serviceId} {...card} cents={prices[card.serviceId]} />
          ))}
        </div>
      </div>
    </section>
  );
}

function HeroCard(props: (typeof CARDS)[number] & { cents: number | undefined }) {
  const service = serviceById(props.serviceId);
  const renewal = serviceById(props.renewalId);
  const price = service ? priceLabel(service, props.cents) : 'Presupuesto a medida';
  return (
    <article className="flex flex-col rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200" data-testid={`hero-${props.serviceId}`}>
      <div className="flex items-center gap-3">
        {props.flag}
        <h2 className="text-xl font-bold text-brand-900">{service?.title}</h2>
      </div>
      <p className="mt-2 text-slate-700">{props.scope}</p>
      <p className="mt-4 text-brand-900" data-testid="hero-price">
        {/* 'desde 199,00 €' as its text reads (spec-1 §2.2), the space a place to wrap when both do not fit (enlarged text). */}
        {price.startsWith('Desde ') && <span className="text-base font-semibold">desde </span>}
        <span className="inline-block text-3xl font-bold whitespace-nowrap max-xs:text-2xl">{price.replace('Desde ', '')}</span>
      </p>
      <p className="text-sm text-slate-700">Tasas oficiales e IVA incluidos</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={service?.routes[0] ?? '/'} className={buttonAccent}>
          Marca Nueva
        </Link>
        <Link to={renewal?.routes[0] ?? '/'} className={buttonOutline}>
          Renovación Marca
        </Link>
      </div>
    </article>
  );
}

function SpainMark() {
  return (
    <svg viewBox="0 0 36 24" className="h-7 w-10 rounded-sm shadow-sm" aria-hidden="true" focusable="false">
      <rect width="36" height="24" fill="#c60b1e" />
      <rect y="6" width="36" height="12" fill="#ffc400" />
    </svg>
  );
}

function EuropeMark() {
  const stars = Array.from({ length: 12 }, (_, index) => {
    const angle = (index / 12) * Math.PI * 2;
    return <circle key={index} cx={18 + 7 * Math.cos(angle)} cy={12 + 7 * Math.sin(angle)} r="1.1" fill="#ffcc00" />;
  });
  return (
    <svg viewBox="0 0 36 24" className="h-7 w-10 rounded-sm shadow-sm" aria-hidden="true" focusable="false">
      <rect width="36" height="24" fill="#003399" />
      {stars}
    </svg>
  );
}
