import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('writes kilobytes below a megabyte and megabytes above, with Spanish decimals', () => {
    expect(formatFileSize(512)).toBe('0,5 KB');
    expect(formatFileSize(230 * 1024)).toBe('230 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(3 * 1024 * 1024 + 1)).toBe('3 MB');
  });
});
