import { describe, expect, it } from 'vitest';
import { designTokensCss } from './tokens.ts';

describe('designTokensCss', () => {
  it('writes the spec constants as CSS custom properties of the root', () => {
    const css = designTokensCss();
    expect(css.startsWith(':root{')).toBe(true);
    for (const declaration of [
      '--brand-green:#8fc31f',
      '--danger-red:#e34d59',
      '--root-font-size:14px',
      '--content-max-width:1920px',
      '--transition-left-panel:0.3s',
    ]) {
      expect(css).toContain(declaration);
    }
  });
});
