import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageBehindInert } from './use-page-behind-inert.ts';

/** A site root like the shell's: skip link, header, main, footer (one of them inert already). */
function site() {
  document.body.innerHTML =
    '<div><a id="skip"></a><header id="header"><button id="toggle"></button></header><main id="main"></main><footer id="footer" inert></footer></div>';
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { header: { current: byId('header') }, byId };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('usePageBehindInert', () => {
  it('makes everything beside the header inert while active, and undoes only what it did', () => {
    const { header, byId } = site();
    const { rerender, unmount } = renderHook(({ active }) => usePageBehindInert(header, active, () => {}), {
      initialProps: { active: false },
    });
    expect(byId('main').hasAttribute('inert')).toBe(false);
    rerender({ active: true });
    expect(['skip', 'main', 'footer'].map((id) => byId(id).hasAttribute('inert'))).toEqual([true, true, true]);
    expect(byId('header').hasAttribute('inert')).toBe(false);
    rerender({ active: false });
    expect(byId('skip').hasAttribute('inert')).toBe(false);
    expect(byId('main').hasAttribute('inert')).toBe(false);
    // The footer was inert before the menu opened: closing the menu must not wake it.
    expect(byId('footer').hasAttribute('inert')).toBe(true);
    rerender({ active: true });
    unmount();
    expect(byId('main').hasAttribute('inert')).toBe(false);
  });

  it('calls onEscape on Escape anywhere while active, and not after', () => {
    const { header } = site();
    const onEscape = vi.fn();
    const { rerender } = renderHook(({ active }) => usePageBehindInert(header, active, onEscape), {
      initialProps: { active: true },
    });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(onEscape).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
