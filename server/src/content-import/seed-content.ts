import type { Db } from '../db/database.ts';
import { type ImportSummary, importContent } from './import.ts';
import { copyPlannedMedia, planMediaMerge } from './media-merge.ts';
import { contentMediaDir } from './read-content.ts';

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
}

/**
 * `npm run seed [-- --from <dir>] [--replace]`. The records of `<dir>` point at `/media/...` files of
 * `<dir>/media`, but the server serves CONTENT_DIR/media: each file that folder lacks is copied into it,
 * inside the import's transaction (so only when the import succeeds), and a name it uses for other bytes
 * refuses the whole seed before anything is written. Page copy comes from `<dir>/pages` as the import
 * reads it (the search index; the pages themselves show the copy built into the web app).
 */
export async function seedContent(db: Db, request: SeedRequest): Promise<SeedResult> {
  const source = request.from ?? request.contentDir;
  const plan = planMediaMerge(contentMediaDir(source), contentMediaDir(request.contentDir));
  let mediaCopied = 0;
  const summary = await importContent(db, source, {
    replace: request.replace ?? false,
    beforeCommit: () => {
      mediaCopied = copyPlannedMedia(plan);
    },
  });
  return { ...summary, source, mediaCopied, mediaSame: plan.same };
}
