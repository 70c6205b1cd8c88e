import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes bytes below a kilobyte, kilobytes below a megabyte and megabytes above, with Spanish decimals', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(73)).toBe('73 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(230 * 1024)).toBe('230 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(3 * 1024 * 1024 + 1)).toBe('3 MB');
  });
});
