import type { Sharp } from 'sharp';

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
 * said. Throws when the bytes are not a readable image. The same bytes give the same result, so an
 * upload repeated finds its file.
 */
export async function cleanImage(bytes: Buffer, mime: string): Promise<CleanImage> {
  // Loaded on first use: libvips costs memory every instance would pay without a single upload.
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
  const { data, info } = await encode(image, mime).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
