import { closeSync, constants, copyFileSync, lstatSync, mkdirSync, openSync, readSync, unlinkSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { filesUnder, sameFolder } from '../content-model/files-under.ts';
import { UPLOADS_FOLDER } from '../media/media-folder.ts';

/**
 * Files of the folder being imported whose names the served media folder already uses for other bytes
 * (or for something that is not a file). Nothing was imported or copied.
 */
export class MediaConflictError extends Error {
  override name = 'MediaConflictError';
  constructor(
    readonly files: string[],
    servedDir: string,
  ) {
    const shown = files.slice(0, 10).join(', ') + (files.length > 10 ? `, and ${files.length - 10} more` : '');
    super(
      `${files.length} media file(s) exist in ${servedDir} with other bytes (${shown}); nothing was imported or ` +
        'copied. A published file is never overwritten: give the new file another name and point the records at it.',
    );
  }
}

/** What bringing one media folder into the served one will do, decided before anything is written. */
export interface MediaPlan {
  from: string;
  to: string;
  /** Files (relative, `/`-separated) the served folder lacks: copied. */
  copy: string[];
  /** Files the served folder holds with the same bytes: left alone. */
  same: number;
}

const CHUNK = 1 << 16;

/** Byte-for-byte equality, read in chunks: a video need not be held in memory twice. */
function sameBytes(a: string, b: string): boolean {
  if (lstatSync(a).size !== lstatSync(b).size) return false;
  const [fa, fb] = [openSync(a, 'r'), openSync(b, 'r')];
  try {
    const [ba, bb] = [Buffer.alloc(CHUNK), Buffer.alloc(CHUNK)];
    for (;;) {
      const n = readSync(fa, ba, 0, CHUNK, null);
      const m = readSync(fb, bb, 0, CHUNK, null);
      if (n !== m || !ba.subarray(0, n).equals(bb.subarray(0, m))) return false;
      if (n === 0) return true;
    }
  } finally {
    closeSync(fa);
    closeSync(fb);
  }
}

/** How a file of the imported folder meets the served folder: absent there, identical, or in the way. */
function verdict(source: string, target: string): 'copy' | 'same' | 'conflict' {
  try {
    const stat = lstatSync(target);
    return stat.isFile() && sameBytes(source, target) ? 'same' : 'conflict';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'copy';
    // ENOTDIR: a file of the served folder stands where the imported one has a folder.
    if (code === 'ENOTDIR') return 'conflict';
    throw error;
  }
}

/**
 * Plans bringing `from` (the media of the folder `seed --from` imports) into `to` (the media folder the
 * server serves): each file `to` lacks is to be copied, identical ones are left alone, and a name `to`
 * uses for other bytes is refused here, before anything is written, because the site serves that file
 * now and records published from the console may point at it. Seeding a folder onto itself plans nothing.
 */
export function planMediaMerge(from: string, to: string): MediaPlan {
  if (sameFolder(from, to)) return { from, to, copy: [], same: 0 };
  const copy: string[] = [];
  const conflicts: string[] = [];
  let same = 0;
  for (const file of filesUnder(from).files) {
    // Uploaded files (`u/<sha256>.<ext>`) go into the database's media store, never into the folder.
    if (file.startsWith(`${UPLOADS_FOLDER}/`)) continue;
    const found = verdict(resolve(from, file), resolve(to, file));
    if (found === 'copy') copy.push(file);
    else if (found === 'same') same++;
    else conflicts.push(file);
  }
  if (conflicts.length > 0) throw new MediaConflictError(conflicts, to);
  return { from, to, copy, same };
}

/**
 * Copies the planned files, never over an existing one (COPYFILE_EXCL: a file that appeared since the
 * plan fails the copy rather than being replaced). On a failure the files copied so far are removed
 * again (the import the failure rolls back never referenced them); folders made for them may stay.
 */
export function copyPlannedMedia(plan: MediaPlan): number {
  const done: string[] = [];
  try {
    for (const file of plan.copy) {
      const target = resolve(plan.to, file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(resolve(plan.from, file), target, constants.COPYFILE_EXCL);
      done.push(target);
    }
  } catch (error) {
    for (const target of done) unlinkSync(target);
    throw error;
  }
  return done.length;
}
