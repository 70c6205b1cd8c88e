import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, endOfMonth, formatEs, isIsoDate } from './dates';

describe('calendar dates counted de fecha a fecha (Código Civil art. 5.1, Ley 39/2015 art. 30.4)', () => {
  it('ends a term of months on the same day of the month it reaches', () => {
    expect(addMonths('2016-09-15', 6)).toBe('2017-03-15');
    expect(addMonths('2016-09-15', -6)).toBe('2016-03-15');
    expect(addYears('2016-09-15', 10)).toBe('2026-09-15');
    expect(addMonths('2016-11-30', 3)).toBe('2017-02-28');
  });

  it('ends on the last day of the month when that month has no such day', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2019-09-30', 3)).toBe('2019-12-30');
  });

  it('keeps 29 February in leap years and falls to 28 February in the others', () => {
    expect(addYears('2016-02-29', 1)).toBe('2017-02-28');
    expect(addYears('2016-02-29', 4)).toBe('2020-02-29');
    expect(addYears('2016-02-29', 10)).toBe('2026-02-28');
    expect(addYears('2016-02-29', 20)).toBe('2036-02-29');
    // 2100 is no leap year (divisible by 100, not by 400); 2000 was.
    expect(addYears('2096-02-29', 4)).toBe('2100-02-28');
    expect(addYears('1996-02-29', 4)).toBe('2000-02-29');
  });

  it('steps days across months and years, and finds the end of a month', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(endOfMonth('2018-02-14')).toBe('2018-02-28');
    expect(endOfMonth('2020-02-01')).toBe('2020-02-29');
    expect(endOfMonth('2018-09-15')).toBe('2018-09-30');
  });

  it('reads only real days and writes them as a Spanish reader does', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('15/09/2026')).toBe(false);
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(formatEs('2026-09-05')).toBe('05/09/2026');
  });
});
