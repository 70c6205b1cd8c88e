const KB = 1024;
const MB = 1024 * KB;

// Made on first use: a page's first Intl formatter loads the ICU data, which a page without files
// should not pay for while it hydrates (issue 12: TBT).
let sizeFormat: Intl.NumberFormat | undefined;
const decimal = (value: number) => (sizeFormat ??= new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })).format(value);

/** Sizes as a Spanish visitor reads them: '230 KB', '1,5 MB' (the wizard's files, the order page's). */
export function formatFileSize(bytes: number): string {
  return bytes < MB ? `${decimal(bytes / KB)} KB` : `${decimal(bytes / MB)} MB`;
}
