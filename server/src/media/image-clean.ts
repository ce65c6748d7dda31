import type { Sharp } from 'sharp';
import { openPicture } from './picture.ts';

export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Output options per format: JPEG and WebP at a quality that is not visibly lossy; PNG stays lossless. */
function encode(image: Sharp, mime: string): Sharp {
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/avif':
      return image.avif({ quality: 70 });
    default:
      throw new Error(`no encoder for ${mime}`);
  }
}

/**
 * A raster image encoded again in its own format without any metadata (EXIF with its camera, place and
 * time; XMP; comments; sharp keeps none unless asked), turned upright first as its EXIF orientation
 * said. Throws when the bytes are not a readable image, and TooManyPixelsError, before decoding a pixel,
 * when its header gives more than MAX_IMAGE_PIXELS. The same bytes give the same result, so an upload
 * repeated finds its file. Runs in the image worker (image-work.ts), never in the server's process.
 */
export async function cleanImage(bytes: Buffer, mime: string): Promise<CleanImage> {
  const picture = await openPicture(bytes);
  const { data, info } = await encode(picture.decode(), mime).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
