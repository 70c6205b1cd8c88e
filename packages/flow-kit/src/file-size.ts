const KB = 1024;
const MB = 1024 * KB;

// Made on first use: a page's first Intl formatter loads the ICU data, which a page without files
// should not pay for while it hydrates (ADR 008: TBT).
let sizeFormat: Intl.NumberFormat | undefined;
const decimal = (value: number) => (sizeFormat ??= new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })).format(value);

/**
 * Sizes as a Spanish visitor reads them: '73 bytes', '230 KB', '1,5 MB'. One formatter for the
 * wizard, the order page, the back office and the receipt mail, so a file reads the same everywhere.
 * Below a kilobyte the bytes themselves: '0,1 KB' for a 73-byte file reads as a rounding slip.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  return bytes < MB ? `${decimal(bytes / KB)} KB` : `${decimal(bytes / MB)} MB`;
}
