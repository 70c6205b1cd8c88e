/**
 * The office's clock (Europe/Madrid) on the server: the back office's day filters and its CSV
 * dates read as the staff's screens do (admin/api.ts formats the same way in the browser).
 */
const OFFICE_ZONE = 'Europe/Madrid';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The office's wall clock at an instant, as if it were UTC: its difference from the instant is the offset. */
function wallTimeAt(instant: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** Whether the text is a day of the calendar as 'AAAA-MM-DD' ('2026-02-30' and '2026-13-45' are not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a day starts at the office: '2026-11-25' is 2026-11-24T23:00:00Z. Undefined for no such day. */
export function officeDayStart(day: string): Date | undefined {
  if (!isCalendarDate(day)) return undefined;
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  // Spain changes its clocks at 01:00 UTC, never at midnight: one correction is exact.
  const offset = wallTimeAt(midnightAsUtc) - midnightAsUtc;
  return new Date(midnightAsUtc - offset);
}

/** The instant the office's day after `day` starts (the end, exclusive, of a filter 'hasta'). */
export function officeDayEnd(day: string): Date | undefined {
  const start = officeDayStart(day);
  if (!start) return undefined;
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return officeDayStart(next);
}

/** '25/11/2026 00:30': a time as the office reads it, for the CSV downloads. */
export function officeDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const wall = new Date(wallTimeAt(time)).toISOString();
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}
