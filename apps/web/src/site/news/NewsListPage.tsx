import type { ReactNode } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { newsArticlePath, sitePages } from '@shop/settings/routes';
import type { NewsItem, NewsPage } from '../../api/news';
import type { Preloaded } from '../../ssr-data';
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { buttonOutline, container, pageTitle } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';
import { usePreloaded } from '../ui/usePreloaded';
import { formatDate } from '../ui/dates';
import { fetchNewsPageOf, newsPageHref, newsPageNumber } from './newsPage';

/**
 * spec-2 §2.18: title and intro, a featured article, cards, numbered pagination, skeletons while
 * loading. The server renders the page with its articles (the route's loader); the browser
 * fetches another page when the visitor moves to it. Pages are links, so they work without
 * JavaScript too: the server sends the list without code (ADR 021), and each page is a page from the
 * server; the app draws it only on a navigation from a page that runs.
 */
export function NewsListPage() {
  usePageMeta(sitePages['/noticias']);
  const [params] = useSearchParams();
  const page = newsPageNumber(params);
  const preloaded = useLoaderData() as Preloaded<NewsPage>;
  const [state, retry] = usePreloaded({ preloaded, key: String(page), load: fetchNewsPageOf, failure: 'Error cargando noticias', withoutCode: true });

  const items = state.status === 'loaded' ? (state.data.data ?? []) : [];
  const lastPage = state.status === 'loaded' ? Math.max(1, state.data.pagination?.last_page ?? 1) : 1;
  const featured = items.find((item) => item.destacada);
  const others = items.filter((item) => item !== featured);

  return (
    <div className={`${container} py-12 sm:py-16`}>
      <h1 className={pageTitle}>Noticias</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">Actualidad sobre marcas, patentes, diseños y propiedad intelectual, explicada con claridad.</p>

      <div aria-live="polite" aria-busy={state.status === 'loading'} className="mt-10">
        {state.status === 'loading' && <Skeletons />}
        {state.status === 'error' && (
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
            <p className="font-semibold text-red-800">No hemos podido cargar las noticias. Comprueba tu conexión e inténtalo de nuevo.</p>
            {/* The server's page has no code to retry with (ADR 021): it asks the server again. */}
            {typeof window === 'undefined' ? (
              <a href={newsPageHref(page)} className={`${buttonOutline} mt-4`}>
                Reintentar
              </a>
            ) : (
              <button type="button" className={`${buttonOutline} mt-4`} onClick={retry}>
                Reintentar
              </button>
            )}
          </div>
        )}
        {state.status === 'loaded' && items.length === 0 && (
          <p className="text-lg text-slate-700">
            No hay noticias en esta página.{' '}
            {page > 1 && (
              <Link to={newsPageHref(1)} className="font-semibold text-brand-700 underline">
                Ir a la primera página
              </Link>
            )}
          </p>
        )}
        {featured && <FeaturedCard item={featured} />}
        {others.length > 0 && (
          // Drawn as it nears the screen (below-fold, ADR 021); 0.5rem of padding (and as much margin back)
          // holds the cards' shadows and focus rings, which its contained paint would clip.
          <ul
            className={`below-fold -mx-2 -mb-2 grid gap-6 p-2 [--fold-h:2418px] sm:grid-cols-2 lg:[--fold-h:964px] lg:grid-cols-3 ${featured ? 'mt-8' : '-mt-2'}`}
            data-testid="news-cards"
          >
            {others.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {lastPage > 1 && <Pagination page={page} lastPage={lastPage} />}
    </div>
  );
}

function FeaturedCard({ item }: { item: NewsItem }) {
  return (
    <article className="grid overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-brand-100 lg:grid-cols-2" data-testid="news-featured">
      {/* The page's largest element on a phone (its LCP): fetched before the cards' images. */}
      {item.imagen && <img src={item.imagen} alt="" width={1200} height={630} fetchPriority="high" className="aspect-[1200/630] h-full w-full object-cover" />}
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="inline-flex w-fit rounded-full bg-accent-700 px-3 py-1 text-xs font-bold tracking-wide text-white">Destacada</p>
        <h2 className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">
          <Link to={newsArticlePath(item.seo.url)} className="hover:underline">
            {item.titulo}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-700">{formatDate(item.fecha)}</p>
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
        <p className="text-sm text-slate-700">{formatDate(item.fecha)}</p>
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

/**
 * Links to the pages (a new page starts at the top: the layout's ScrollRestoration). At the ends
 * 'Anterior' and 'Siguiente' are disabled links (spec-2 §4: 'Previous is disabled on page 1'): no
 * address, not focusable, said to be unavailable. A page's link is named by its number.
 */
function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold';
  const plain = `${base} border-slate-300 text-slate-800 hover:bg-slate-50`;
  const step = (target: number, children: ReactNode) =>
    target >= 1 && target <= lastPage ? (
      <Link to={newsPageHref(target)} className={plain}>
        {children}
      </Link>
    ) : (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link has no address; role and aria-disabled say so
      <a role="link" aria-disabled="true" className={`${base} cursor-not-allowed border-slate-300 text-slate-800 opacity-50`}>
        {children}
      </a>
    );
  return (
    <nav aria-label="Paginación" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {step(
        page - 1,
        <>
          <ChevronLeftIcon className="h-4 w-4" />
          Anterior
        </>,
      )}
      {pageNumbers(page, lastPage).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={entry}
            to={newsPageHref(entry)}
            aria-current={entry === page ? 'page' : undefined}
            className={entry === page ? `${base} border-brand-800 bg-brand-800 text-white` : plain}
          >
            {entry}
          </Link>
        ),
      )}
      {step(
        page + 1,
        <>
          Siguiente
          <ChevronRightIcon className="h-4 w-4" />
        </>,
      )}
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
