import { measureApi } from './api/measure-api.ts';
import { benchMode } from './lib/bench-mode.ts';
import { renderDatabase, renderServerTable } from './report/render-api.ts';

/**
 * `npm run bench:api -w bench`: the API beside nginx, the search scenarios, cold start and memory, on
 * SQLite (and PostgreSQL with BENCH_DATABASE_URL); prints the tables. docs/performance.md is written
 * by `npm run bench` only, so that its figures come from one run.
 */
const results = await measureApi(benchMode());
console.log(`\n${results.map(renderDatabase).join('\n\n')}\n\n${renderServerTable(results)}`);
