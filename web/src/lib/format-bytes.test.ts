import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('shows bytes, kilobytes and megabytes', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(57_300)).toBe('56 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
  });
});
