import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE, newsArticlePath, sitePages } from '@shop/settings/routes';
import { fetchNewsPage, type NewsItem } from '../../api/news';
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { buttonOutline, container, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';
import { formatNewsDate } from './format';

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; items: NewsItem[]; lastPage: number };

/** spec-2 §2.18: title and intro, a featured article, cards, numbered pagination, skeletons while loading. */
export function NewsListPage() {
  usePageMeta(sitePages['/noticias']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchNewsPage(page, NEWS_PAGE_SIZE).then(
      (answer) => live && setState({ status: 'loaded', items: answer.data ?? [], lastPage: Math.max(1, answer.pagination?.last_page ?? 1) }),
      (error: unknown) => {
        console.error('Error cargando noticias', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [page, attempt]);

  const goTo = (target: number) => {
    setParams(target === 1 ? {} : { page: String(target) });
    window.scrollTo({ top: 0 });
  };

  const featured = state.status === 'loaded' ? state.items.find((item) => item.destacada) : undefined;
  const others = state.status === 'loaded' ? state.items.filter((item) => item !== featured) : [];

  return (
    <div className={`${container} py-12 sm:py-16`}>
      <h1 className={pageTitle}>Noticias</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">Actualidad sobre marcas, patentes, diseños y propiedad intelectual, explicada con claridad.</p>

      <div aria-live="polite" aria-busy={state.status === 'loading'} className="mt-10">
        {state.status === 'loading' && <Skeletons />}
        {state.status === 'error' && (
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
            <p className="font-semibold text-red-800">No hemos podido cargar las noticias. Comprueba tu conexión e inténtalo de nuevo.</p>
            <button type="button" className={`${buttonOutline} mt-4`} onClick={() => setAttempt((count) => count + 1)}>
              Reintentar
            </button>
          </div>
        )}
        {state.status === 'loaded' && state.items.length === 0 && (
          <p className="text-lg text-slate-700">
            No hay noticias en esta página.{' '}
            {page > 1 && (
              <button type="button" className="font-semibold text-brand-700 underline" onClick={() => goTo(1)}>
                Ir a la primera página
              </button>
            )}
          </p>
        )}
        {featured && <FeaturedCard item={featured} />}
        {others.length > 0 && (
          <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${featured ? 'mt-10' : ''}`} data-testid="news-cards">
            {others.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {state.status === 'loaded' && state.lastPage > 1 && <Pagination page={page} lastPage={state.lastPage} onChange={goTo} />}
    </div>
  );
}

function FeaturedCard({ item }: { item: NewsItem }) {
  return (
    <article className="grid overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-brand-100 lg:grid-cols-2" data-testid="news-featured">
      {item.imagen && <img src={item.imagen} alt="" width={1200} height={630} className="aspect-[1200/630] h-full w-full object-cover" />}
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="inline-flex w-fit rounded-full bg-accent-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">Destacada</p>
        <h2 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">
          <Link to={newsArticlePath(item.seo.url)} className="hover:underline">
            {item.titulo}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-700">{formatNewsDate(item.fecha)}</p>
        <p className="mt-4 text-lg text-slate-800">{item.resumen}</p>
        <ReadMore item={item} />
      </div>
    </article>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {item.imagen && <img src={item.imagen} alt="" loading="lazy" width={1200} height={630} className="aspect-[1200/630] w-full object-cover" />}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-700">{formatNewsDate(item.fecha)}</p>
        <h2 className="mt-1 text-lg font-bold text-brand-900">
          <Link to={newsArticlePath(item.seo.url)} className="hover:underline">
            {item.titulo}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-700">{item.resumen}</p>
        <ReadMore item={item} />
      </div>
    </article>
  );
}

function ReadMore({ item }: { item: NewsItem }) {
  return (
    <Link to={newsArticlePath(item.seo.url)} className="mt-4 inline-flex min-h-11 w-fit items-center gap-1.5 font-semibold text-accent-700 hover:underline">
      Leer más
      <span className="sr-only">: {item.titulo}</span>
      <ArrowRightIcon className="h-4 w-4" />
    </Link>
  );
}

/** Page numbers with the first, the last and the neighbours of the current one. */
function pageNumbers(page: number, lastPage: number): (number | 'gap')[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

function Pagination({ page, lastPage, onChange }: { page: number; lastPage: number; onChange: (page: number) => void }) {
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label="Paginación" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${base} border-slate-300 text-slate-800 hover:bg-slate-50`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon className="h-4 w-4" />
        Anterior
      </button>
      {pageNumbers(page, lastPage).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Página ${entry}`}
            onClick={() => onChange(entry)}
            className={`${base} ${entry === page ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50'}`}
          >
            {entry}
          </button>
        ),
      )}
      <button type="button" className={`${base} border-slate-300 text-slate-800 hover:bg-slate-50`} disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        Siguiente
        <ChevronRightIcon className="h-4 w-4" />
      </button>
    </nav>
  );
}

function Skeletons() {
  return (
    <div data-testid="news-skeleton">
      <span className="sr-only">Cargando noticias…</span>
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <div className="skeleton aspect-[1200/630]" />
        <div className="space-y-4 py-6">
          <div className="skeleton h-6 w-28" />
          <div className="skeleton h-9 w-4/5" />
          <div className="skeleton h-5 w-full" />
          <div className="skeleton h-5 w-2/3" />
        </div>
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="space-y-3">
            <div className="skeleton aspect-[1200/630]" />
            <div className="skeleton h-6 w-4/5" />
            <div className="skeleton h-5 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
