import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOADED_MEDIA_NAME } from '@muyuan/contract/admin/media';
import { filesUnder } from '../content-model/files-under.ts';
import type { StoredMedia } from '../content-model/media-check.ts';
import { type MediaStore, storedName } from './media-store.ts';
import { typeByExt } from './media-types.ts';
import { pdfFacts } from './pdf-facts.ts';

/** The folder of a content folder's media that holds uploaded files (`media/u/<sha256>.<ext>`). */
export const UPLOADS_FOLDER = 'u';

/** Files of `media/u/` whose names are not the SHA-256 of their bytes (or not a stored file's name at all). */
export class UploadNameMismatchError extends Error {
  override name = 'UploadNameMismatchError';
  constructor(readonly files: string[]) {
    const shown = files.slice(0, 10).join(', ') + (files.length > 10 ? `, and ${files.length - 10} more` : '');
    super(
      `${files.length} file(s) in media/u/ are not named <sha256 of the bytes>.<pdf|jpg|png|webp|avif|svg|mp4> ` +
        `(${shown}); nothing was imported. Uploaded files are named by their bytes: restore the file, or upload it again.`,
    );
  }
}

export interface UploadFile {
  name: string;
  sha256: string;
  ext: string;
  full: string;
}

/** The SHA-256 of a file, read as a stream (a video need not be held in memory). */
async function sha256Of(full: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(full), hash);
  return hash.digest('hex');
}

/**
 * The uploaded files of a content folder's media (`<mediaDir>/u/*`), each checked: its name must be the
 * SHA-256 of its bytes and an extension the store takes; any mismatch throws, before anything is written.
 */
export async function readUploadFolder(mediaDir: string): Promise<UploadFile[]> {
  const dir = resolve(mediaDir, UPLOADS_FOLDER);
  const found: UploadFile[] = [];
  const wrong: string[] = [];
  const { files, others } = filesUnder(dir);
  wrong.push(...others);
  for (const name of files) {
    const match = UPLOADED_MEDIA_NAME.exec(name);
    const full = resolve(dir, name);
    if (!match?.[1] || !match[2] || !typeByExt(match[2]) || (await sha256Of(full)) !== match[1]) {
      wrong.push(name);
      continue;
    }
    found.push({ name, sha256: match[1], ext: match[2], full });
  }
  if (wrong.length > 0) throw new UploadNameMismatchError(wrong.map((name) => `media/u/${name}`));
  return found;
}

/**
 * Brings checked uploaded files into the store, each one the store lacks (content-addressed: one it
 * holds is the same bytes). Attributed to `actor` (`cli` for `npm run seed`). Returns how many were new.
 */
export async function importUploads(store: MediaStore, files: readonly UploadFile[], actor: string): Promise<number> {
  let added = 0;
  for (const file of files) {
    if (await store.find(file.sha256)) continue;
    const type = typeByExt(file.ext);
    if (!type) continue;
    const pdf = type.kind === 'pdf' ? await pdfFacts(readFileSync(file.full)) : null;
    const blob = await store.writeBlob(createReadStream(file.full));
    const { created } = await store.keep(blob, {
      ext: type.ext,
      kind: type.kind,
      mime: type.mime,
      original_name: file.name,
      uploaded_by: actor,
      uploaded_by_name: null,
      uploaded_at: new Date().toISOString(),
      width: null,
      height: null,
      pdf_title: pdf?.title ?? null,
      pdf_pages: pdf?.pages ?? null,
    });
    if (created) added++;
  }
  return added;
}

/** Writes every stored file to `<mediaDir>/u/<name>`, streamed from the database; returns how many. */
export async function exportUploads(store: MediaStore, mediaDir: string): Promise<number> {
  const rows = await store.all();
  if (rows.length === 0) return 0;
  const dir = resolve(mediaDir, UPLOADS_FOLDER);
  mkdirSync(dir, { recursive: true });
  for (const row of rows) await pipeline(store.open(row), createWriteStream(resolve(dir, storedName(row))));
  return rows.length;
}

/** Every stored file's size by name: what a seed's content may point at under `/media/u/`. */
export async function allStoredMedia(store: MediaStore): Promise<StoredMedia> {
  const rows = await store.all();
  return new Map(rows.map((row) => [storedName(row), Number(row.size)]));
}
