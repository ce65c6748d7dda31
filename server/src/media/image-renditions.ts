import { VARIANT_FORMATS, type VariantFormat, variantWidthsFor } from '@muyuan/contract/image-variants';
import sharp, { type Sharp } from 'sharp';
import { openPicture } from './picture.ts';

/**
 * Encoder settings: quality where photographs show no loss at their displayed size; AVIF at a low
 * effort (measured: a 1920 px rendition in about 0.5–2 s instead of 3–25 s at the default, for files
 * about a third larger), since a rendition is made while an editor's upload, or a first visitor, waits.
 */
function encode(image: Sharp, format: VariantFormat): Sharp {
  return format === 'avif' ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 78, effort: 4 });
}

export interface MadeVariant {
  width: number;
  format: VariantFormat;
  madeWidth: number;
  bytes: Buffer;
}

/**
 * A picture's renditions: each width of the ladder it is wider than and one at its own width (never
 * enlarged), each in AVIF and WebP, without metadata (sharp keeps none unless asked). Its size is read
 * from its header first (TooManyPixelsError above MAX_IMAGE_PIXELS, nothing decoded); it is then
 * decoded once, straight to the largest rendition's width (JPEG and WebP shrink while they decode), and
 * every rendition is made from that. Runs in the image worker (image-work.ts).
 */
export async function makeVariants(bytes: Buffer): Promise<MadeVariant[]> {
  const picture = await openPicture(bytes);
  const widths = variantWidthsFor(picture.width);
  const largest = Math.max(...widths.map((w) => w.made));
  const { data, info } = await picture
    .decode()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const made: MadeVariant[] = [];
  for (const { width, made: madeWidth } of widths) {
    for (const format of VARIANT_FORMATS) {
      const resized = sharp(data, { raw }).resize({ width: madeWidth, withoutEnlargement: true });
      made.push({ width, format, madeWidth, bytes: await encode(resized, format).toBuffer() });
    }
  }
  return made;
}
