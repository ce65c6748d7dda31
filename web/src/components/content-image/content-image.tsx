import { hasVariants, variantSrcSet } from '@muyuan/contract/image-variants';
import type { ImgHTMLAttributes } from 'react';

/** The `sizes` of a card's picture: the column on a phone, a card of a grid of three on a wider screen. */
export const CARD_IMAGE_SIZES = '(max-width: 640px) 100vw, 480px';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'sizes' | 'srcSet'> & {
  src: string;
  alt: string;
  /** How wide the picture is shown (the `sizes` of its renditions): `100vw` for a banner, `(max-width: 640px) 100vw, 400px` for a card. */
  sizes: string;
};

/**
 * A picture of the content. One uploaded in the back office (JPEG, PNG, WebP, AVIF) is offered as its
 * AVIF and WebP renditions at the widths of the ladder (contract image-variants.ts), so the browser
 * takes the smallest that fills the place in the best format it reads; the file itself stays the
 * `<img>` for a browser that reads neither. Any other picture (the seed's SVG) is the `<img>` alone.
 */
export function ContentImage({ src, alt, sizes, ...img }: Props) {
  if (!hasVariants(src)) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcSet(src, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(src, 'webp')} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
