import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

describe('describeError', () => {
  it("follows an error's causes, with their codes", () => {
    const refused = Object.assign(new Error('connect refused 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(describeError(new TypeError('fetch failed', { cause: refused }))).toBe(
      'fetch failed: connect refused 127.0.0.1:9 (ECONNREFUSED)',
    );
  });

  it('says what was thrown when it is not an error', () => {
    expect(describeError('plain')).toBe('plain');
    expect(describeError(new Error('alone'))).toBe('alone');
  });
});
