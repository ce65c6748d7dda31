import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { contentError } from './content-error.ts';

const MEDIA_PREFIX = '/media/';
/** Media referenced from Markdown bodies: `![alt](/media/...)` or `[text](/media/...)`. */
const MARKDOWN_MEDIA = /\]\((\/media\/[^)\s]+)\)/g;

/** Size in bytes of the file behind a `/media/...` address, or null when it does not exist. */
export function mediaFileSize(mediaDir: string, address: string): number | null {
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

/** Throws naming file and field when any `/media/...` address in `value` has no file in `mediaDir`. */
export function checkMediaReferences(value: unknown, file: string, mediaDir: string, path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    const addresses = value.startsWith(MEDIA_PREFIX)
      ? [value]
      : [...value.matchAll(MARKDOWN_MEDIA)].map((m) => m[1] ?? '');
    for (const address of addresses) {
      if (mediaFileSize(mediaDir, address) === null) {
        throw contentError(file, path, `media file not found: ${address}`);
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      checkMediaReferences(item, file, mediaDir, [...path, i]);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkMediaReferences(item, file, mediaDir, [...path, key]);
  }
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
