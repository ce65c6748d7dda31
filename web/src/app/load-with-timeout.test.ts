import { CHUNK_LOAD_TIMEOUT_MS } from '@muyuan/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadTimeoutError, loadWithTimeout } from './load-with-timeout.ts';

afterEach(() => vi.useRealTimers());

describe('loadWithTimeout', () => {
  it('resolves with the loaded value', async () => {
    await expect(loadWithTimeout(async () => 'page')).resolves.toBe('page');
  });
  it('passes a load failure on', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed');
  });
  it('rejects after the spec timeout of 120 s, not before', async () => {
    vi.useFakeTimers();
    const result = loadWithTimeout(() => new Promise(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled.mock.calls[0]?.[0]).toBeInstanceOf(LoadTimeoutError);
  });
});
