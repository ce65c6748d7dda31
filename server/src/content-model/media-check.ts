import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { contentError } from './content-error.ts';

const MEDIA_PREFIX = '/media/';
/** Media referenced from Markdown bodies: `![alt](/media/...)` or `[text](/media/...)`. */
const MARKDOWN_MEDIA = /\]\((\/media\/[^)\s]+)\)/g;

/** Where uploaded files are served: the media store's (database), never a folder's. */
const UPLOADED_PREFIX = '/media/u/';
/** An uploaded file's address in any text (a field, or a Markdown body's link). */
const UPLOADED_ADDRESS = /\/media\/u\/([0-9a-f]{64}\.[a-z0-9]{2,4})/g;

/**
 * The files of the media store an address may name (`<sha256>.<ext>` → size in bytes): loaded by the
 * caller for the names its content uses (media/stored-media.ts), since checking is synchronous.
 */
export type StoredMedia = ReadonlyMap<string, number>;
export const NO_STORED_MEDIA: StoredMedia = new Map();

/** The names of uploaded files (`<sha256>.<ext>`) that any string in `value` points at. */
export function uploadedNamesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.includes(UPLOADED_PREFIX)) for (const m of value.matchAll(UPLOADED_ADDRESS)) into.add(m[1] ?? '');
  } else if (Array.isArray(value)) {
    for (const item of value) uploadedNamesIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) uploadedNamesIn(item, into);
  }
  return into;
}

/**
 * Size in bytes of the file behind a `/media/...` address, or null when it does not exist: an
 * uploaded file's (`/media/u/...`) from the store's names, any other from the folder.
 */
export function mediaFileSize(mediaDir: string, address: string, stored: StoredMedia = NO_STORED_MEDIA): number | null {
  if (address.startsWith(UPLOADED_PREFIX)) return stored.get(address.slice(UPLOADED_PREFIX.length)) ?? null;
  const relative = decodeURIComponent(address.slice(MEDIA_PREFIX.length));
  const full = resolve(mediaDir, relative);
  if (!full.startsWith(mediaDir + sep) || relative.split('/').includes('..')) return null;
  try {
    const stat = statSync(full);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

/** Throws naming file and field when any `/media/...` address in `value` has no file (in `mediaDir`, or stored). */
export function checkMediaReferences(
  value: unknown,
  file: string,
  mediaDir: string,
  stored: StoredMedia = NO_STORED_MEDIA,
): void {
  const walk = (item: unknown, path: PropertyKey[]): void => {
    if (typeof item === 'string') {
      const addresses = item.startsWith(MEDIA_PREFIX)
        ? [item]
        : [...item.matchAll(MARKDOWN_MEDIA)].map((m) => m[1] ?? '');
      for (const address of addresses) {
        if (mediaFileSize(mediaDir, address, stored) === null) {
          throw contentError(file, path, `media file not found: ${address}`);
        }
      }
    } else if (Array.isArray(item)) {
      item.forEach((inner, i) => {
        walk(inner, [...path, i]);
      });
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) walk(inner, [...path, key]);
    }
  };
  walk(value, []);
}

/**
 * Throws naming the first symbolic link found inside the media folder: a link would publish whatever
 * it points to under /media/. (The folder itself may be a link, e.g. to shared storage.)
 */
export function checkNoSymbolicLinks(mediaDir: string, displayDir: string): void {
  const root = realpathSync(mediaDir);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) {
      const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      throw contentError(`${displayDir}/${path}`, null, 'symbolic links are not allowed in the media folder');
    }
  }
}
