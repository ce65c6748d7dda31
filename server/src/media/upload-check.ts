import { Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { badMediaName, mediaTooLarge } from './errors.ts';
import { MEDIA_TYPES, type MediaType, SVG_MIME } from './media-types.ts';
import { looksLikeSvg } from './svg-sanitize.ts';

/** Bytes from the start of a file the type detector reads (file-type needs at most a few KiB). */
export const HEAD_BYTES = 64 * 1024;

/**
 * A file name fit to show: no folders (a browser sends the name alone; a path is someone's doing), no
 * control or bidi characters, not empty, at most 255 characters. Refused rather than cleaned, so the
 * name shown is the name given. Only ever displayed: a stored file is named by its bytes.
 */
export function checkFileName(name: string): string {
  const clean = name.normalize('NFC');
  if (
    clean.trim() === '' ||
    [...clean].length > 255 ||
    /[\\/]/.test(clean) ||
    /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(clean) ||
    clean.startsWith('.')
  ) {
    throw badMediaName();
  }
  return clean;
}

/** The type the first bytes of a file are, among the accepted ones (SVG is text: told by its `<svg`); null: none. */
export async function detectedType(head: Buffer): Promise<{ type: MediaType | null; found: string | null }> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected || detected.mime === 'application/xml') {
    const svg = looksLikeSvg(head) ? (MEDIA_TYPES.find((t) => t.mime === SVG_MIME) ?? null) : null;
    return { type: svg, found: svg ? svg.label : null };
  }
  return {
    type: MEDIA_TYPES.find((t) => t.mime === detected.mime) ?? null,
    found: detected.ext.toUpperCase(),
  };
}

/**
 * Counts the bytes going through and keeps the first HEAD_BYTES; fails the stream with a 413 as soon
 * as there are more than `limit` (the parser's own limit is the largest kind's).
 */
export class UploadTap extends Transform {
  size = 0;
  #head: Buffer[] = [];
  #headBytes = 0;

  constructor(
    private readonly type: MediaType,
    private readonly limit: number,
  ) {
    super();
  }

  get head(): Buffer {
    return Buffer.concat(this.#head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.size += chunk.length;
    if (this.size > this.limit) {
      done(mediaTooLarge(this.type, this.limit));
      return;
    }
    if (this.#headBytes < HEAD_BYTES) {
      const piece = chunk.subarray(0, HEAD_BYTES - this.#headBytes);
      this.#head.push(piece);
      this.#headBytes += piece.length;
    }
    done(null, chunk);
  }
}
