import type { RecordJson } from '@muyuan/contract/admin/editorial';
import type { Kysely } from 'kysely';
import type { RawContent } from '../content-model/validate-content.ts';
import type { Database } from '../db/schema.ts';
import { canonicalJson } from './canonical-json.ts';
import { COLLECTIONS, type Collection, recordsOfFile } from './collections.ts';
import { type DocumentRow, latestSources, listDocuments, updateDocument } from './documents.ts';
import { writeVersion } from './write-version.ts';

/** The seed would overwrite what the back office published; nothing was written. */
export class SeedConflictError extends Error {
  override name = 'SeedConflictError';
  constructor(readonly records: string[]) {
    const shown = records.slice(0, 10).join(', ') + (records.length > 10 ? `, and ${records.length - 10} more` : '');
    super(
      `The back office changed ${records.length} record(s) since the last seed (${shown}); nothing was imported. ` +
        'npm run seed -- --replace imports the files over them, each as a new version that can be restored.',
    );
  }
}

export interface SeedOptions {
  /** Overwrite records whose latest version came from the back office. */
  replace: boolean;
  /** Who the versions are attributed to: `cli` (npm run seed) or `system` (a server preparing its database). */
  actor: string;
  at: string;
  /** Only these collections (a database that lacks one gets it from the files; the others stay as they are). */
  only?: readonly Collection[];
}

type Step = { key: string; collection: string; id: string; json: RecordJson | null; position?: number };

/**
 * Brings the documents to the files: one `import` version per record whose JSON differs from its
 * published document (new, changed, or published again), and one unpublishing version per published
 * record the files no longer hold. Records whose latest version came from the back office
 * (`console`, `restore`) are not overwritten unless `replace`: then the whole seed is refused before
 * anything is written. Unchanged records get no version (a seed run twice adds none); only their
 * place in the file follows it. Runs in the caller's transaction.
 */
export async function writeSeedDocuments(
  trx: Kysely<Database>,
  raw: RawContent,
  options: SeedOptions,
): Promise<{ versions: number }> {
  const documents = new Map((await listDocuments(trx)).map((d) => [`${d.collection}/${d.record_id}`, d]));
  const sources = await latestSources(trx);
  const steps: Step[] = [];
  const moves: DocumentRow[] = [];
  for (const collection of options.only ?? COLLECTIONS) {
    const inFiles = new Set<string>();
    recordsOfFile(collection, raw[collection]).forEach(({ id, json }, position) => {
      const key = `${collection}/${id}`;
      inFiles.add(key);
      const current = documents.get(key);
      if (current?.published && canonicalJson(JSON.parse(current.json)) === canonicalJson(json)) {
        if (current.position !== position) moves.push({ ...current, position });
      } else steps.push({ key, collection, id, json, position });
    });
    for (const [key, document] of documents) {
      if (document.collection === collection && document.published && !inFiles.has(key)) {
        steps.push({ key, collection, id: document.record_id, json: null });
      }
    }
  }
  const overwritten = steps.filter((s) => (sources.get(s.key) ?? 'import') !== 'import').map((s) => s.key);
  if (overwritten.length > 0 && !options.replace) throw new SeedConflictError(overwritten);
  for (const step of steps) {
    await writeVersion(
      trx,
      { ...step, source: 'import', actor: options.actor, actorName: null, at: options.at },
      documents.get(step.key),
    );
  }
  for (const moved of moves) {
    await updateDocument(trx, { collection: moved.collection, record_id: moved.record_id, position: moved.position });
  }
  return { versions: steps.length };
}
