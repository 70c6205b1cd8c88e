import { useRef } from 'react';
import { ANY_FILE_TYPE, resolve, type FileRule } from '@shop/flow-kit';
import { DropZone } from './DropZone';
import { FieldGroup } from './Field';
import { FileMessages, useFileNotice } from './FileMessages';
import { FileSummary } from './FileSummary';
import { addFiles, matchesFamily } from './fileChecks';
import { FilePreview } from './FilePreview';
import { describedBy, fieldId, type WidgetProps } from './types';

/** Kind files: attached documents (spec-2 §5). The files travel beside the data, the value stays null. */
export function FilesWidget({ name, field, data, label, required, error, files, onFilesChange, disabled }: WidgetProps<'files', null>) {
  const rule = field.files;
  const [notice, showMessages] = useFileNotice();
  const zoneRef = useRef<HTMLInputElement>(null);
  const removeRefs = useRef(new Map<number, HTMLButtonElement>());

  const add = (incoming: File[]) => {
    const result = addFiles(files, incoming, rule);
    showMessages(result.messages);
    if (result.files.length !== files.length) onFilesChange(result.files);
  };

  const remove = (index: number) => {
    showMessages([]);
    onFilesChange(files.filter((_, at) => at !== index));
    // Keep the keyboard nearby: on the following file's button (it moves up into this place), else
    // the previous one, else the drop zone.
    const next = index < files.length - 1 ? index + 1 : index - 1;
    (removeRefs.current.get(next) ?? zoneRef.current)?.focus();
  };

  const several = rule.maxFiles > 1;
  return (
    // The hint is read inside the drop zone (and describes its button) rather than repeated under it.
    <FieldGroup name={name} label={label} required={required} error={error}>
      <DropZone
        id={fieldId(name)}
        inputRef={zoneRef}
        title={several ? 'Arrastra tus archivos aquí o haz clic para seleccionarlos' : 'Arrastra tu archivo aquí o haz clic para seleccionarlo'}
        hint={field.hint ? `${field.hint} ${zoneHint(rule)}` : zoneHint(rule)}
        accept={resolve(rule.pickerAccept, data)}
        // Several may be picked even where one is allowed: the rule then says so ('Máximo 1 archivo
        // permitido', spec-2 §5) rather than the picker refusing silently.
        multiple
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={describedBy(name, false, error)}
        onFiles={add}
      />
      <FileMessages notice={notice} />
      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Archivos añadidos">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex flex-col gap-2">
              {field.preview && matchesFamily(file.type, 'image/*') && <FilePreview file={file} kind="image" />}
              <FileSummary
                file={file}
                removeText="Quitar"
                removeName={`Quitar ${file.name}`}
                removeRef={(button) => {
                  if (button) removeRefs.current.set(index, button);
                  else removeRefs.current.delete(index);
                }}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </FieldGroup>
  );
}

/** 'PDF, DOC o PNG · Hasta 4 archivos de 5MB como máximo' — what the picker takes, in words. */
function zoneHint(rule: FileRule): string {
  const kinds = rule.accept.filter((entry) => !entry.includes('/') && entry !== ANY_FILE_TYPE).map((extension) => extension.toUpperCase());
  const formats = rule.accept.includes(ANY_FILE_TYPE)
    ? 'Cualquier tipo de archivo'
    : kinds.length > 1
      ? `${kinds.slice(0, -1).join(', ')} o ${kinds.at(-1)}`
      : kinds[0];
  const limits = rule.maxFiles > 1 ? `Hasta ${rule.maxFiles} archivos de ${rule.maxLabel} como máximo` : `Tamaño máximo: ${rule.maxLabel}`;
  return formats ? `${formats} · ${limits}` : limits;
}
