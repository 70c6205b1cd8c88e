import { niceShortHeading } from '@shop/ip-content/nice-short-headings';
import { PendingPart } from './OnDemandStatus';
import { loadClassTexts } from './useClassSuggester';
import { useOnDemand } from './useOnDemand';

/**
 * What a class's info button opens (spec-1 §2.7): its short heading, the official heading and the
 * explanatory note, with where they come from (DECISIONS §14). Loaded with the first one opened.
 */
export function ClassNote({ id }: { id: number }) {
  const texts = useOnDemand(loadClassTexts, true);
  if (texts.status !== 'ready')
    return (
      <PendingPart
        of={texts}
        loading="Cargando..."
        failed="No se ha podido cargar la información de la clase. Comprueba tu conexión e inténtalo de nuevo."
        className="min-h-24"
      />
    );
  const heading = texts.value.heading(id);
  if (!heading) return <p>{`Información de la clase ${id} no disponible.`}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-slate-900">{niceShortHeading(id)}</p>
      <p>{heading}</p>
      <p className="text-sm">{texts.value.note(id)}</p>
      <p className="text-xs text-slate-600">
        Clasificación de Niza, {texts.value.edition}. {texts.value.attribution}
      </p>
    </div>
  );
}
