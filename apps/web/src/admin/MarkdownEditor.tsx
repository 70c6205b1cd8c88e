import { useEffect, useId, useRef, useState } from 'react';
import { adminFetch, post } from './api';
import { FieldError, errorProps, inputClass, messageOf, secondaryButtonClass } from './ui';

type Format = 'markdown' | 'html';

/** What the toolbar wraps the selection in, or puts before each selected line. */
const TOOLS: { label: string; title: string; apply: (selected: string) => string }[] = [
  { label: 'Negrita', title: 'Negrita: **texto**', apply: (text) => `**${text || 'texto'}**` },
  { label: 'Cursiva', title: 'Cursiva: *texto*', apply: (text) => `*${text || 'texto'}*` },
  { label: 'Subtítulo', title: 'Subtítulo: ## Título', apply: (text) => `\n\n## ${text || 'Subtítulo'}\n\n` },
  { label: 'Enlace', title: 'Enlace: [texto](https://...)', apply: (text) => `[${text || 'texto del enlace'}](https://)` },
  {
    label: 'Lista',
    title: 'Lista: una línea por punto, empezando por «- »',
    apply: (text) =>
      `\n\n${(text || 'primer punto\nsegundo punto')
        .split('\n')
        .map((line) => `- ${line}`)
        .join('\n')}\n\n`,
  },
];

/**
 * An article's text in Markdown (docs/decisions/012-back-office-work.md): a blank line starts a
 * new paragraph; the toolbar writes the marks for those who do not know them, a picture is
 * uploaded and put where the cursor is, and the preview beside it is the server's own HTML, as
 * readers will get it, refreshed as staff type. An article written as HTML before stays HTML
 * until staff switch it.
 */
export function MarkdownEditor({
  value,
  format,
  onChange,
  onFormat,
  error,
}: {
  value: string;
  format: Format;
  onChange: (text: string) => void;
  onFormat: (format: Format) => void;
  error: string | undefined;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
  const [pictureError, setPictureError] = useState('');

  // The preview follows the text, asked for once typing pauses; a newer answer replaces an older one.
  useEffect(() => {
    let live = true;
    // Nothing written yet, nothing to ask the server for.
    if (!value.trim()) {
      setPreview({ html: '' });
      return;
    }
    const timer = setTimeout(() => {
      post<{ html: string }>('news/preview', { contenido: value, formato: format }).then(
        (answer) => live && setPreview(answer),
        (failure: unknown) => live && setPreview({ error: messageOf(failure) }),
      );
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, format]);

  function insert(make: (selected: string) => string) {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const text = make(value.slice(start, end));
    onChange(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  async function picture(file: File | undefined) {
    if (!file) return;
    setPictureError('');
    try {
      const { url } = await adminFetch<{ url: string }>('POST', 'news/image', file, file.type || 'application/octet-stream');
      insert(() => `\n\n![${file.name.replace(/\.[^.]+$/, '')}](${url})\n\n`);
    } catch (failure) {
      setPictureError(messageOf(failure));
    }
  }

  const markdown = format === 'markdown';
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {markdown ? 'Texto (Markdown)' : 'Texto (HTML)'}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {markdown
            ? 'Deja una línea en blanco entre párrafos. **negrita**, *cursiva*, ## subtítulo, - lista, [enlace](https://...).'
            : 'Noticia escrita en HTML antes del editor Markdown: se publica tal cual, limpia. Puedes pasarla a Markdown.'}
        </p>
        {markdown ? (
          <div role="toolbar" aria-label="Formato del texto" aria-controls={id} className="mt-2 flex flex-wrap gap-2">
            {TOOLS.map((tool) => (
              <button
                key={tool.label}
                type="button"
                title={tool.title}
                className="rounded border border-slate-400 px-2 py-1 text-sm hover:bg-slate-100"
                onClick={() => insert(tool.apply)}
              >
                {tool.label}
              </button>
            ))}
            <label className="cursor-pointer rounded border border-slate-400 px-2 py-1 text-sm hover:bg-slate-100 focus-within:outline-2 focus-within:outline-brand-800">
              Imagen en el texto
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className="sr-only"
                onChange={(event) => void picture(event.target.files?.[0])}
              />
            </label>
          </div>
        ) : (
          <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => onFormat('markdown')}>
            Pasar a Markdown
          </button>
        )}
        <textarea
          id={id}
          ref={area}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={16}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
          aria-invalid={errorProps(errorId, error)['aria-invalid']}
          className={`${inputClass} font-mono text-sm`}
        />
        <FieldError id={errorId} error={error} />
        <FieldError id={`${id}-picture`} error={pictureError} />
      </div>
      <section aria-labelledby={`${id}-preview`} className="rounded-md border border-slate-200 p-4">
        <h2 id={`${id}-preview`} className="mb-2 text-sm font-semibold text-slate-700">
          Vista previa
        </h2>
        {preview === null ? (
          <p className="text-sm text-slate-700">Preparando la vista previa...</p>
        ) : 'error' in preview ? (
          <p className="text-sm text-red-800">{preview.error}</p>
        ) : (
          <div className="article-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
        )}
      </section>
    </div>
  );
}
