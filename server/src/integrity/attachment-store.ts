import { randomBytes, randomUUID } from 'node:crypto';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database.ts';
import { SNIFF_BYTES } from './file-check.ts';
import { encryptingStream } from './sealed-file.ts';

/** The most bytes one chunk row holds: small enough for any statement timeout, big enough to keep rows few. */
export const CHUNK_BYTES = 256 * 1024;

export interface ReceivedFile {
  id: string;
  /** The file's own key (the visitor's form holds it until the report claims the file). */
  key: Buffer;
  /** The blob holding the sealed bytes (`complaint_files.stored_name` once the file is kept). */
  blobId: string;
  /** The first bytes, in clear, for the type check (kept in memory only). */
  head: Buffer;
  size: number;
}

/**
 * Writes a stream into a blob's chunk rows as it arrives, one row per 256 KiB, waiting for each
 * insert before taking more (so the upload is read no faster than the database writes); at its end
 * it records the chunk count, which makes the blob whole. No transaction spans the upload: a slow
 * visitor must not hold SQLite's write lock.
 */
class BlobSink extends Writable {
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #seq = 0;
  #total = 0;

  /** `created` is the insert of the blob's own row, which its chunks reference. */
  constructor(
    private readonly db: Db,
    private readonly blobId: string,
    private readonly created: Promise<unknown>,
  ) {
    super();
  }

  async #insert(bytes: Buffer): Promise<void> {
    await this.created;
    await this.db.insertInto('complaint_blob_chunks').values({ blob_id: this.blobId, seq: this.#seq, bytes }).execute();
    this.#seq++;
    this.#total += bytes.length;
  }

  async #flush(all: boolean): Promise<void> {
    if (this.#pendingBytes === 0 || (!all && this.#pendingBytes < CHUNK_BYTES)) return;
    let joined = Buffer.concat(this.#pending);
    while (joined.length >= CHUNK_BYTES || (all && joined.length > 0)) {
      await this.#insert(joined.subarray(0, CHUNK_BYTES));
      joined = joined.subarray(CHUNK_BYTES);
    }
    this.#pending = joined.length > 0 ? [joined] : [];
    this.#pendingBytes = joined.length;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.length;
    this.#flush(false).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#flush(true)
      .then(() => this.created)
      .then(() =>
        this.db
          .updateTable('complaint_blobs')
          .set({ chunk_count: this.#seq, sealed_bytes: this.#total })
          .where('id', '=', this.blobId)
          .execute(),
      )
      .then(() => done(), done);
  }
}

/**
 * Report attachments in the database: each encrypted under a key of its own as it arrives (never
 * stored in clear) and written as a blob of chunks. A blob is whole once its chunk count is set, and
 * an attachment only once a `complaint_files` row names it (written after the blob is whole), so a
 * crash mid-upload leaves a blob no file names, which `sweepOrphans` removes once it is old.
 */
export class AttachmentStore {
  constructor(readonly db: Db) {}

  /** Writes already sealed bytes into a new blob; nothing of it is left when it fails. */
  async writeSealed(source: Readable, ...through: Transform[]): Promise<{ blobId: string; sealedBytes: number }> {
    const blobId = randomUUID();
    // The pipeline starts at once (the source's errors need a listener from the first tick); the
    // sink waits for the blob's row before its first chunk.
    const created = this.db
      .insertInto('complaint_blobs')
      .values({ id: blobId, created_at: new Date().toISOString(), chunk_count: null, sealed_bytes: null })
      .execute();
    created.catch(() => {});
    const sink = new BlobSink(this.db, blobId, created);
    try {
      await pipeline([source, ...through, sink]);
    } catch (error) {
      await this.discard(blobId);
      throw error;
    }
    const row = await this.db
      .selectFrom('complaint_blobs')
      .select('sealed_bytes')
      .where('id', '=', blobId)
      .executeTakeFirstOrThrow();
    return { blobId, sealedBytes: row.sealed_bytes ?? 0 };
  }

  /** Receives an upload: encrypts it under a new key as it streams into a blob, keeping its head for the type check. */
  async receive(source: Readable): Promise<ReceivedFile> {
    const key = randomBytes(32);
    const heads: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (headBytes < SNIFF_BYTES) {
          heads.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
          headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
        }
        done(null, chunk);
      },
    });
    const { blobId } = await this.writeSealed(source, tap, encryptingStream(key));
    return { id: randomUUID(), key, blobId, head: Buffer.concat(heads), size };
  }

  /** Removes a blob and its chunks (chunks first: SQLite cascades only with foreign keys on). */
  async discard(blobId: string): Promise<void> {
    await this.db.deleteFrom('complaint_blob_chunks').where('blob_id', '=', blobId).execute();
    await this.db.deleteFrom('complaint_blobs').where('id', '=', blobId).execute();
  }

  /** The sealed bytes of a whole blob, read one chunk at a time as the consumer takes them. */
  open(blobId: string): Readable {
    const db = this.db;
    async function* chunks(): AsyncGenerator<Buffer> {
      const blob = await db
        .selectFrom('complaint_blobs')
        .select('chunk_count')
        .where('id', '=', blobId)
        .executeTakeFirst();
      if (blob?.chunk_count === null || blob?.chunk_count === undefined)
        throw new Error(`no stored attachment ${blobId}`);
      for (let seq = 0; seq < blob.chunk_count; seq++) {
        const row = await db
          .selectFrom('complaint_blob_chunks')
          .select('bytes')
          .where('blob_id', '=', blobId)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!row) throw new Error(`stored attachment ${blobId} lacks chunk ${seq}`);
        yield Buffer.from(row.bytes);
      }
    }
    // A byte stream with room for about one chunk: the next is read only when this one is taken.
    return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES });
  }

  /** The sealed bytes of a blob in one buffer (for small files and tests; downloads use `open`). */
  async read(blobId: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const chunk of this.open(blobId)) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }

  /**
   * Removes blobs created before `before` (ISO time) that no file names: uploads that failed half-way
   * in a crash, and blobs a refused upload or an interrupted move could not remove.
   */
  async sweepOrphans(before: string): Promise<number> {
    const orphans = await this.db
      .selectFrom('complaint_blobs')
      .select('id')
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('complaint_files')
              .select('complaint_files.id')
              .whereRef('complaint_files.stored_name', '=', 'complaint_blobs.id'),
          ),
        ),
      )
      .execute();
    for (const { id } of orphans) await this.discard(id);
    return orphans.length;
  }
}
