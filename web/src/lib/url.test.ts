import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url.ts';

describe('isValidUrl', () => {
  it('accepts absolute http(s) addresses and site paths', () => {
    expect(isValidUrl('https://example.com/a.mp4')).toBe(true);
    expect(isValidUrl('http://example.com/a.mp4')).toBe(true);
    expect(isValidUrl('/media/videos/a.mp4')).toBe(true);
  });
  it('rejects empty, relative, protocol-relative and script addresses', () => {
    expect(isValidUrl(null)).toBe(false);
    expect(isValidUrl('')).toBe(false);
    expect(isValidUrl('video.mp4')).toBe(false);
    expect(isValidUrl('//evil.example/a.mp4')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
  });
});
