import type { MediaListItem, MediaListQuery } from '@muyuan/contract/admin/media';
import { appendAudit } from '../admin/audit.ts';
import { stateOf, textOfPaths } from '../documents/console-repository.ts';
import type { Actor } from '../editorial/context.ts';
import { lockContent } from '../editorial/publish-lock.ts';
import { mediaInUse, unknownMedia } from './errors.ts';
import type { MediaContext } from './media-context.ts';
import { MediaStore, storedPath } from './media-store.ts';
import { usesOf } from './media-usage.ts';
import { mediaFileOf } from './media-view.ts';

export interface MediaPage {
  list: MediaListItem[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * A page of the store, newest first, each file with the records that use it, and a PDF's text as the
 * document reader found it (once a published record used it: one indexed query for the page).
 */
export async function listMedia(ctx: MediaContext, query: MediaListQuery): Promise<MediaPage> {
  const { rows, total } = await ctx.store.page((query.pageNum - 1) * query.pageSize, query.pageSize, query.kind);
  const paths = rows.map((r) => storedPath(r));
  const [uses, texts] = await Promise.all([
    usesOf(ctx.db, paths),
    textOfPaths(
      ctx.db,
      rows.filter((r) => r.kind === 'pdf').map((r) => storedPath(r)),
    ),
  ]);
  const textOf = (path: string) => {
    const row = texts.get(path);
    return row && { text: { state: stateOf(row.status, row.source), reason: row.reason } };
  };
  return {
    list: rows.map((row) => ({
      ...mediaFileOf(row),
      usedBy: uses.get(storedPath(row)) ?? [],
      ...textOf(storedPath(row)),
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * Deletes a file no record uses (published, unpublished but kept, or in a draft): refused 409 naming
 * them otherwise. Under the content lock, so no publish slips a reference in between the check and
 * the delete; audited in the same transaction.
 */
export async function deleteMedia(ctx: MediaContext, actor: Actor, sha256: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockContent(trx);
    const store = new MediaStore(trx);
    const row = await store.find(sha256);
    if (!row) throw unknownMedia();
    const usedBy = (await usesOf(trx, [storedPath(row)])).get(storedPath(row)) ?? [];
    if (usedBy.length > 0) throw mediaInUse(usedBy);
    await store.remove(row);
    await appendAudit(
      trx,
      {
        actor: actor.id,
        actorName: actor.name,
        action: 'media_delete',
        object: `media:${sha256}`,
        session: actor.session,
        detail: { name: row.original_name, kind: row.kind, size: Number(row.size) },
      },
      ctx.clock(),
    );
  });
}
