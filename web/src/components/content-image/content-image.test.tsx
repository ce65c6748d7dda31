import { VARIANT_WIDTHS } from '@muyuan/contract/image-variants';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image.tsx';

const UPLOADED = `/media/u/${'ab'.repeat(32)}.jpg`;

describe('ContentImage', () => {
  it('offers an uploaded picture as AVIF, then WebP, at every width of the ladder, the file itself last', () => {
    const { container } = render(<ContentImage src={UPLOADED} alt="猪舍" sizes="100vw" width="600" height="450" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      const format = source.getAttribute('type')?.replace('image/', '');
      expect(source.getAttribute('srcset')).toBe(
        VARIANT_WIDTHS.map((w) => `/media/u/${'ab'.repeat(32)}-${w}.${format} ${w}w`).join(', '),
      );
      expect(source.getAttribute('sizes')).toBe('100vw');
    }
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', UPLOADED);
    expect(img).toHaveAttribute('alt', '猪舍');
    expect(img).toHaveAttribute('width', '600');
  });

  it('shows any other picture (an SVG of the seed, an uploaded SVG) as the image alone', () => {
    for (const src of ['/media/cards/brief-barns.svg', `/media/u/${'cd'.repeat(32)}.svg`]) {
      const { container, unmount } = render(<ContentImage src={src} alt="" sizes="100vw" />);
      expect(container.querySelector('picture')).toBeNull();
      expect(container.querySelector('img')).toHaveAttribute('src', src);
      expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
      unmount();
    }
  });
});
