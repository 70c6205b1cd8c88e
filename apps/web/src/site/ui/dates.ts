/**
 * Dates as the consultancy's visitors read them, in Spain's time (Europe/Madrid) whatever the
 * server's or the browser's zone: the server renders the page and the browser hydrates it, and a
 * time near midnight must not read as two different days (a hydration mismatch). The formatters
 * are made on first use: a page's first Intl formatter loads the ICU data (issue 12: TBT).
 */
const SPAIN = 'Europe/Madrid';

function lazyFormat(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (iso: string): string => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    format ??= new Intl.DateTimeFormat('es-ES', { ...options, timeZone: SPAIN });
    return format.format(date);
  };
}

/** '12 de noviembre de 2026'. */
export const formatDate = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** '12 de noviembre de 2026, 10:30' (or '… a las 10:30', as the ICU version words it). */
export const formatDateTime = lazyFormat({ dateStyle: 'long', timeStyle: 'short' });
