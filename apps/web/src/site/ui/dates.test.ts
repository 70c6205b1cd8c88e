import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates in Spain’s time', () => {
  it('reads a late evening in UTC as the next day in Madrid, whatever the machine’s zone', () => {
    expect(formatDate('2026-11-12T23:30:00Z')).toBe('13 de noviembre de 2026');
    expect(formatDate('2026-07-31T22:15:00Z')).toBe('1 de agosto de 2026');
  });

  it('writes the time in Madrid, summer time included, on both sides of each change', () => {
    expect(formatDateTime('2026-11-12T09:30:00Z')).toBe('12 de noviembre de 2026 a las 10:30');
    expect(formatDateTime('2026-07-12T09:05:00Z')).toBe('12 de julio de 2026 a las 11:05');
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29 de marzo de 2026 a las 1:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29 de marzo de 2026 a las 3:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25 de octubre de 2026 a las 2:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25 de octubre de 2026 a las 2:00');
  });

  it('agrees with Intl (Europe/Madrid, es-ES) every few hours from 1996 to 2037', () => {
    const intl = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' });
    const written = (date: Date) => {
      const parts = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
      return `${parts.day} de ${parts.month} de ${parts.year} a las ${Number(parts.hour)}:${parts.minute}`;
    };
    const step = 7 * 60 * 60 * 1000 + 13 * 60 * 1000; // 7 h 13 min: every hour and minute of the day comes round
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2037, 11, 31); time += step) {
      const date = new Date(time);
      expect(formatDateTime(date.toISOString()), date.toISOString()).toBe(written(date));
    }
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('mañana')).toBe('');
    expect(formatDateTime('mañana')).toBe('');
  });
});
