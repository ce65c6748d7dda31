import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageModule } from './use-page-module.ts';

describe('usePageModule', () => {
  it('loads once, and a failed load can be retried', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('page');
    const { result } = renderHook(() => usePageModule(load));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'page' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
