import { useRef, useState } from 'react';
import { resolve, type FileRule } from '@shop/flow-kit';
import { DropZone } from './DropZone';
import { FieldGroup } from './Field';
import { FileMessages } from './FileMessages';
import { FileSummary } from './FileSummary';
import { addFiles, ruleOf } from './fileChecks';
import { describedBy, fieldId, type WidgetProps } from './types';

/** Kind files: attached documents (spec-2 §5). The files travel beside the data, the value stays null. */
export function FilesWidget({ name, field, data, label, required, error, files, onFilesChange, disabled }: WidgetProps<null>) {
  const rule = ruleOf(name, field);
  const [messages, setMessages] = useState<string[]>([]);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef(new Map<number, HTMLButtonElement>());

  const add = (incoming: File[]) => {
    const result = addFiles(files, incoming, rule);
    setMessages(result.messages);
    if (result.files.length !== files.length) onFilesChange(result.files);
  };

  const remove = (index: number) => {
    setMessages([]);
    onFilesChange(files.filter((_, at) => at !== index));
    // Keep the keyboard where it was: on the next file's button (it takes this index), else the zone.
    const next = index < files.length - 1 ? index + 1 : index - 1;
    (removeRefs.current.get(next) ?? zoneRef.current)?.focus();
  };

  const several = rule.maxFiles > 1;
  return (
    <FieldGroup name={name} label={label} required={required} hint={field.hint} error={error}>
      <DropZone
        id={fieldId(name)}
        buttonRef={zoneRef}
        title={several ? 'Arrastra tus archivos aquí o haz clic para seleccionarlos' : 'Arrastra tu archivo aquí o haz clic para seleccionarlo'}
        hint={zoneHint(rule)}
        accept={resolve(rule.pickerAccept, data)}
        multiple={several}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={describedBy(name, Boolean(field.hint), error)}
        onFiles={add}
      />
      <FileMessages messages={messages} />
      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Archivos añadidos">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
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
  const kinds = rule.accept.filter((entry) => !entry.includes('/')).map((extension) => extension.toUpperCase());
  const formats = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} o ${kinds.at(-1)}` : kinds[0];
  const limits = rule.maxFiles > 1 ? `Hasta ${rule.maxFiles} archivos de ${rule.maxLabel} como máximo` : `Tamaño máximo: ${rule.maxLabel}`;
  return formats ? `${formats} · ${limits}` : limits;
}
