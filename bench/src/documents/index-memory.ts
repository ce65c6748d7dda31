import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pagesOf } from '../../../server/src/content/search/document-texts.ts';
import type { Db } from '../../../server/src/db/database.ts';
import { DocumentIndex } from '../../../server/src/search/document-index.ts';

/**
 * The garbage collector, callable: the heap is only comparable right after a full collection. The flag
 * can be set while running; a new context then sees `gc`.
 */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * What the bench process holds after full collections: its heap and the typed arrays' buffers outside it
 * (the index's term lists). Buffers are freed after the collection that finds them dead, off the main
 * thread: two collections with a pause between, or the figure still counts some that are gone.
 */
async function held(gc: () => void): Promise<number> {
  for (let i = 0; i < 2; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 200));
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * The memory of the server's document index over these file contents, built here in the bench process
 * as each server instance builds it (the same DocumentIndex, from the same stored pages): the heap and
 * array buffers after a full collection, with and without it. The server's own RSS says less: the
 * reading thread and its pdfjs come and go there at the same time.
 */
export async function documentIndexBytes(db: Db, hashes: readonly string[]): Promise<number> {
  const gc = collector();
  const before = await held(gc);
  const index = new DocumentIndex();
  for (const hash of hashes) await index.add(hash, await pagesOf(db, hash), false, '');
  const bytes = (await held(gc)) - before;
  // Still referenced here, so the collection above could not take it.
  if (index.size.texts !== hashes.length) throw new Error(`indexed ${index.size.texts} of ${hashes.length} texts`);
  return bytes;
}
