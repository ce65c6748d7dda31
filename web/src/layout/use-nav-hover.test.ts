import { HOVER_DELAY_MS } from '@muyuan/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavHover } from './use-nav-hover.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useNavHover', () => {
  it('shows a hovered entry only after the hover delay', () => {
    const { result } = renderHook(() => useNavHover(1));
    act(() => result.current.hoverEntry(3));
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS - 1));
    expect(result.current.shownIndex).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shownIndex).toBe(3);
  });
  it('restores the active entry when the pointer leaves', () => {
    const { result } = renderHook(() => useNavHover(1));
    act(() => result.current.openNow(4));
    expect(result.current.shownIndex).toBe(4);
    act(() => result.current.reset());
    expect(result.current.shownIndex).toBe(1);
  });
  it('cancels a pending hover when the pointer leaves early', () => {
    const { result } = renderHook(() => useNavHover(1));
    act(() => result.current.hoverEntry(3));
    act(() => result.current.reset());
    act(() => vi.advanceTimersByTime(HOVER_DELAY_MS));
    expect(result.current.shownIndex).toBe(1);
  });
  it('makes a clicked entry the active one', () => {
    const { result } = renderHook(() => useNavHover(1));
    act(() => result.current.activate(5));
    expect(result.current.activeIndex).toBe(5);
    expect(result.current.shownIndex).toBe(5);
  });
  it('follows the route to a new section', () => {
    const { result, rerender } = renderHook(({ i }) => useNavHover(i), { initialProps: { i: 1 } });
    rerender({ i: 2 });
    expect(result.current.activeIndex).toBe(2);
  });
});
