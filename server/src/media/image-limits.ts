/**
 * The largest picture the media store decodes: 40 million pixels (a 7,700 × 5,200 photograph; a
 * 24-megapixel camera's is 6,000 × 4,000). Read from the file's header before a pixel is decoded, and
 * given to libvips as its own limit (`limitInputPixels`) besides: a 12 KB PNG can claim 10,000 × 10,000
 * pixels, which decoded are 300 MB (issue 38, point 7).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** A picture whose header gives more than MAX_IMAGE_PIXELS: refused, never decoded. */
export class TooManyPixelsError extends Error {
  override name = 'TooManyPixelsError';
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`the picture is ${width} × ${height} pixels, more than ${MAX_IMAGE_PIXELS}`);
  }
}

/** Throws TooManyPixelsError when a picture of this size may not be decoded. */
export function checkPixels(width: number, height: number): void {
  if (width * height > MAX_IMAGE_PIXELS) throw new TooManyPixelsError(width, height);
}
