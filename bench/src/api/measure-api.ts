import type { BenchMode } from '../lib/bench-mode.ts';
import { BENCH_DATABASE_URL_VAR, createScratchSchema } from '../lib/scratch-schema.ts';
import type { DatabaseResult } from './api-results.ts';
import { measureDatabase } from './database-suite.ts';
import { assertNginxInstalled } from './nginx-process.ts';
import { assertWrkInstalled } from './run-wrk.ts';

/** The API and server measurements on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. */
export async function measureApi(mode: BenchMode, env: NodeJS.ProcessEnv = process.env): Promise<DatabaseResult[]> {
  assertWrkInstalled();
  assertNginxInstalled();
  const results = [await measureDatabase('SQLite', undefined, mode)];
  const databaseUrl = env[BENCH_DATABASE_URL_VAR];
  if (!databaseUrl) {
    console.log(`PostgreSQL not measured: set ${BENCH_DATABASE_URL_VAR} to include it.`);
    return results;
  }
  const scratch = createScratchSchema(databaseUrl);
  try {
    results.push(await measureDatabase('PostgreSQL', scratch.url, mode));
  } finally {
    scratch.drop();
  }
  return results;
}
