import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { filesUnder, sameFolder } from '../content-model/files-under.ts';

export interface CopiedTree {
  /** Files now in the target folder (copied, or already there when source and target are one folder). */
  files: number;
  /** Symbolic links and other non-files of the source, relative: not copied. */
  skipped: string[];
}

/**
 * Copies every regular file under `from` to the same place under `to`, replacing a file of that name.
 * Links are left out (the import refuses a link in a media folder). Exporting a content folder onto
 * itself copies nothing: a file copied onto itself would be truncated.
 */
export function copyTree(from: string, to: string): CopiedTree {
  const { files, others } = filesUnder(from);
  if (sameFolder(from, to)) return { files: files.length, skipped: others };
  for (const file of files) {
    const target = resolve(to, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(resolve(from, file), target);
  }
  return { files: files.length, skipped: others };
}
