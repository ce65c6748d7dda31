import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface FilesUnder {
  /** Regular files, relative to the folder, `/`-separated, sorted (the same list on every run). */
  files: string[];
  /** Anything else that is not a folder (symbolic links above all), the same way: never copied. */
  others: string[];
}

/**
 * What a folder holds, for copying media and page files between content folders. The folder itself may be
 * a link (e.g. to shared storage) and is followed; links inside it are not, and are listed apart: a link
 * would carry whatever it points to. A folder that does not exist holds nothing.
 */
export function filesUnder(dir: string): FilesUnder {
  if (!existsSync(dir)) return { files: [], others: [] };
  const root = realpathSync(dir);
  const files: string[] = [];
  const others: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    (entry.isFile() ? files : others).push(path);
  }
  return { files: files.sort(), others: others.sort() };
}

/** Whether two existing paths are the same folder (a content folder exported or seeded onto itself). */
export const sameFolder = (a: string, b: string): boolean =>
  existsSync(a) && existsSync(b) && realpathSync(a) === realpathSync(b);
