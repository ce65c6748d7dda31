import type { RecordJson } from '@muyuan/contract/admin/editorial';
import { CONTENT_FILES } from '../content-model/content-schema.ts';
import { pageFilesOf } from '../content-model/page-files.ts';
import type { Db } from '../db/database.ts';
import { COLLECTIONS, type Collection, fileOfRecords, isSingle } from '../editorial/collections.ts';
import { listDocuments } from '../editorial/documents.ts';

export interface PublishedFile {
  collection: Collection;
  /** Where the file lives in a content folder (`data/news.yaml`; the pages' files `pages/<id>/<lang>.yaml`). */
  file: string;
  /** The file's value: the published records in their order, the one record of a single collection, or a page's copy in one language. */
  value: unknown;
  /** Records the file holds (the pages' count on their first file, so that the counts add up). */
  records: number;
}

export interface PublishedContent {
  files: PublishedFile[];
  /** Records kept in the back office but not published: left out of the files. */
  unpublished: number;
}

/**
 * Every content file as the database publishes it, in CONTENT_FILES order: each record's JSON exactly as
 * stored (the YAML's own keys in their order), ordered by `position`. One SELECT, so a publish made
 * meanwhile is either wholly in or wholly out. Throws when a single record (site settings, the brief) is
 * missing: the database was never seeded, and files without it would not import.
 */
export async function readPublishedContent(db: Db): Promise<PublishedContent> {
  const byCollection = new Map<string, RecordJson[]>();
  let unpublished = 0;
  for (const document of await listDocuments(db)) {
    if (!document.published) {
      unpublished++;
      continue;
    }
    const records = byCollection.get(document.collection) ?? [];
    records.push(JSON.parse(document.json) as RecordJson);
    byCollection.set(document.collection, records);
  }
  const files = COLLECTIONS.flatMap((collection): PublishedFile[] => {
    const records = byCollection.get(collection) ?? [];
    const file = CONTENT_FILES[collection].file;
    if (isSingle(collection) && records.length === 0) {
      throw new Error(`The database has no published ${collection} record (${file}): seed it first (npm run seed).`);
    }
    if (collection === 'pages')
      return pageFilesOf(records).map((page, i) => ({ collection, ...page, records: i === 0 ? records.length : 0 }));
    return [{ collection, file, value: fileOfRecords(collection, records), records: records.length }];
  });
  return { files, unpublished };
}
