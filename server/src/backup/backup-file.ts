import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Dialect } from '../db/database.ts';

/**
 * The backup file: a fixed-size header of 4096 bytes, then the body, gzipped.
 *
 *   MUYUAN-SITE-BACKUP\n{"format":…,"version":1,"kind":…,…}   (spaces up to byte 4095, then \n)
 *   <gzip body: bodyBytes bytes, SHA-256 bodySha256>
 *
 * The header is plain text (`head -c 4096 FILE` shows it) and of fixed size, so it can be written
 * after the body, once its length and checksum are known, into the place kept for it. What the body
 * is depends on `kind`: a SQLite database file, or PostgreSQL rows as JSON lines (postgres-dump.ts).
 */
export const MAGIC = 'MUYUAN-SITE-BACKUP\n';
export const HEADER_BYTES = 4096;
export const FORMAT = 'muyuan-site-backup';
/** The newest body layout this code writes and reads. */
export const FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  kind: Dialect;
  /** When the snapshot was taken (ISO time). */
  createdAt: string;
  /** The last migration applied to the database it holds. */
  migration: string;
  compression: 'gzip';
  bodyBytes: number;
  bodySha256: string;
}

/** A backup file this code will not restore, with the one line that says why. */
export class BackupRefused extends Error {}

/** Counts and hashes the bytes that pass. */
function measuring() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/**
 * Writes `body` (gzipped here) to `out` with its header: into `out.part` first, renamed once whole
 * and flushed, so a backup that fails half-way never looks like one.
 */
export async function writeBackupFile(
  out: string,
  header: Omit<BackupHeader, 'format' | 'version' | 'compression' | 'bodyBytes' | 'bodySha256'>,
  body: Readable,
): Promise<BackupHeader> {
  const part = `${out}.part`;
  try {
    const measure = measuring();
    await pipeline(body, createGzip(), measure.stream, createWriteStream(part, { start: HEADER_BYTES, mode: 0o600 }));
    const { bytes, sha256 } = measure.result();
    const full: BackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      ...header,
      compression: 'gzip',
      bodyBytes: bytes,
      bodySha256: sha256,
    };
    const file = await open(part, 'r+');
    try {
      await file.write(encodeHeader(full), 0, HEADER_BYTES, 0);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(part, out);
    return full;
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

function encodeHeader(header: BackupHeader): Buffer {
  const text = MAGIC + JSON.stringify(header);
  if (Buffer.byteLength(text) > HEADER_BYTES - 1) throw new Error('backup header too long');
  return Buffer.from(`${text.padEnd(HEADER_BYTES - 1, ' ')}\n`);
}

const KINDS: readonly Dialect[] = ['sqlite', 'postgres'];

/** The header's fields, checked one by one (a header is text anyone could edit). */
function parseHeader(text: string): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupRefused('the backup header is damaged (not JSON)');
  }
  const h = value as Partial<BackupHeader>;
  if (h?.format !== FORMAT) throw new BackupRefused('the backup header names another format');
  if (!Number.isInteger(h.version) || (h.version ?? 0) < 1)
    throw new BackupRefused('the backup header is damaged (version)');
  if ((h.version ?? 0) > FORMAT_VERSION) {
    throw new BackupRefused(
      `the backup is of format version ${h.version}, newer than this version of the site reads (${FORMAT_VERSION}); restore it with a newer release`,
    );
  }
  const valid =
    KINDS.includes(h.kind as Dialect) &&
    typeof h.createdAt === 'string' &&
    typeof h.migration === 'string' &&
    h.compression === 'gzip' &&
    Number.isSafeInteger(h.bodyBytes) &&
    (h.bodyBytes ?? -1) >= 0 &&
    typeof h.bodySha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(h.bodySha256);
  if (!valid) throw new BackupRefused('the backup header is damaged (a field is missing or malformed)');
  return h as BackupHeader;
}

/**
 * Reads and checks a backup file whole before anything is restored from it: that it is one (its
 * magic), that its header is sound and of a version this code reads, that it is not cut short or
 * longer than it says, and that the body's checksum matches. Throws BackupRefused saying which.
 */
export async function verifyBackupFile(path: string): Promise<BackupHeader> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new BackupRefused(`no backup file at ${path}`);
  const file = await open(path, 'r');
  let head: Buffer;
  try {
    head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(head, 0, HEADER_BYTES, 0);
    head = head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  const magic = Buffer.from(MAGIC);
  const prefix = head.subarray(0, magic.length);
  // A file shorter than the magic but the start of it is a cut backup, not a foreign file.
  if (prefix.length === 0 || !magic.subarray(0, prefix.length).equals(prefix)) {
    throw new BackupRefused('not a backup of this site (the file does not start with MUYUAN-SITE-BACKUP)');
  }
  if (head.length < HEADER_BYTES) throw new BackupRefused('the backup file is truncated (its header is incomplete)');
  const header = parseHeader(head.subarray(magic.length).toString('utf8').trimEnd());
  const bodyBytes = info.size - HEADER_BYTES;
  if (bodyBytes < header.bodyBytes) {
    throw new BackupRefused(`the backup file is truncated (${bodyBytes} of ${header.bodyBytes} body bytes)`);
  }
  if (bodyBytes > header.bodyBytes) {
    throw new BackupRefused(`the backup file has ${bodyBytes - header.bodyBytes} bytes more than its header says`);
  }
  const measure = measuring();
  await pipeline(
    createReadStream(path, { start: HEADER_BYTES }),
    measure.stream,
    new Writable({ write: (_c, _e, done) => done() }),
  );
  if (measure.result().sha256 !== header.bodySha256) {
    throw new BackupRefused('the backup file does not match its checksum (it was altered or damaged)');
  }
  return header;
}

/** The body of a verified backup file, unzipped, as it is read. */
export function openBackupBody(path: string): Readable {
  const file = createReadStream(path, { start: HEADER_BYTES });
  const gunzip = createGunzip();
  file.on('error', (error) => gunzip.destroy(error));
  return file.pipe(gunzip);
}
