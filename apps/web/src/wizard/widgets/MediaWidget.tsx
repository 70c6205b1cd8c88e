import { useRef } from 'react';
import { useOwnEarlyInput } from '../../earlyInput';
import { mediaFamily, resolve, type MediaType } from '@shop/flow-kit';
import { DropZone } from './DropZone';
import { FieldGroup } from './Field';
import { RadioCards } from './RadioCards';
import { FileMessages, useFileNotice } from './FileMessages';
import { FileSummary } from './FileSummary';
import { FilePreview, type PreviewKind } from './FilePreview';
import { addFiles, matchesFamily } from './fileChecks';
import { describedBy, fieldId, type WidgetProps } from './types';

const kindInWords: Record<MediaType, string> = { imagen: 'Archivo de imagen', sonido: 'Archivo de audio', video: 'Archivo de vídeo' };
const previewKind: Record<MediaType, PreviewKind> = { imagen: 'image', sonido: 'audio', video: 'video' };

/**
 * Kind media: the representation choice (imagen, sonido, video) and its single upload (spec-1 §2.7).
 * The picker follows the choice; the preview shows only when the file matches it, and a file that
 * does not match is kept anyway.
 */
export function MediaWidget({ name, field, value, data, label, required, error, onChange, files, onFilesChange, disabled }: WidgetProps<'media', MediaType>) {
  const rule = field.files;
  const choice: MediaType = value ?? 'imagen';
  const options = field.options;
  const file = files[0];
  const [notice, showMessages] = useFileNotice();
  const zoneRef = useRef<HTMLInputElement>(null);
  // A representation chosen before the page's code ran (the file picked then is the drop zone's own).
  const early = useOwnEarlyInput<HTMLDivElement>();

  // A new pick replaces the file: checked as if the list were empty, so the count rule only stops
  // several files dropped at once.
  const pick = (incoming: File[]) => {
    const result = addFiles([], incoming, { ...rule, maxFiles: 1 });
    showMessages(result.messages);
    if (result.files.length > 0) onFilesChange(result.files);
  };

  const remove = () => {
    showMessages([]);
    onFilesChange([]);
    zoneRef.current?.focus();
  };

  const matches = file !== undefined && matchesFamily(file.type, mediaFamily[choice]);
  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error}>
      {/* No box of its own: the cards stay the fieldset's row. */}
      <div {...early} className="contents">
        <RadioCards name={name} options={options} value={choice} disabled={disabled} onChoose={(chosen) => onChange({ [name]: chosen })} compact />
      </div>
      <DropZone
        id={`${fieldId(name)}-archivo`}
        inputRef={zoneRef}
        title="Arrastra tu archivo aquí o haz clic para seleccionarlo"
        hint={`${kindInWords[choice]} · Tamaño máximo: ${rule.maxLabel}`}
        accept={resolve(rule.pickerAccept, { ...data, [name]: choice })}
        // Without the page's code the picker cannot follow a new choice: it takes the files of every kind.
        acceptBeforeCode={[...new Set(options.map((option) => resolve(rule.pickerAccept, { ...data, [name]: option.value })))].join(',')}
        multiple={false}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={describedBy(name, Boolean(field.hint), error)}
        onFiles={pick}
      />
      <FileMessages notice={notice} />
      {file && (
        <div className="flex flex-col gap-2">
          {matches ? (
            <FilePreview file={file} kind={previewKind[choice]} />
          ) : (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              El archivo no coincide con el tipo de representación elegido; lo conservaremos igualmente.
            </p>
          )}
          <FileSummary file={file} removeText="Quitar archivo" onRemove={remove} />
        </div>
      )}
    </FieldGroup>
  );
}
