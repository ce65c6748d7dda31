import { contentMediaDir } from '../content-model/read-content.ts';
import type { Db } from '../db/database.ts';
import { allStoredMedia, importUploads, readUploadFolder } from '../media/media-folder.ts';
import { MediaStore } from '../media/media-store.ts';
import { type ImportSummary, importContent } from './import.ts';
import { copyPlannedMedia, planMediaMerge } from './media-merge.ts';

export interface SeedRequest {
  /** The configured content folder (CONTENT_DIR): its `media/` is what the server serves. */
  contentDir: string;
  /** Another folder of the same layout to import instead (`seed --from`). */
  from?: string | undefined;
  replace?: boolean;
}

export interface SeedResult extends ImportSummary {
  /** The folder imported. */
  source: string;
  /** Media files copied into the served folder, and those it already held with the same bytes. */
  mediaCopied: number;
  mediaSame: number;
  /** Uploaded files (`media/u/`) added to the database's media store. */
  uploadsStored: number;
}

/**
 * `npm run seed [-- --from <dir>] [--replace]`. The records of `<dir>` point at `/media/...` files of
 * `<dir>/media`, but the server serves CONTENT_DIR/media: each file that folder lacks is copied into it,
 * inside the import's transaction (so only when the import succeeds), and a name it uses for other bytes
 * refuses the whole seed before anything is written. Page copy comes from `<dir>/pages` as the import
 * reads it (the search index; the pages themselves show the copy built into the web app).
 * Uploaded files (`<dir>/media/u/<sha256>.<ext>`, as the export writes them) go into the database's
 * media store instead, each name checked against its bytes first (a mismatch refuses the seed). They
 * are stored before the import's transaction (the store is written outside it, as uploads are): a
 * failed import leaves them in the library, unused, and a new run finds them there.
 */
export async function seedContent(db: Db, request: SeedRequest): Promise<SeedResult> {
  const source = request.from ?? request.contentDir;
  const uploads = await readUploadFolder(contentMediaDir(source));
  const plan = planMediaMerge(contentMediaDir(source), contentMediaDir(request.contentDir));
  const store = new MediaStore(db);
  const uploadsStored = await importUploads(store, uploads, 'cli');
  let mediaCopied = 0;
  const summary = await importContent(db, source, {
    replace: request.replace ?? false,
    storedMedia: await allStoredMedia(store),
    beforeCommit: () => {
      mediaCopied = copyPlannedMedia(plan);
    },
  });
  return { ...summary, source, mediaCopied, mediaSame: plan.same, uploadsStored };
}
