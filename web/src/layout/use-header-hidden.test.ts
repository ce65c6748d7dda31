import { HEADER_HIDE_THRESHOLD_PX } from '@muyuan/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeaderHidden } from './use-header-hidden.ts';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useHeaderHidden', () => {
  it('is off by default: scrolling far down never hides the header', () => {
    const { result } = renderHook(() => useHeaderHidden());
    act(() => scrollTo(HEADER_HIDE_THRESHOLD_PX + 500));
    expect(result.current).toBe(false);
  });
  it('when enabled, hides on scrolling down past the threshold and shows on scrolling up', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHeaderHidden(true));
    act(() => scrollTo(HEADER_HIDE_THRESHOLD_PX - 10));
    expect(result.current).toBe(false);
    act(() => scrollTo(HEADER_HIDE_THRESHOLD_PX + 10));
    expect(result.current).toBe(true);
    act(() => scrollTo(HEADER_HIDE_THRESHOLD_PX + 5));
    expect(result.current).toBe(false);
  });
});
