import { Link, useLoaderData, useNavigate, useParams, type NavigateFunction } from 'react-router';
import type { MouseEvent } from 'react';
import { newsArticlePath } from '@shop/settings/routes';
import { authorOf } from '@shop/settings/site-api';
import { fetchNewsArticle, type NewsItem } from '../../api/news';
import { ChevronLeftIcon } from '../ui/icons';
import { buttonOutline } from '../ui/styles';
import { usePageMeta } from '../ui/usePageMeta';
import { usePreloaded } from '../ui/usePreloaded';
import type { Preloaded } from '../../ssr-data';
import { formatDate } from '../ui/dates';

/** An article fetched by the browser, by its slug; null when it does not exist. */
const fetchArticle = async (slug: string): Promise<NewsItem | null> => (await fetchNewsArticle(slug)) ?? null;

/** spec-2 §2.19: back link, title, 'Por {author}', image, summary and the sanitised HTML body. */
export function NewsArticlePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  // The article the server rendered the page with, if it did (null on the browser's navigations).
  const preloaded = useLoaderData() as Preloaded<NewsItem | null>;
  const [loaded] = usePreloaded({ preloaded, key: slug, load: fetchArticle, failure: 'Error cargando la noticia', withoutCode: true });
  // A failed fetch reads as a missing article, as the server's 404 page does.
  const state =
    loaded.status === 'loading'
      ? loaded
      : loaded.status === 'loaded' && loaded.data
        ? { status: 'loaded' as const, article: loaded.data }
        : { status: 'missing' as const };

  usePageMeta(
    state.status === 'loaded'
      ? {
          title: state.article.titulo,
          description: state.article.resumen,
          canonical: newsArticlePath(state.article.seo.url),
          keywords: state.article.seo.keywords,
        }
      : state.status === 'missing'
        ? { title: 'Noticia no encontrada', description: 'La noticia que buscas no existe o ya no está publicada.' }
        : undefined,
  );

  const back = (
    <Link to="/noticias" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline">
      <ChevronLeftIcon className="h-5 w-5" />
      Volver a noticias
    </Link>
  );

  if (state.status === 'missing') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900">Noticia no encontrada</h1>
        <p className="mt-4 text-lg text-slate-700">La noticia que buscas no existe o ya no está publicada.</p>
        <Link to="/noticias" className={`${buttonOutline} mt-8`}>
          Volver a noticias
        </Link>
      </div>
    );
  }

  if (state.status === 'loading') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6" aria-busy="true" data-testid="article-skeleton">
        {back}
        <span className="sr-only">Cargando noticia…</span>
        <div aria-hidden="true" className="mt-6 space-y-4">
          <div className="skeleton h-10 w-4/5" />
          <div className="skeleton h-5 w-40" />
          <div className="skeleton aspect-[1200/630]" />
          <div className="skeleton h-5 w-full" />
          <div className="skeleton h-5 w-3/4" />
        </div>
      </div>
    );
  }

  const { article } = state;
  const author = authorOf(article.autor);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {back}
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{article.titulo}</h1>
      <p className="mt-3 text-slate-700">
        {author && (
          <>
            <span data-testid="article-author">Por {author}</span>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <time dateTime={article.fecha}>{formatDate(article.fecha)}</time>
      </p>
      {/* Often the page's largest element on a phone (its LCP): fetched first, and the page's code waits for it (boot.js). */}
      {article.imagen && (
        <img src={article.imagen} alt="" width={1200} height={630} fetchPriority="high" className="mt-8 aspect-[1200/630] w-full rounded-2xl object-cover" />
      )}
      <p className="mt-8 text-xl leading-relaxed text-slate-800">{article.resumen}</p>
      {/* The server sanitised this HTML (sanitize-html) before sending it: apps/api/src/site/news.ts. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation only: the links inside are real links, Enter already activates them */}
      <div
        className="article-body mt-8 text-lg"
        onClick={(event) => followInternalLink(event, navigate)}
        dangerouslySetInnerHTML={{ __html: article.contenido ?? '' }}
      />
      <hr className="my-10 border-slate-200" />
      {/* Not a second 'Volver a noticias': two links of one name are one too many to tell apart. */}
      <Link to="/noticias" className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline">
        Ver todas las noticias
      </Link>
    </article>
  );
}

/** Links inside the body to this site's pages navigate in the app instead of reloading it. */
function followInternalLink(event: MouseEvent<HTMLDivElement>, navigate: NavigateFunction) {
  const anchor = (event.target as HTMLElement).closest('a');
  if (!anchor || anchor.target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}
