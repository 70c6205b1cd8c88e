/**
 * Calendar dates as 'YYYY-MM-DD' strings: the office's days, with no clock and no time zone, so a
 * deadline never moves with the server's zone or a change of summer time. Plain integer arithmetic
 * on year, month and day; a Date is only used to step whole days.
 */
export type IsoDate = string;

interface Ymd {
  year: number;
  month: number;
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

function parse(date: IsoDate): Ymd {
  const match = ISO.exec(date);
  const ymd = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
  if (!ymd || ymd.month < 1 || ymd.month > 12 || ymd.day < 1 || ymd.day > daysInMonth(ymd.year, ymd.month)) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ymd;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const format = ({ year, month, day }: Ymd): IsoDate => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Whether the text is a real day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A term of months counted 'de fecha a fecha' (Código Civil art. 5.1; Ley 39/2015 art. 30.4): it
 * ends on the same day of the month it reaches; where that month has no such day (31 August + 6
 * months, 29 February + 1 year), on the last day of that month.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

export const addYears = (date: IsoDate, years: number): IsoDate => addMonths(date, years * 12);

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parse(date);
  const stepped = new Date(Date.UTC(year, month - 1, day) + days * 86_400_000);
  return format({ year: stepped.getUTCFullYear(), month: stepped.getUTCMonth() + 1, day: stepped.getUTCDate() });
}

/** The last day of the date's month (the patents' 'último día del mes', Ley 24/2015 art. 184.2). */
export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parse(date);
  return format({ year, month, day: daysInMonth(year, month) });
}

/** 'YYYY-MM-DD' strings of four-digit years sort as the days they name. */
export const isBefore = (a: IsoDate, b: IsoDate): boolean => a < b;
export const isAfter = (a: IsoDate, b: IsoDate): boolean => a > b;
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);

/** '15/09/2026', as a Spanish reader writes a date. */
export function formatEs(date: IsoDate): string {
  const { year, month, day } = parse(date);
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}
