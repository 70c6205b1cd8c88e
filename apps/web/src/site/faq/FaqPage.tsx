import { useState } from 'react';
import { Link } from 'react-router';
import { sitePages } from '@shop/settings/routes';
import { ChevronDownIcon } from '../ui/icons';
import { container, link, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';
import { FAQ_CATEGORIES, FAQS, type Faq, type FaqCategory } from './faqs';

type Filter = FaqCategory | 'all';

/** spec-1 §2.5: category filter (all plus ten), and a two-column accordion. */
export function FaqPage() {
  usePageMeta(sitePages['/faqs']);
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const shown = filter === 'all' ? FAQS : FAQS.filter((faq) => faq.category === filter);
  const half = Math.ceil(shown.length / 2);
  const columns = [shown.slice(0, half), shown.slice(half)];

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

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
            <button
              key={category.id}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(category.id)}
              className={`min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors ${
                active ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'
              }`}
            >
              {category.label}
            </button>
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
              <FaqItem key={faq.id} faq={faq} open={open.has(faq.id)} onToggle={() => toggle(faq.id)} />
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

function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const answerId = `faq-${faq.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm" data-category={faq.category}>
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center justify-between gap-4 rounded-xl px-5 py-3 text-left font-semibold text-brand-900 hover:bg-brand-50"
        >
          {faq.question}
          <ChevronDownIcon className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={answerId} hidden={!open} className="px-5 pb-5 leading-relaxed text-slate-800">
        {faq.answer}
      </div>
    </li>
  );
}
