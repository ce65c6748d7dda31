import { createHash, randomUUID } from 'node:crypto';
import { Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOADED_MEDIA_PREFIX } from '@muyuan/contract/admin/media';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MediaFileTable, MediaVariantTable } from '../db/schema.ts';

/** The most bytes one chunk row holds (as report attachments: any statement timeout, few rows). */
export const MEDIA_CHUNK_BYTES = 256 * 1024;

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

/**
 * Writes a stream into a blob's chunk rows as it arrives, hashing it, and waits for each insert before
 * taking more (the upload is read no faster than the database writes). No transaction spans it: a slow
 * upload must not hold SQLite's write lock. At its end it records the chunk count: the blob is whole.
 */
class MediaBlobSink extends Writable {
  readonly hash = createHash('sha256');
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #seq = 0;
  total = 0;

  constructor(
    private readonly db: Db,
    private readonly blobId: string,
    private readonly created: Promise<unknown>,
  ) {
    super();
  }

  async #flush(all: boolean): Promise<void> {
    if (this.#pendingBytes === 0 || (!all && this.#pendingBytes < MEDIA_CHUNK_BYTES)) return;
    let joined = Buffer.concat(this.#pending);
    while (joined.length >= MEDIA_CHUNK_BYTES || (all && joined.length > 0)) {
      const bytes = joined.subarray(0, MEDIA_CHUNK_BYTES);
      await this.created;
      await this.db.insertInto('media_blob_chunks').values({ blob_id: this.blobId, seq: this.#seq, bytes }).execute();
      this.#seq++;
      joined = joined.subarray(MEDIA_CHUNK_BYTES);
    }
    this.#pending = joined.length > 0 ? [joined] : [];
    this.#pendingBytes = joined.length;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.hash.update(chunk);
    this.total += chunk.length;
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.length;
    this.#flush(false).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#flush(true)
      .then(() => this.created)
      .then(() =>
        this.db
          .updateTable('media_blobs')
          .set({ chunk_count: this.#seq, size: this.total })
          .where('id', '=', this.blobId)
          .execute(),
      )
      .then(() => done(), done);
  }
}

/** What a new file's row says besides its bytes (which name it). */
export type MediaFacts = Omit<MediaFileRow, 'sha256' | 'blob_id' | 'size'>;

/**
 * The media store in the database: bytes in blobs of chunk rows, named by `media_files` under the
 * SHA-256 of the bytes. A name is only ever inserted, never updated: the same bytes uploaded again
 * find the file there, and a name never gets other bytes.
 */
export class MediaStore {
  constructor(readonly db: Db) {}

  /** Writes a stream into a new blob (through `through` first); nothing of it is left when it fails. */
  async writeBlob(source: Readable, ...through: Transform[]): Promise<WrittenBlob> {
    const blobId = randomUUID();
    const created = this.db
      .insertInto('media_blobs')
      .values({ id: blobId, created_at: new Date().toISOString(), chunk_count: null, size: null })
      .execute();
    created.catch(() => {});
    const sink = new MediaBlobSink(this.db, blobId, created);
    try {
      await pipeline([source, ...through, sink]);
    } catch (error) {
      await this.discardBlob(blobId);
      throw error;
    }
    return { blobId, sha256: sink.hash.digest('hex'), size: sink.total };
  }

  writeBytes(bytes: Buffer): Promise<WrittenBlob> {
    return this.writeBlob(Readable.from([bytes]));
  }

  /** Removes a blob and its chunks (chunks first: SQLite cascades only with foreign keys on). */
  async discardBlob(blobId: string): Promise<void> {
    await this.db.deleteFrom('media_blob_chunks').where('blob_id', '=', blobId).execute();
    await this.db.deleteFrom('media_blobs').where('id', '=', blobId).execute();
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
    const db = this.db;
    async function* chunks(): AsyncGenerator<Buffer> {
      const blob = await db
        .selectFrom('media_blobs')
        .select('chunk_count')
        .where('id', '=', row.blob_id)
        .executeTakeFirst();
      if (blob?.chunk_count == null) throw new Error(`media file ${row.sha256} has no whole blob`);
      for (let seq = 0; seq < blob.chunk_count; seq++) {
        const chunk = await db
          .selectFrom('media_blob_chunks')
          .select('bytes')
          .where('blob_id', '=', row.blob_id)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!chunk) throw new Error(`media file ${row.sha256} lacks chunk ${seq}`);
        yield Buffer.from(chunk.bytes);
      }
    }
    return Readable.from(chunks(), { objectMode: false, highWaterMark: MEDIA_CHUNK_BYTES });
  }

  /** A file's bytes in one buffer (the export, tests; serving uses `open`). */
  async read(row: Pick<MediaFileRow, 'blob_id' | 'sha256'>): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const chunk of this.open(row)) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }

  /**
   * Removes blobs created before `before` (ISO time) that no file or rendition names: uploads a crash
   * cut short, a refused upload's blob its removal missed, renditions another instance made first. An upload in progress is younger than `before`.
   */
  async sweepOrphans(before: string): Promise<number> {
    const orphans = await this.db
      .selectFrom('media_blobs')
      .select('id')
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('media_files')
              .select('media_files.sha256')
              .whereRef('media_files.blob_id', '=', 'media_blobs.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('media_variants')
              .select('media_variants.sha256')
              .whereRef('media_variants.blob_id', '=', 'media_blobs.id'),
          ),
        ),
      )
      .execute();
    for (const { id } of orphans) await this.discardBlob(id);
    return orphans.length;
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
