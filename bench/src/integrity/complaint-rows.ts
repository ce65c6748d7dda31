import { createRequire } from 'node:module';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { REPO_ROOT } from '../lib/repo-paths.ts';

/** better-sqlite3 as the server has it: a dependency of the server workspace, not of the bench. */
const requireFromServer = createRequire(join(REPO_ROOT, 'server/package.json'));
const Database = requireFromServer('better-sqlite3') as typeof BetterSqlite3;

export interface ComplaintCounter {
  count(): number;
  close(): void;
}

/**
 * Counts the reports in the server's SQLite file (DATA_DIR/site.db), opened read-only beside the
 * running server: each count sees what the server has committed (WAL), and the bench writes nothing.
 */
export function openComplaintCounter(dataDir: string): ComplaintCounter {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  const statement = db.prepare('SELECT count(*) AS n FROM complaints');
  return {
    count: () => (statement.get() as { n: number }).n,
    close: () => db.close(),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The count once it has not changed for `stableMs`: after wrk stops, the server still finishes the
 * requests that were in flight, and their reports are committed a moment later. Gives the last count
 * after `timeoutMs` either way.
 */
export async function settledCount(
  counter: Pick<ComplaintCounter, 'count'>,
  { intervalMs = 100, stableMs = 1000, timeoutMs = 30_000 } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = counter.count();
  let stableSince = Date.now();
  while (Date.now() - stableSince < stableMs && Date.now() < deadline) {
    await sleep(intervalMs);
    const now = counter.count();
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
  }
  return last;
}
