import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { UPLOADED_MEDIA_NAME, UPLOADED_MEDIA_PREFIX } from '@muyuan/contract/admin/media';
import type { MediaStore } from '../media/media-store.ts';

/** The bytes a PDF address serves, named by their SHA-256, read only when asked for. */
export interface PdfFile {
  hash: string;
  size: number;
  bytes: () => Promise<Buffer>;
}

interface Hashed {
  size: number;
  mtimeMs: number;
  hash: string;
}

/**
 * Finds the bytes behind a PDF address as the server serves them: `/media/u/<sha256>.pdf` from the media
 * store (its name is the SHA-256 of its bytes, which never change under it: no need to read them to
 * know), `/media/<path>` from the content media folder (hashed by streaming, again only when its size or
 * time changes). An address that serves nothing (a missing file, a path out of the folder) is null.
 */
export class PdfBytes {
  private readonly hashed = new Map<string, Hashed>();

  constructor(
    private readonly store: MediaStore,
    private readonly mediaDir: string,
  ) {}

  async find(address: string): Promise<PdfFile | null> {
    if (address.startsWith(UPLOADED_MEDIA_PREFIX)) return this.fromLibrary(address.slice(UPLOADED_MEDIA_PREFIX.length));
    return this.fromFolder(address.slice('/media/'.length));
  }

  private async fromLibrary(name: string): Promise<PdfFile | null> {
    const match = UPLOADED_MEDIA_NAME.exec(name);
    const row = match?.[1] ? await this.store.find(match[1]) : undefined;
    if (!row || row.ext !== match?.[2]) return null;
    return { hash: row.sha256, size: Number(row.size), bytes: () => this.store.read(row) };
  }

  private async fromFolder(relative: string): Promise<PdfFile | null> {
    let path: string;
    try {
      path = await realpath(join(this.mediaDir, decodeURIComponent(relative)));
      // As the static site serves it (http/static-site.ts): never a file outside the folder.
      if (!path.startsWith((await realpath(this.mediaDir)) + sep)) return null;
    } catch {
      return null;
    }
    const facts = await stat(path).catch(() => null);
    if (!facts?.isFile()) return null;
    const known = this.hashed.get(path);
    const hash =
      known && known.size === facts.size && known.mtimeMs === facts.mtimeMs ? known.hash : await hashOf(path);
    this.hashed.set(path, { size: facts.size, mtimeMs: facts.mtimeMs, hash });
    return { hash, size: facts.size, bytes: () => readFile(path) };
  }
}

async function hashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
