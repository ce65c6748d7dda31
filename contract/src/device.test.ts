import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './device.ts';

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    'Mozilla/5.0 (Linux; HarmonyOS 4.0) AppleWebKit/537.36',
  ])('treats %s as mobile', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });
  it('treats a desktop browser as desktop', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(
      false,
    );
  });
});
