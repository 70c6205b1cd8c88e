/**
 * Dates as the consultancy's visitors read them, in Spain's time (Europe/Madrid) whatever the
 * server's or the browser's zone: the server renders the page and the browser hydrates it, and a
 * time near midnight must not read as two different days (a hydration mismatch).
 *
 * Written by hand rather than with Intl.DateTimeFormat: a page's first Intl formatter loads the
 * ICU data, 18-50 ms of a phone's main thread while the news pages hydrate (ADR 008: TBT), and
 * two ICU versions (Node's, the browser's) need not word a date alike. A test compares these with
 * Intl over every few hours from 1996 to 2037.
 */
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month: when the EU changes its clocks (since 1996). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The wall clock in Madrid at an instant: UTC+2 from late March to late October, else UTC+1. */
function madridClock(iso: string): Date | undefined {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}

const dateOf = (clock: Date) => `${clock.getUTCDate()} de ${MONTHS[clock.getUTCMonth()]} de ${clock.getUTCFullYear()}`;

/** '12 de noviembre de 2026'; '' for a date it cannot read. */
export function formatDate(iso: string): string {
  const clock = madridClock(iso);
  return clock ? dateOf(clock) : '';
}

/** '12 de noviembre de 2026 a las 9:05'; '' for a date it cannot read. */
export function formatDateTime(iso: string): string {
  const clock = madridClock(iso);
  return clock ? `${dateOf(clock)} a las ${clock.getUTCHours()}:${String(clock.getUTCMinutes()).padStart(2, '0')}` : '';
}
