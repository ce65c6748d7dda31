import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createToken } from '../../../server/src/admin/tokens.ts';
import { type OpenDatabase, openPostgres, openSqlite } from '../../../server/src/db/database.ts';
import { LOAD, SEARCH_CACHE_MAX_BYTES } from '../api/load-settings.ts';
import { assertWrkInstalled, describeRun, type LangRequest, runWrk } from '../api/run-wrk.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { rssBytes, sampleRss } from '../lib/rss.ts';
import { BENCH_DATABASE_URL_VAR, createScratchSchema } from '../lib/scratch-schema.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';
import { PAGES_PER_DOCUMENT } from './corpus-text.ts';
import { type BenchDocument, documentSet } from './document-set.ts';
import type { DocumentsResult, DocumentsRun } from './documents-results.ts';
import { documentIndexBytes } from './index-memory.ts';
import { publishDocuments } from './publish-documents.ts';
import { documentSearchRequests } from './search-requests.ts';
import { readCount, searchableCount, settled, sleep, THREAD_GONE_MS, until } from './server-waits.ts';
import { storedPages } from './stored-pages.ts';

/**
 * Issue 42's figures (`npm run bench`, or alone `npm run bench:documents -w bench`): 1,000 generated PDFs
 * of 20 pages (100 with BENCH_QUICK=1), half Chinese, half English, uploaded to the media library and
 * published as announcements through the console's API of a fresh server (SQLite; PostgreSQL too with
 * BENCH_DATABASE_URL): how long until the reader has read them all and the index finds them all, what
 * document_pages holds, the server's memory at rest and at its peaks, and then distinct searches as the
 * search page asks them (searchKey and searchDocuments) over 50 connections.
 */

export const FULL_DOCUMENTS = 1000;
export const QUICK_DOCUMENTS = 100;
/** Reading 1,000 files takes minutes on a 2-core machine; this bounds a reader that stopped. */
const SEARCHABLE_TIMEOUT_MS = 30 * 60_000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Phase {
  run: DocumentsRun;
  hashes: string[];
}

/** One fresh server: publish, wait until read and searchable, measure what is stored and the search line. */
async function measureOn(
  database: DocumentsRun['database'],
  server: RunningServer,
  open: OpenDatabase,
  documents: readonly BenchDocument[],
  requests: readonly LangRequest[],
  mode: BenchMode,
): Promise<Phase> {
  const hashes = documents.map((d) => sha256(d.bytes));
  await sleep(1000);
  // The reader's first look comes READ_EVERY_MS (2 s) after the start: this is the server before any PDF.
  const rssStartBytes = rssBytes(server.pid);
  await settled(open);
  const rssBeforeBytes = rssBytes(server.pid);
  const token = await createToken(open.db, Date.now(), {
    name: 'bench documents',
    roles: ['publisher'],
    createdBy: null,
  });

  const reading = sampleRss(server.pid);
  const started = performance.now();
  let publishMs = 0;
  let readMs = 0;
  let searchableMs = 0;
  const published = publishDocuments(server.baseUrl, token.secret, documents).then(() => {
    publishMs = performance.now() - started;
  });
  // A failed publish ends the wait at once rather than after the timeout.
  let publishError: unknown = null;
  published.catch((error: unknown) => {
    publishError = error;
  });
  await until(
    'every bench PDF to be read and searchable',
    async () => {
      if (publishError) throw publishError;
      if (!readMs && (await readCount(open, hashes)) === hashes.length) readMs = performance.now() - started;
      if (readMs && (await searchableCount(server.baseUrl)) === documents.length)
        searchableMs = performance.now() - started;
      return searchableMs > 0;
    },
    SEARCHABLE_TIMEOUT_MS,
  );
  await published;
  const rssReadingPeakBytes = reading.stop();
  console.log(
    `  ${database}: ${documents.length} PDFs published in ${(publishMs / 1000).toFixed(1)} s, read after ${(readMs / 1000).toFixed(1)} s, searchable after ${(searchableMs / 1000).toFixed(1)} s`,
  );
  await sleep(THREAD_GONE_MS);
  const rssAfterBytes = rssBytes(server.pid);
  const stored = await storedPages(open.db, open.dialect);

  // The warm-up asks the second half of the list, the line the first: no search of the line was asked before.
  const half = Math.floor(requests.length / 2);
  const line = { ...LOAD, baseUrl: server.baseUrl, serverPids: () => [server.pid] };
  await runWrk({ ...line, requests: requests.slice(half), durationSeconds: mode.warmUpSeconds });
  await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
  const loaded = sampleRss(server.pid);
  const run = await runWrk({ ...line, requests: requests.slice(0, half), durationSeconds: mode.wrkSeconds });
  const rssLoadPeakBytes = loaded.stop();
  console.log(`  ${database}: distinct searches with documents: ${describeRun(run)}`);
  return {
    hashes,
    run: {
      database,
      publishMs,
      readMs,
      searchableMs,
      pageRows: stored.rows,
      pageTextBytes: stored.textBytes,
      pageTableBytes: stored.tableBytes,
      rssStartBytes,
      rssBeforeBytes,
      rssAfterBytes,
      rssReadingPeakBytes,
      rssLoadPeakBytes,
      run,
    },
  };
}

/** The small response cache of the API stage's search lines: few searchKey answers stay between two askings. */
const serverOptions = (databaseUrl?: string) => ({
  cacheMaxBytes: SEARCH_CACHE_MAX_BYTES,
  ...(databaseUrl ? { databaseUrl } : {}),
});

async function onSqlite(documents: readonly BenchDocument[], requests: readonly LangRequest[], mode: BenchMode) {
  const server = await startServer(serverOptions());
  const open = openSqlite(join(dirname(server.logPath), 'site.db'));
  try {
    const phase = await measureOn('SQLite', server, open, documents, requests, mode);
    // The index over the same stored pages, built here where its memory can be told from everything else.
    const indexBytes = await documentIndexBytes(open.db, phase.hashes);
    return { run: phase.run, indexBytes };
  } finally {
    await open.db.destroy();
    await server.stop();
  }
}

async function onPostgres(
  databaseUrl: string,
  documents: readonly BenchDocument[],
  requests: readonly LangRequest[],
  mode: BenchMode,
): Promise<DocumentsRun> {
  const scratch = createScratchSchema(databaseUrl);
  try {
    const server = await startServer(serverOptions(scratch.url));
    const open = openPostgres(scratch.url);
    try {
      return (await measureOn('PostgreSQL', server, open, documents, requests, mode)).run;
    } finally {
      await open.db.destroy();
      await server.stop();
    }
  } finally {
    scratch.drop();
  }
}

export async function measureDocuments(
  mode: BenchMode,
  command = 'npm run bench:documents -w bench',
): Promise<DocumentsResult> {
  assertWrkInstalled();
  const count = mode.quick ? QUICK_DOCUMENTS : FULL_DOCUMENTS;
  const made = performance.now();
  const documents = documentSet(count);
  console.log(
    `  ${count} PDFs of ${PAGES_PER_DOCUMENT} pages ready in ${((performance.now() - made) / 1000).toFixed(1)} s`,
  );
  const requests = documentSearchRequests(count);
  const sqlite = await onSqlite(documents, requests, mode);
  const runs = [sqlite.run];
  const databaseUrl = process.env[BENCH_DATABASE_URL_VAR];
  if (databaseUrl) runs.push(await onPostgres(databaseUrl, documents, requests, mode));
  return {
    documents: count,
    pagesPerDocument: PAGES_PER_DOCUMENT,
    fileBytes: documents.reduce((sum, d) => sum + d.bytes.length, 0),
    indexBytes: sqlite.indexBytes,
    requests: Math.floor(requests.length / 2),
    connections: LOAD.connections,
    runs,
    command: `${databaseUrl ? `${BENCH_DATABASE_URL_VAR}=<PostgreSQL URL> ` : ''}${mode.quick ? 'BENCH_QUICK=1 ' : ''}${command}`,
  };
}
