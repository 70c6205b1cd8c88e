import { describe, expect, it } from 'vitest';
import { isCalendarDate, officeDateTime, officeDayEnd, officeDayStart } from './office-time';

describe('the office clock', () => {
  it('knows the days of the calendar', () => {
    expect(isCalendarDate('2026-11-25')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const text of ['2026-13-45', '2026-02-30', '2027-02-29', '25/11/2026', '2026-1-5', '']) expect(isCalendarDate(text), text).toBe(false);
  });

  it("starts a day at Madrid's midnight, in winter and in summer, and across the clock changes", () => {
    expect(officeDayStart('2026-11-25')?.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(officeDayStart('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 29 March 2026: clocks go forward at 02:00; the day starts in winter time and lasts 23 hours.
    expect(officeDayStart('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(officeDayEnd('2026-03-29')?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(officeDayEnd('2026-10-25')?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(officeDayStart('2026-02-30')).toBeUndefined();
  });

  it('writes a time as the office reads it: an order at 00:30 in Madrid is of that day', () => {
    expect(officeDateTime('2026-11-24T23:30:00.000Z')).toBe('25/11/2026 00:30');
    expect(officeDateTime('2026-07-01T10:05:00.000Z')).toBe('01/07/2026 12:05');
  });
});
