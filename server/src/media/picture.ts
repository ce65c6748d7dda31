import sharp, { type Sharp } from 'sharp';
import { checkPixels, MAX_IMAGE_PIXELS } from './image-limits.ts';

/**
 * A raster picture about to be decoded, in the image worker (image-worker.ts) only: its size is read from
 * its header first (libvips reads no pixel for `metadata()`), and one above MAX_IMAGE_PIXELS is refused
 * there (TooManyPixelsError). What is decoded afterwards is held to the same limit by libvips itself.
 */
export interface Picture {
  /** Its size upright (as its EXIF orientation turns it). */
  width: number;
  height: number;
  /** The picture to decode, turned upright: libvips refuses it above MAX_IMAGE_PIXELS whatever the header said. */
  decode(): Sharp;
}

let configured = false;

/**
 * libvips keeps no cache of operations (each picture is worked on once; a cache would only hold memory
 * after the work) and works with one thread (the worker does one picture at a time; more threads are
 * more buffers, not a faster upload).
 */
function configure(): void {
  if (configured) return;
  sharp.cache(false);
  sharp.concurrency(1);
  configured = true;
}

/** The picture in `bytes`, its size read from its header; throws TooManyPixelsError above the limit, an Error when it has no size. */
export async function openPicture(bytes: Buffer): Promise<Picture> {
  configure();
  // No pixel limit for reading the header (it decodes nothing): libvips' own, 268 million, would refuse a
  // larger claim with a message of its own instead of the size it claims.
  const header = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  if (!header.width || !header.height) throw new Error('a picture without a size');
  checkPixels(header.width, header.height);
  const upright = header.autoOrient ?? { width: header.width, height: header.height };
  return {
    width: upright.width,
    height: upright.height,
    decode: () => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate(),
  };
}
