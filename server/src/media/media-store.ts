import { createHash } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { UPLOADED_MEDIA_PREFIX } from '@muyuan/contract/admin/media';
import type { Selectable } from 'kysely';
import { ChunkedBlobs } from '../db/chunked-blobs.ts';
import type { Db } from '../db/database.ts';
import type { MediaFileTable, MediaVariantTable } from '../db/schema.ts';

export type MediaFileRow = Selectable<MediaFileTable>;
export type MediaVariantRow = Selectable<MediaVariantTable>;

/** A rendition written whole into its blob, to be named by `keepVariants`. */
export interface WrittenVariant {
  width: number;
  format: string;
  madeWidth: number;
  blob: WrittenBlob;
}

/** A file's name in the store and in its address: `<sha256>.<ext>`. */
export const storedName = (row: Pick<MediaFileRow, 'sha256' | 'ext'>): string => `${row.sha256}.${row.ext}`;
export const storedPath = (row: Pick<MediaFileRow, 'sha256' | 'ext'>): string =>
  `${UPLOADED_MEDIA_PREFIX}${storedName(row)}`;

/** A blob written whole: its id, the SHA-256 of its bytes, its size. */
export interface WrittenBlob {
  blobId: string;
  sha256: string;
  size: number;
}

/** What a new file's row says besides its bytes (which name it). */
export type MediaFacts = Omit<MediaFileRow, 'sha256' | 'blob_id' | 'size'>;

/**
 * The media store in the database: bytes in blobs of chunk rows (db/chunked-blobs.ts), named by
 * `media_files` under the SHA-256 of the bytes. A name is only ever inserted, never updated: the same
 * bytes uploaded again find the file there, and a name never gets other bytes.
 */
export class MediaStore {
  readonly blobs: ChunkedBlobs;

  constructor(readonly db: Db) {
    this.blobs = new ChunkedBlobs(db, { blobs: 'media_blobs', chunks: 'media_blob_chunks', size: 'size' });
  }

  /** Writes a stream into a new blob (through `through` first), hashing it; nothing of it is left when it fails. */
  async writeBlob(source: Readable, ...through: Transform[]): Promise<WrittenBlob> {
    const hash = createHash('sha256');
    const { blobId, size } = await this.blobs.write(source, through, hash);
    return { blobId, sha256: hash.digest('hex'), size };
  }

  writeBytes(bytes: Buffer): Promise<WrittenBlob> {
    return this.writeBlob(Readable.from([bytes]));
  }

  /** Removes a blob and its chunks. */
  discardBlob(blobId: string): Promise<void> {
    return this.blobs.discard(blobId);
  }

  /**
   * Names a whole blob as a file. When the store holds these bytes already (uploaded before, or by
   * someone else a moment ago) the new blob is dropped and the file there is the answer: never a
   * second copy, never an overwrite. `created` says which happened.
   */
  async keep(blob: WrittenBlob, facts: MediaFacts): Promise<{ row: MediaFileRow; created: boolean }> {
    const existing = await this.find(blob.sha256);
    if (!existing) {
      await this.db
        .insertInto('media_files')
        .values({ ...facts, sha256: blob.sha256, blob_id: blob.blobId, size: blob.size })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
    }
    const row = existing ?? (await this.find(blob.sha256));
    if (!row) throw new Error(`media file ${blob.sha256} vanished as it was stored`);
    if (row.blob_id !== blob.blobId) await this.discardBlob(blob.blobId);
    return { row, created: row.blob_id === blob.blobId };
  }

  find(sha256: string): Promise<MediaFileRow | undefined> {
    return this.db.selectFrom('media_files').selectAll().where('sha256', '=', sha256).executeTakeFirst();
  }

  /** Newest first (then by name, so pages do not overlap), with the total. */
  async page(offset: number, limit: number, kind?: string): Promise<{ rows: MediaFileRow[]; total: number }> {
    let query = this.db.selectFrom('media_files');
    if (kind) query = query.where('kind', '=', kind);
    const rows = await query
      .selectAll()
      .orderBy('uploaded_at', 'desc')
      .orderBy('sha256')
      .limit(limit)
      .offset(offset)
      .execute();
    const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /** Every file, oldest first (the export). */
  all(): Promise<MediaFileRow[]> {
    return this.db.selectFrom('media_files').selectAll().orderBy('uploaded_at').orderBy('sha256').execute();
  }

  /** The sizes of the named files the store holds (`<sha256>.<ext>` → bytes); names it lacks are left out. */
  async sizesOf(names: Iterable<string>): Promise<Map<string, number>> {
    const bySha = new Map<string, string>();
    for (const name of names) {
      const match = /^([0-9a-f]{64})\.([a-z0-9]+)$/.exec(name);
      if (match?.[1]) bySha.set(match[1], name);
    }
    const sizes = new Map<string, number>();
    const shas = [...bySha.keys()];
    for (let i = 0; i < shas.length; i += 500) {
      const rows = await this.db
        .selectFrom('media_files')
        .select(['sha256', 'ext', 'size'])
        .where('sha256', 'in', shas.slice(i, i + 500))
        .execute();
      for (const row of rows) {
        if (bySha.get(row.sha256) === storedName(row)) sizes.set(storedName(row), Number(row.size));
      }
    }
    return sizes;
  }

  /** A file's bytes, read one chunk at a time as the consumer takes them. */
  open(row: Pick<MediaFileRow, 'blob_id' | 'sha256'>): Readable {
    return this.blobs.open(row.blob_id, `media file ${row.sha256}`);
  }

  /** A file's bytes in one buffer (the export, tests; serving uses `open`). */
  read(row: Pick<MediaFileRow, 'blob_id' | 'sha256'>): Promise<Buffer> {
    return this.blobs.read(row.blob_id, `media file ${row.sha256}`);
  }

  /**
   * Removes blobs created before `before` (ISO time) that no file or rendition names: uploads a crash
   * cut short, a refused upload's blob its removal missed, renditions another instance made first. An
   * upload in progress is younger than `before`.
   */
  sweepOrphans(before: string): Promise<number> {
    return this.blobs.sweepOrphans(before, [
      { table: 'media_files', column: 'blob_id' },
      { table: 'media_variants', column: 'blob_id' },
    ]);
  }

  /** Removes a file and its renditions: the names first (so nothing serves a half-deleted blob), then the bytes. */
  async remove(row: MediaFileRow): Promise<void> {
    const variants = await this.variantsOf(row.sha256);
    await this.db.deleteFrom('media_variants').where('sha256', '=', row.sha256).execute();
    await this.db.deleteFrom('media_files').where('sha256', '=', row.sha256).execute();
    for (const variant of variants) await this.discardBlob(variant.blob_id);
    await this.discardBlob(row.blob_id);
  }

  /** A picture's renditions, narrowest first. */
  variantsOf(sha256: string): Promise<MediaVariantRow[]> {
    return this.db
      .selectFrom('media_variants')
      .selectAll()
      .where('sha256', '=', sha256)
      .orderBy('width')
      .orderBy('format')
      .execute();
  }

  /**
   * Names a picture's renditions, all at once (a picture has all of its renditions or none). Where
   * another instance named them first, theirs stay and these blobs are dropped: a rendition's address
   * never changes its bytes. Returns the renditions as stored.
   */
  async keepVariants(sha256: string, variants: readonly WrittenVariant[]): Promise<MediaVariantRow[]> {
    await this.db.transaction().execute(async (trx) => {
      for (const v of variants) {
        await trx
          .insertInto('media_variants')
          .values({
            sha256,
            width: v.width,
            format: v.format,
            blob_id: v.blob.blobId,
            size: v.blob.size,
            made_width: v.madeWidth,
          })
          .onConflict((oc) => oc.columns(['sha256', 'width', 'format']).doNothing())
          .execute();
      }
    });
    const stored = await this.variantsOf(sha256);
    const kept = new Set(stored.map((row) => row.blob_id));
    for (const v of variants) if (!kept.has(v.blob.blobId)) await this.discardBlob(v.blob.blobId);
    return stored;
  }
}
