import { hasVariants, VARIANT_WIDTHS, type VariantFormat } from '@muyuan/contract/image-variants';
import type { FastifyBaseLogger } from 'fastify';
import { TooManyPixelsError } from './image-limits.ts';
import type { MadeVariant } from './image-renditions.ts';
import { type ImageWork, imageWork } from './image-work.ts';
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
 * The renditions of the store's pictures: made once per picture, when it is uploaded or (a picture
 * stored before, or whose making was cut short) when a page first asks for one; stored in the database
 * like the files, so every instance serves them. Requests on one instance for a picture being made wait
 * for the same work; two instances making the same picture at once both finish, and the first to name
 * them wins (MediaStore.keepVariants).
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<MediaVariantRow[]>>();
  /**
   * Pictures whose header gives more pixels than are ever decoded (stored before the limit, or brought
   * in by `seed --from`): they get no renditions, and are not read again to be told so.
   */
  private readonly tooLarge = new Set<string>();

  constructor(
    private readonly store: MediaStore,
    private readonly log: FastifyBaseLogger,
    private readonly work: ImageWork = imageWork,
  ) {}

  /**
   * A picture's renditions, made now if it has none; [] for a file that gets none. `bytes`: the file's,
   * when the caller holds them (an upload), so they are not read back from the store.
   */
  ensure(row: MediaFileRow, bytes?: Buffer): Promise<MediaVariantRow[]> {
    if (!hasRenditions(row) || this.tooLarge.has(row.sha256)) return Promise.resolve([]);
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
    let made: MadeVariant[];
    try {
      made = await this.work.variants(bytes ?? (await this.store.read(row)));
    } catch (error) {
      if (!(error instanceof TooManyPixelsError)) throw error;
      // Never decoded (its header was read): the file itself is all there is of it.
      this.tooLarge.add(row.sha256);
      this.log.warn({ sha256: row.sha256, width: error.width, height: error.height }, 'no renditions: too many pixels');
      return [];
    }
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
