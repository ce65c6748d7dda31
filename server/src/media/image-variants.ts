import {
  hasVariants,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  variantWidthsFor,
} from '@muyuan/contract/image-variants';
import type { FastifyBaseLogger } from 'fastify';
import type { Sharp } from 'sharp';
import {
  type MediaFileRow,
  type MediaStore,
  type MediaVariantRow,
  storedPath,
  type WrittenVariant,
} from './media-store.ts';

/** Whether a stored file gets renditions: the contract's rule, by its address (an SVG scales by itself). */
export const hasRenditions = (row: Pick<MediaFileRow, 'sha256' | 'ext'>): boolean => hasVariants(storedPath(row));

export const VARIANT_MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

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
 * enlarged), each in AVIF and WebP, without metadata (sharp keeps none unless asked).
 */
export async function makeVariants(bytes: Buffer): Promise<MadeVariant[]> {
  // Loaded on first use: libvips costs memory every instance would pay without a single picture.
  const { default: sharp } = await import('sharp');
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
  const { width } = await source.clone().metadata();
  if (!width) throw new Error('a picture without a width');
  const made: MadeVariant[] = [];
  for (const { width: ladder, made: madeWidth } of variantWidthsFor(width)) {
    for (const format of VARIANT_FORMATS) {
      const resized = source.clone().resize({ width: madeWidth, withoutEnlargement: true });
      made.push({ width: ladder, format, madeWidth, bytes: await encode(resized, format).toBuffer() });
    }
  }
  return made;
}

/**
 * The renditions of the store's pictures: made once per picture, when it is uploaded or (a picture
 * stored before, or whose making was cut short) when a page first asks for one; stored in the database
 * like the files, so every instance serves them. Requests on one instance for a picture being made wait
 * for the same work; two instances making the same picture at once both finish, and the first to name
 * them wins (MediaStore.keepVariants).
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<MediaVariantRow[]>>();

  constructor(
    private readonly store: MediaStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * A picture's renditions, made now if it has none; [] for a file that gets none. `bytes`: the file's,
   * when the caller holds them (an upload), so they are not read back from the store.
   */
  ensure(row: MediaFileRow, bytes?: Buffer): Promise<MediaVariantRow[]> {
    if (!hasRenditions(row)) return Promise.resolve([]);
    let work = this.making.get(row.sha256);
    if (!work) {
      work = this.make(row, bytes).finally(() => this.making.delete(row.sha256));
      this.making.set(row.sha256, work);
    }
    return work;
  }

  /** Makes a new picture's renditions; a failure is logged, and the first page to ask tries again. */
  async prepare(row: MediaFileRow, bytes?: Buffer): Promise<void> {
    await this.ensure(row, bytes).catch((err: unknown) =>
      this.log.warn({ err, sha256: row.sha256 }, 'making renditions failed'),
    );
  }

  /** The rendition that answers `width` in `format`: the one made for it, or the largest a narrow picture has. */
  async pick(row: MediaFileRow, width: number, format: VariantFormat): Promise<MediaVariantRow | undefined> {
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return undefined;
    const ofFormat = (await this.ensure(row)).filter((v) => v.format === format);
    return ofFormat.find((v) => v.width >= width) ?? ofFormat.at(-1);
  }

  private async make(row: MediaFileRow, bytes?: Buffer): Promise<MediaVariantRow[]> {
    const have = await this.store.variantsOf(row.sha256);
    if (have.length > 0) return have;
    const started = performance.now();
    const made = await makeVariants(bytes ?? (await this.store.read(row)));
    const written: WrittenVariant[] = [];
    try {
      for (const v of made) {
        written.push({
          width: v.width,
          format: v.format,
          madeWidth: v.madeWidth,
          blob: await this.store.writeBytes(v.bytes),
        });
      }
      const stored = await this.store.keepVariants(row.sha256, written);
      this.log.info(
        { sha256: row.sha256, renditions: stored.length, ms: Math.round(performance.now() - started) },
        'made renditions',
      );
      return stored;
    } catch (error) {
      for (const v of written) await this.store.discardBlob(v.blob.blobId).catch(() => {});
      throw error;
    }
  }
}
