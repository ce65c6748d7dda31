import { describe, expect, it } from 'vitest';
import { applyDesignTokens } from './tokens.ts';

describe('applyDesignTokens', () => {
  it('writes the spec constants as CSS custom properties', () => {
    const el = document.createElement('div');
    applyDesignTokens(el);
    expect(el.style.getPropertyValue('--brand-green')).toBe('#8fc31f');
    expect(el.style.getPropertyValue('--danger-red')).toBe('#e34d59');
    expect(el.style.getPropertyValue('--root-font-size')).toBe('14px');
    expect(el.style.getPropertyValue('--content-max-width')).toBe('1920px');
    expect(el.style.getPropertyValue('--transition-left-panel')).toBe('0.3s');
  });
});
