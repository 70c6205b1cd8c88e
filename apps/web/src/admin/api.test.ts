import { describe, expect, it } from 'vitest';
import { formatDateTime } from './api';

describe('formatDateTime', () => {
  it("reads an instant on the office's clock, summer and winter, whatever the machine's zone", () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2/7/26, 0:30');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('1/1/27, 0:30');
  });
});
