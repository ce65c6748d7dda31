import { randomBytes, randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { ChunkedBlobs } from '../db/chunked-blobs.ts';
import type { Db } from '../db/database.ts';
import { SNIFF_BYTES } from './file-check.ts';
import { encryptingStream } from './sealed-file.ts';

/** The most bytes one chunk row holds (the shared chunked store's). */
export { CHUNK_BYTES } from '../db/chunked-blobs.ts';

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
 * Report attachments in the database: each encrypted under a key of its own as it arrives (never
 * stored in clear) and written as a blob of chunks. A blob is whole once its chunk count is set, and
 * an attachment only once a `complaint_files` row names it (written after the blob is whole), so a
 * crash mid-upload leaves a blob no file names, which `sweepOrphans` removes once it is old.
 */
export class AttachmentStore {
  readonly blobs: ChunkedBlobs;

  constructor(readonly db: Db) {
    this.blobs = new ChunkedBlobs(db, {
      blobs: 'complaint_blobs',
      chunks: 'complaint_blob_chunks',
      size: 'sealed_bytes',
    });
  }

  /** Writes already sealed bytes into a new blob; nothing of it is left when it fails. */
  async writeSealed(source: Readable, ...through: Transform[]): Promise<{ blobId: string; sealedBytes: number }> {
    const { blobId, size } = await this.blobs.write(source, through);
    return { blobId, sealedBytes: size };
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

  /** Removes a blob and its chunks. */
  discard(blobId: string): Promise<void> {
    return this.blobs.discard(blobId);
  }

  /** The sealed bytes of a whole blob, read one chunk at a time as the consumer takes them. */
  open(blobId: string): Readable {
    return this.blobs.open(blobId, `stored attachment ${blobId}`);
  }

  /** The sealed bytes of a blob in one buffer (for small files and tests; downloads use `open`). */
  read(blobId: string): Promise<Buffer> {
    return this.blobs.read(blobId, `stored attachment ${blobId}`);
  }

  /**
   * Removes blobs created before `before` (ISO time) that no file names: uploads that failed half-way
   * in a crash, and blobs a refused upload or an interrupted move could not remove.
   */
  sweepOrphans(before: string): Promise<number> {
    return this.blobs.sweepOrphans(before, [{ table: 'complaint_files', column: 'stored_name' }]);
  }
}
