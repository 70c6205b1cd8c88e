import { useEffect, useState } from 'react';

export type PreviewKind = 'image' | 'audio' | 'video';

/** A chosen file shown as the visitor will recognise it: the image, or a player (spec-1 §2.7, spec-2 §2.10). */
export function FilePreview({ file, kind }: { file: File; kind: PreviewKind }) {
  const url = useObjectUrl(file);
  // A file named .png that is no image (its content is what the server judges): no broken-image icon.
  const [unreadable, setUnreadable] = useState<File>();
  if (!url) return null;
  if (unreadable === file) {
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        No podemos mostrar {file.name}: su contenido no parece {kind === 'image' ? 'una imagen' : kind === 'audio' ? 'un audio' : 'un vídeo'}. Comprueba que es
        el archivo correcto.
      </p>
    );
  }
  const failed = () => setUnreadable(file);
  const frame = 'max-h-72 w-full rounded-lg border border-slate-300 bg-slate-50';
  if (kind === 'image') return <img src={url} alt={`Vista previa de ${file.name}`} onError={failed} className={`${frame} object-contain`} />;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a preview of the visitor's own file, which has no captions to offer
  if (kind === 'audio') return <audio controls src={url} onError={failed} className="w-full" aria-label={`Vista previa de ${file.name}`} />;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a preview of the visitor's own file, which has no captions to offer
  return <video controls src={url} onError={failed} className={frame} aria-label={`Vista previa de ${file.name}`} />;
}

/** An object URL for the preview, revoked when the file changes or the preview goes away. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}
