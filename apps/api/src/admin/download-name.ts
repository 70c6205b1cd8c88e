/** The extensions a stored file's content type is known by (the types the flows accept). */
const EXTENSIONS_OF: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/x-cfb': ['doc'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'audio/mpeg': ['mp3'],
  'video/mp4': ['mp4'],
};

/**
 * The name staff download a file under: the visitor's own, with the extension its content has when
 * the name says otherwise. A PNG sent as 'contrato.pdf' (its content is an accepted type, so it was
 * taken) downloads as 'contrato.pdf.png' and opens in the program that can read it.
 */
export function downloadName(originalName: string, mime: string): string {
  const known = EXTENSIONS_OF[mime];
  if (!known) return originalName;
  const extension = /\.([^.]+)$/.exec(originalName)?.[1]?.toLowerCase();
  return extension && known.includes(extension) ? originalName : `${originalName}.${known[0]}`;
}
