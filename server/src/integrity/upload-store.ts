import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './file-check.ts';

const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PART = '.part';

export interface ReceivedFile {
  id: string;
  /** The file's own key (the visitor's form holds it until the report claims the file). */
  key: Buffer;
  storedName: string;
  /** The first bytes, in clear, for the type check (kept in memory only). */
  head: Buffer;
  size: number;
}

/** Encrypts a stream with AES-256-GCM: version and nonce first, the authentication tag last. */
function encryptingStream(key: Buffer): Transform {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([Buffer.from([VERSION]), nonce]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([Buffer.from([VERSION]), nonce]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * Report attachments on disk: each encrypted under a key of its own as it arrives (never written in
 * clear), under a random name in UPLOAD_DIR, which no route serves. A file is written as `<name>.part`
 * and renamed only once its row exists, so a crash leaves nothing that looks like an attachment;
 * `sweep` removes what no report claimed in time.
 */
export class UploadStore {
  constructor(readonly dir: string) {}

  async receive(source: Readable): Promise<ReceivedFile> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const id = randomUUID();
    const key = randomBytes(32);
    const storedName = `${randomUUID()}.bin`;
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
    const part = join(this.dir, storedName + PART);
    try {
      await pipeline(source, tap, encryptingStream(key), createWriteStream(part, { mode: 0o600 }));
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
    return { id, key, storedName, head: Buffer.concat(heads), size };
  }

  /** The file becomes an attachment in waiting (call once its row is written). */
  async keep(storedName: string): Promise<void> {
    await rename(join(this.dir, storedName + PART), join(this.dir, storedName));
  }

  async discard(storedName: string): Promise<void> {
    await rm(join(this.dir, storedName + PART), { force: true });
    await rm(join(this.dir, storedName), { force: true });
  }

  /** The encrypted bytes of a stored file (for the compliance tool, which holds the keys). */
  read(storedName: string): Promise<Buffer> {
    return readFile(join(this.dir, storedName));
  }

  /**
   * Removes files older than `maxAgeMs` that no row names (left by a crash between writing a file and
   * its row) and half-written `.part` files; `known` are the stored names the database still holds.
   */
  async sweepOrphans(known: ReadonlySet<string>, maxAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (known.has(name)) continue;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < maxAgeMs) continue;
      await rm(join(this.dir, name), { force: true });
      removed++;
    }
    return removed;
  }
}

/** Decrypts a stored file (version, nonce, ciphertext, tag) with its key. */
export function decryptStoredFile(sealed: Buffer, key: Buffer): Buffer {
  if (sealed[0] !== VERSION) throw new Error('unknown file format');
  const nonce = sealed.subarray(1, 1 + NONCE_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(sealed.subarray(1 + NONCE_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
