/**
 * Responsive renditions of the pictures uploaded in the back office (issue 20, item 8): each JPEG, PNG,
 * WebP or AVIF of the media store is also served as AVIF and WebP at the widths of this ladder, so a page
 * offers a phone a picture of its size in a format a third of the JPEG's bytes. No zod here: the web
 * reads this module.
 *
 * A rendition's address is its file's with the width before the extension,
 * `/media/u/<sha256>-<width>.<avif|webp>`. A picture narrower than a width of the ladder is never made
 * larger: that width is answered by the largest rendition there is.
 */

/** The widths pages ask for (CSS px × density): a phone's card (640), a phone's banner at 3× or a desktop card at 2× (1280), a desktop banner (1920). */
export const VARIANT_WIDTHS = [640, 1280, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Best first: a `<picture>` offers AVIF, then WebP, then the file itself. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** An uploaded raster picture's address (the ones with renditions); SVG needs none. */
const RASTER_UPLOAD = /^\/media\/u\/([0-9a-f]{64})\.(jpg|png|webp|avif)$/;

/** A rendition's name under `/media/u/`: the file's SHA-256, the width, the format. */
export const VARIANT_NAME = /^([0-9a-f]{64})-(\d{3,4})\.(avif|webp)$/;

/** Whether a picture's address has renditions (an uploaded raster picture). */
export const hasVariants = (src: string): boolean => RASTER_UPLOAD.test(src);

/** The address of a rendition of an uploaded picture (`src` as `hasVariants` accepts it). */
export function variantAddress(src: string, width: VariantWidth, format: VariantFormat): string {
  return src.replace(/\.[a-z]+$/, `-${width}.${format}`);
}

/** The `srcset` of a picture's renditions in one format: every width of the ladder. */
export const variantSrcSet = (src: string, format: VariantFormat): string =>
  VARIANT_WIDTHS.map((width) => `${variantAddress(src, width, format)} ${width}w`).join(', ');

/**
 * The widths a picture `original` px wide gets: those of the ladder it is wider than, and the next one
 * made at its own width (so the largest rendition is never a blown-up copy).
 */
export function variantWidthsFor(original: number): { width: VariantWidth; made: number }[] {
  const widths: { width: VariantWidth; made: number }[] = [];
  for (const width of VARIANT_WIDTHS) {
    widths.push({ width, made: Math.min(width, original) });
    if (width >= original) break;
  }
  return widths;
}
