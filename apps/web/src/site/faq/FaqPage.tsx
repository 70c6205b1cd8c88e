import { Link, useSearchParams } from 'react-router';
import { sitePages } from '@shop/settings/routes';
import { ChevronDownIcon } from '../ui/icons';
import { container, link, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';
import { FAQ_CATEGORIES, FAQS, type Faq, type FaqCategory } from './faqs';

type Filter = FaqCategory | 'all';

/** The category in the address (`?categoria=oposicion`); all of them when absent or unknown. */
const FILTER_PARAM = 'categoria';
const filterOf = (search: URLSearchParams): Filter => FAQ_CATEGORIES.find((category) => category.id === search.get(FILTER_PARAM))?.id ?? 'all';
const filterHref = (filter: Filter) => (filter === 'all' ? '/faqs' : `/faqs?${FILTER_PARAM}=${filter}`);

/**
 * spec-1 §2.5: category filter (all plus ten), and a two-column accordion. It works as the server's
 * HTML (ADR 021): each filter is a link to the list it shows, each item a `<details>` that opens and
 * closes by itself.
 */
export function FaqPage() {
  usePageMeta(sitePages['/faqs']);
  const [search] = useSearchParams();
  const filter = filterOf(search);
  const shown = filter === 'all' ? FAQS : FAQS.filter((faq) => faq.category === filter);
  const half = Math.ceil(shown.length / 2);
  const columns = [shown.slice(0, half), shown.slice(half)];

  return (
    <div className={`${container} py-12 sm:py-16`}>
      <h1 className={pageTitle}>Preguntas frecuentes</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Todo lo que suele preguntarse antes de registrar una marca. Si no encuentras tu respuesta, escríbenos.
      </p>

      <div role="group" aria-label="Filtrar por categoría" className="mt-8 flex flex-wrap gap-2">
        {[{ id: 'all' as const, label: 'Todas' }, ...FAQ_CATEGORIES].map((category) => {
          const active = filter === category.id;
          return (
            <Link
              key={category.id}
              to={filterHref(category.id)}
              aria-current={active || undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                active ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'
              }`}
            >
              {category.label}
            </Link>
          );
        })}
      </div>
      <p role="status" className="mt-4 text-sm text-slate-700" data-testid="faq-count">
        {shown.length === 1 ? '1 pregunta' : `${shown.length} preguntas`}
      </p>

      <div className="mt-4 grid gap-4 lg:grid-cols-2 lg:items-start" data-testid="faq-columns">
        {columns.map((column, index) => (
          <ul key={index} className="space-y-4">
            {column.map((faq) => (
              <FaqItem key={faq.id} faq={faq} />
            ))}
          </ul>
        ))}
      </div>

      <p className="mt-12 text-lg text-slate-800">
        ¿Te queda alguna duda?{' '}
        <Link to="/contacto" className={link}>
          Contacta con nosotros
        </Link>
        .
      </p>
    </div>
  );
}

function FaqItem({ faq }: { faq: Faq }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm" data-category={faq.category}>
      <details className="group">
        {/* The question stays a heading of the page (a summary may hold one): read and listed as before. */}
        <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 text-left font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <h2 className="text-base">{faq.question}</h2>
          <ChevronDownIcon className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
        </summary>
        <div id={`faq-${faq.id}`} className="px-5 pb-5 leading-relaxed text-slate-800">
          {faq.answer}
        </div>
      </details>
    </li>
  );
}
