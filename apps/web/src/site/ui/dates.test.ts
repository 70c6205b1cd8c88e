import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates in Spain’s time', () => {
  it('reads a late evening in UTC as the next day in Madrid, whatever the machine’s zone', () => {
    expect(formatDate('2026-11-12T23:30:00Z')).toBe('13 de noviembre de 2026');
    expect(formatDate('2026-07-31T22:15:00Z')).toBe('1 de agosto de 2026');
  });
  it('writes the time in Madrid, summer time included', () => {
    // ICU versions join date and time with ', ' or ' a las '.
    expect(formatDateTime('2026-11-12T09:30:00Z')).toMatch(/^12 de noviembre de 2026(,| a las) 10:30$/);
    expect(formatDateTime('2026-07-12T09:30:00Z')).toMatch(/^12 de julio de 2026(,| a las) 11:30$/);
  });
  it('gives nothing for a date it cannot read', () => expect(formatDate('mañana')).toBe(''));
});
