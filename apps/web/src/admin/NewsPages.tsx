import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle';
import { adminFetch, formatDateTime, post } from './api';
import { useFormDraft } from './drafts';
import {
  buttonClass,
  DataTable,
  Field,
  formErrorsOf,
  inputClass,
  isMissing,
  Loaded,
  messageOf,
  NO_ERRORS,
  Notice,
  PageHeading,
  secondaryButtonClass,
  useLoad,
  type FormErrors,
} from './ui';
import { MarkdownEditor } from './MarkdownEditor';
import type { Article } from '@shop/api-contract';

/** The article's fields the API may refuse one by one, each said by its field. */
const ARTICLE_FIELDS = ['titulo', 'slug', 'resumen', 'contenido', 'imagen', 'keywords', 'autor'] as const;

/** News for staff: list, create, edit, publish, feature (ADR 007). */
export function NewsListPage() {
  usePageTitle('Noticias');
  const [load, retry] = useLoad<Article[]>('news');
  return (
    <>
      <PageHeading
        actions={
          <Link to="/admin/noticias/nueva" className={buttonClass}>
            Nueva noticia
          </Link>
        }
      >
        Noticias
      </PageHeading>
      <Loaded load={load} retry={retry}>
        {(articles) => (
          <DataTable label="Noticias" columns={['Título', 'Fecha', 'Estado']}>
            {articles.map((article) => (
              <tr key={article.id}>
                <td className="px-3 py-2">
                  <Link to={`/admin/noticias/${article.id}`} className="font-semibold text-brand-800 underline">
                    {article.titulo}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(article.fecha)}</td>
                <td className="px-3 py-2">
                  {article.publicada ? 'Publicada' : 'Borrador'}
                  {article.destacada ? ' · Destacada' : ''}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Loaded>
    </>
  );
}

const EMPTY: Article = {
  id: 0,
  titulo: '',
  slug: '',
  resumen: '',
  contenido: '',
  formato: 'markdown',
  imagen: null,
  destacada: false,
  publicada: false,
  keywords: [],
  autor: null,
  fecha: '',
  actualizada: '',
};

export function NewsEditorPage({ id }: { id: string }) {
  // No article has an address that is not a number: said so, rather than the API's 'Debe ser un número.'
  if (id !== 'nueva' && !/^\d{1,12}$/.test(id)) return <MissingArticle />;
  return <LoadedEditor id={id} />;
}

const MISSING_TITLE = 'Noticia no encontrada';

function MissingArticle() {
  usePageTitle(MISSING_TITLE);
  return (
    <>
      <PageHeading>{MISSING_TITLE}</PageHeading>
      <p className="mb-4 text-slate-800">Esa noticia no existe.</p>
      <Link to="/admin/noticias" className="text-brand-800 underline">
        ← Noticias
      </Link>
    </>
  );
}

function LoadedEditor({ id }: { id: string }) {
  const isNew = id === 'nueva';
  const [load, retry] = useLoad<Article>(`news/${id}`, isNew ? async () => EMPTY : undefined);
  // A number no article has (deleted, mistyped) reads as such an address does, with no retry.
  const missing = isMissing(load);
  usePageTitle(isNew ? 'Nueva noticia' : missing ? MISSING_TITLE : 'Editar noticia');
  if (missing) return <MissingArticle />;
  return (
    <Loaded load={load} retry={retry}>
      {(article) => <NewsEditor key={article.id} article={article} />}
    </Loaded>
  );
}

function NewsEditor({ article }: { article: Article }) {
  const navigate = useNavigate();
  // A new article's editor reopens at its own address; what was said on saving comes along.
  const said = (useLocation().state as { said?: { kind: 'ok' | 'error'; text: string } } | null)?.said ?? null;
  // Kept in this tab until saved: a session ending mid-article gives it back after signing in again.
  const { value: draft, setValue: setDraft, saved: takeSaved, restored } = useFormDraft(`noticia:${article.id || 'nueva'}`, article);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(
    said ?? (restored ? { kind: 'ok', text: 'Se ha recuperado lo que escribiste sin guardar. Guarda para conservarlo.' } : null),
  );
  const set = <K extends keyof Article>(key: K, value: Article[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const body = { ...draft, slug: draft.slug || undefined, keywords: draft.keywords, autor: draft.autor || null };
    try {
      type Saved = Article & { direccionOcupada: string | null };
      const { direccionOcupada: taken, ...saved } = draft.id ? await adminFetch<Saved>('PUT', `news/${draft.id}`, body) : await post<Saved>('news', body);
      const text = [
        saved.publicada ? `Noticia guardada y publicada en /noticias/${saved.slug}.` : 'Noticia guardada como borrador.',
        // Another article had the address: the one used instead is said, not left to be found.
        taken ? `La dirección «${taken}» ya la usaba otra noticia: se ha guardado como «${saved.slug}».` : '',
      ]
        .filter(Boolean)
        .join(' ');
      takeSaved(saved);
      setMessage({ kind: 'ok', text });
      if (!draft.id) navigate(`/admin/noticias/${saved.id}`, { replace: true, state: { said: { kind: 'ok', text } } });
    } catch (error) {
      // Each refusal by its field; what belongs to none by the Save button.
      setMessage(null);
      setErrors(formErrorsOf(error, ARTICLE_FIELDS));
    }
  }
  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const { url } = await adminFetch<{ url: string }>('POST', 'news/image', file, file.type || 'application/octet-stream');
      set('imagen', url);
      // A refusal of an earlier picture no longer holds.
      setErrors((current) => ({ ...current, fields: { ...current.fields, imagen: '' } }));
    } catch (error) {
      setErrors((current) => ({ ...current, fields: { ...current.fields, imagen: messageOf(error) } }));
    }
  }
  async function remove() {
    if (!draft.id || !window.confirm('¿Borrar esta noticia?')) return;
    try {
      await adminFetch('DELETE', `news/${draft.id}`);
      navigate('/admin/noticias');
    } catch (error) {
      setMessage({ kind: 'error', text: messageOf(error) });
    }
  }

  return (
    <>
      <p className="mb-2">
        <Link to="/admin/noticias" className="text-brand-800 underline">
          ← Noticias
        </Link>
      </p>
      <PageHeading>{draft.id ? 'Editar noticia' : 'Nueva noticia'}</PageHeading>
      {message && (
        <div className="mb-4">
          <Notice kind={message.kind}>{message.text}</Notice>
        </div>
      )}
      <form onSubmit={save} className="grid gap-4 rounded-lg bg-white p-4 shadow-sm lg:grid-cols-2">
        <div className="lg:col-span-2">
          <Field label="Título" error={errors.fields.titulo}>
            <input value={draft.titulo} onChange={(event) => set('titulo', event.target.value)} required maxLength={200} className={inputClass} />
          </Field>
        </div>
        <Field
          label="Dirección (slug)"
          error={errors.fields.slug}
          hint="Se crea a partir del título si la dejas vacía. Si la cambias, la dirección anterior seguirá llevando a la noticia."
        >
          <input value={draft.slug} onChange={(event) => set('slug', event.target.value)} maxLength={80} className={inputClass} />
        </Field>
        <Field label="Autor (opcional)" error={errors.fields.autor}>
          <input value={draft.autor ?? ''} onChange={(event) => set('autor', event.target.value)} maxLength={120} className={inputClass} />
        </Field>
        <div className="lg:col-span-2">
          <Field label="Resumen (descripción para buscadores)" error={errors.fields.resumen}>
            <textarea value={draft.resumen} onChange={(event) => set('resumen', event.target.value)} required maxLength={500} rows={2} className={inputClass} />
          </Field>
        </div>
        <div className="lg:col-span-2">
          <Field label="Palabras clave (separadas por comas)" error={errors.fields.keywords}>
            <input
              value={draft.keywords.join(', ')}
              onChange={(event) =>
                set(
                  'keywords',
                  event.target.value.split(',').map((word) => word.trimStart()),
                )
              }
              className={inputClass}
            />
          </Field>
        </div>
        <div className="lg:col-span-2">
          <MarkdownEditor
            value={draft.contenido}
            format={draft.formato}
            onChange={(text) => set('contenido', text)}
            onFormat={(format) => set('formato', format)}
            error={errors.fields.contenido}
          />
        </div>
        <Field label="Imagen principal" error={errors.fields.imagen}>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => upload(event.target.files?.[0])}
            className="mt-1 block text-sm"
          />
        </Field>
        <div>{draft.imagen && <img src={draft.imagen} alt="Imagen de la noticia" className="max-h-32 rounded" />}</div>
        <div className="flex flex-wrap gap-6 lg:col-span-2">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={draft.publicada} onChange={(event) => set('publicada', event.target.checked)} className="size-5" />
            Publicada
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={draft.destacada} onChange={(event) => set('destacada', event.target.checked)} className="size-5" />
            Destacada
          </label>
        </div>
        {errors.message && (
          <div className="lg:col-span-2">
            <Notice kind="error">{errors.message}</Notice>
          </div>
        )}
        <div className="flex flex-wrap gap-3 lg:col-span-2">
          <button type="submit" className={buttonClass}>
            Guardar
          </button>
          {draft.id > 0 && draft.publicada && (
            <a href={`/noticias/${draft.slug}`} className={secondaryButtonClass} target="_blank" rel="noreferrer">
              Ver en la web
            </a>
          )}
          {draft.id > 0 && (
            <button type="button" className="rounded-md px-4 py-2 font-semibold text-red-800 underline" onClick={remove}>
              Borrar
            </button>
          )}
        </div>
      </form>
    </>
  );
}
