import { type Hash, randomUUID } from 'node:crypto';
import { Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The most bytes one chunk row holds: small enough for any statement timeout, big enough to keep rows few. */
export const CHUNK_BYTES = 256 * 1024;

type TablesShaped<Shape> = { [T in keyof Database]: Database[T] extends Shape ? T : never }[keyof Database];
/** A table of blobs: a row per blob, whole once `chunk_count` is set. */
type BlobTable = TablesShaped<{ id: string; created_at: string; chunk_count: number | null }>;
/** A table of chunks: a blob's bytes, in pieces numbered by `seq` from 0. */
type ChunkTable = TablesShaped<{ blob_id: string; seq: number; bytes: Buffer }>;

/** One store's tables: its blobs, their chunks, and the blob column that records a blob's size in bytes. */
export type BlobTables = {
  [T in BlobTable]: {
    blobs: T;
    chunks: ChunkTable;
    size: Exclude<keyof Database[T], 'id' | 'created_at' | 'chunk_count'>;
  };
}[BlobTable];

/** A column that names blobs (a blob no row names there is an orphan). */
export type BlobNamer = { [T in keyof Database]: { table: T; column: keyof Database[T] & string } }[keyof Database];

/** A blob written whole: its id and its size. */
export interface WrittenBlob {
  blobId: string;
  size: number;
}

/**
 * Writes a stream into a blob's chunk rows as it arrives, one row per 256 KiB, waiting for each insert
 * before taking more (the upload is read no faster than the database writes). No transaction spans
 * it: a slow upload must not hold SQLite's write lock. At its end it records the chunk count and the
 * size, which makes the blob whole.
 */
class ChunkSink extends Writable {
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #seq = 0;
  total = 0;

  /** `created` is the insert of the blob's own row, which its chunks reference; `hash` sees every byte. */
  constructor(
    private readonly db: Db,
    private readonly tables: BlobTables,
    private readonly blobId: string,
    private readonly created: Promise<unknown>,
    private readonly hash: Hash | undefined,
  ) {
    super();
  }

  async #flush(all: boolean): Promise<void> {
    if (this.#pendingBytes === 0 || (!all && this.#pendingBytes < CHUNK_BYTES)) return;
    let joined = Buffer.concat(this.#pending);
    while (joined.length >= CHUNK_BYTES || (all && joined.length > 0)) {
      const bytes = joined.subarray(0, CHUNK_BYTES);
      await this.created;
      await this.db.insertInto(this.tables.chunks).values({ blob_id: this.blobId, seq: this.#seq, bytes }).execute();
      this.#seq++;
      joined = joined.subarray(CHUNK_BYTES);
    }
    this.#pending = joined.length > 0 ? [joined] : [];
    this.#pendingBytes = joined.length;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.hash?.update(chunk);
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
          .updateTable(this.tables.blobs)
          .set('chunk_count', this.#seq)
          .set(this.tables.size, this.total)
          .where('id', '=', this.blobId)
          .execute(),
      )
      .then(() => done(), done);
  }
}

/**
 * Files in the database as blobs of chunk rows: written as they stream in and read back one chunk at a
 * time, so neither side ever holds a whole file. A blob is whole once its chunk count is set, and kept
 * only while a row of its owner's names it: a crash mid-write leaves a blob nothing names, which
 * `sweepOrphans` removes once it is old. The report attachments and the media files are two such stores.
 */
export class ChunkedBlobs {
  constructor(
    readonly db: Db,
    readonly tables: BlobTables,
  ) {}

  /**
   * Writes a stream into a new blob, through `through` first; `hash`, when given, sees every byte stored.
   * Nothing of the blob is left when it fails.
   */
  async write(source: Readable, through: readonly Transform[] = [], hash?: Hash): Promise<WrittenBlob> {
    const blobId = randomUUID();
    // The pipeline starts at once (the source's errors need a listener from the first tick); the sink
    // waits for the blob's row before its first chunk.
    const created = this.db
      .insertInto(this.tables.blobs)
      .values({ id: blobId, created_at: new Date().toISOString(), chunk_count: null })
      .execute();
    created.catch(() => {});
    const sink = new ChunkSink(this.db, this.tables, blobId, created, hash);
    try {
      await pipeline([source, ...through, sink]);
    } catch (error) {
      await this.discard(blobId);
      throw error;
    }
    return { blobId, size: sink.total };
  }

  /** Removes a blob and its chunks (chunks first: SQLite cascades only with foreign keys on). */
  async discard(blobId: string): Promise<void> {
    await this.db.deleteFrom(this.tables.chunks).where('blob_id', '=', blobId).execute();
    await this.db.deleteFrom(this.tables.blobs).where('id', '=', blobId).execute();
  }

  /** A whole blob's bytes, read one chunk at a time as the consumer takes them; `what` names it in errors. */
  open(blobId: string, what: string): Readable {
    const { db, tables } = this;
    async function* chunks(): AsyncGenerator<Buffer> {
      const blob = await db.selectFrom(tables.blobs).select('chunk_count').where('id', '=', blobId).executeTakeFirst();
      if (blob?.chunk_count == null) throw new Error(`${what} has no whole blob`);
      for (let seq = 0; seq < blob.chunk_count; seq++) {
        const chunk = await db
          .selectFrom(tables.chunks)
          .select('bytes')
          .where('blob_id', '=', blobId)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!chunk) throw new Error(`${what} lacks chunk ${seq}`);
        yield Buffer.from(chunk.bytes);
      }
    }
    // A byte stream with room for about one chunk: the next is read only when this one is taken.
    return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
  }

  /** A whole blob's bytes in one buffer (small files, exports, tests; serving uses `open`). */
  async read(blobId: string, what: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const chunk of this.open(blobId, what)) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }

  /**
   * Removes the blobs created before `before` (ISO time) that no row of `namedBy` names: writes a crash
   * cut short, and blobs whose removal failed. A write in progress is younger than `before`.
   */
  async sweepOrphans(before: string, namedBy: readonly BlobNamer[]): Promise<number> {
    const blobId = sql.ref(`${this.tables.blobs}.id`);
    let query = this.db.selectFrom(this.tables.blobs).select('id').where('created_at', '<', before);
    for (const { table, column } of namedBy) {
      const named = sql.ref(`${table}.${column}`);
      query = query.where(sql<boolean>`not exists (select 1 from ${sql.table(table)} where ${named} = ${blobId})`);
    }
    const orphans = await query.execute();
    for (const { id } of orphans) await this.discard(id);
    return orphans.length;
  }
}
