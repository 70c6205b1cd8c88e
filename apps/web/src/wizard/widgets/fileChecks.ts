import { ANY_FILE_TYPE, type FileRule } from '@shop/flow-kit';

/** The browser-side file rules of spec-2 §5 (the server checks again, by content). */
export interface AddFilesResult {
  files: File[];
  /** Spanish messages for the visitor, in the order the problems were found. */
  messages: string[];
}

type Limits = Pick<FileRule, 'maxFiles' | 'maxBytes' | 'maxLabel' | 'accept'>;

export const tooManyFilesMessage = (maxFiles: number) => (maxFiles === 1 ? 'Máximo 1 archivo permitido' : `Máximo ${maxFiles} archivos permitidos`);
export const oversizeMessage = (fileName: string, maxLabel: string) => `El archivo ${fileName} excede el tamaño máximo de ${maxLabel}`;
export const wrongFormatMessage = (fileName: string) => `El archivo ${fileName} no tiene un formato permitido`;

/**
 * Adds a batch of picked or dropped files. spec-2 §5: a batch that would exceed the count adds
 * nothing; an oversize or wrongly typed file is skipped on its own and the rest of the batch is kept.
 */
export function addFiles(current: readonly File[], incoming: readonly File[], rule: Limits): AddFilesResult {
  // Picking the same file twice is a slip, not a second document: it neither counts nor is sent twice.
  const fresh = incoming.filter(
    (file, index) => !current.some((kept) => sameFile(kept, file)) && incoming.findIndex((other) => sameFile(other, file)) === index,
  );
  if (current.length + fresh.length > rule.maxFiles) {
    return { files: [...current], messages: [tooManyFilesMessage(rule.maxFiles)] };
  }
  const files = [...current];
  const messages: string[] = [];
  for (const file of fresh) {
    if (file.size > rule.maxBytes) messages.push(oversizeMessage(file.name, rule.maxLabel));
    else if (!isAccepted(file, rule.accept)) messages.push(wrongFormatMessage(file.name));
    else files.push(file);
  }
  return { files, messages };
}

/**
 * `accept` lists extensions ('pdf') and MIME families ('image/*'); ANY_FILE_TYPE (or an empty list)
 * accepts anything (renovation documents, spec-2 §5). A file whose MIME type the browser could not
 * tell passes a family rule: the server sniffs its content anyway.
 */
export function isAccepted(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0 || accept.includes(ANY_FILE_TYPE)) return true;
  const extension = extensionOf(file.name);
  return accept.some((entry) => (entry.includes('/') ? file.type === '' || matchesFamily(file.type, entry) : entry.toLowerCase() === extension));
}

/** 'informe.PDF' → 'pdf'; '' when the name has no extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** True when a MIME type belongs to a family such as 'image/*' (or equals an exact type). */
export function matchesFamily(mimeType: string, family: string): boolean {
  const type = mimeType.toLowerCase();
  return family.endsWith('/*') ? type.startsWith(family.slice(0, -1).toLowerCase()) : type === family.toLowerCase();
}

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}
