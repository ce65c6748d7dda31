import { describe, expect, it } from 'vitest';
import { waitAfter } from './attempt-store.ts';
import { isCommonPassword } from './common-passwords.ts';
import { SIGN_IN_WAIT } from './sign-in-throttle.ts';

describe('the wait between sign-in attempts', () => {
  it('is none before the free attempts are used up, then 30 s doubling up to 15 minutes', () => {
    const at = (count: number) => waitAfter({ count, lastMs: 0 }, 5, SIGN_IN_WAIT);
    expect([0, 1, 4].map(at)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(at)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(at(40)).toBe(15 * 60_000);
  });
});

describe('the bundled list of common passwords', () => {
  it('holds the usual ones in any case, and not a long rare phrase', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('QWERTY123456')).toBe(true);
    expect(await isCommonPassword('pig barns at dawn 2026')).toBe(false);
  });
});
