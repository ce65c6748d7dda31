import { benchMode } from './lib/bench-mode.ts';
import { measureQuotePoller } from './quotes/measure-quote-poller.ts';
import { renderQuotePoller } from './report/render-quote-poller.ts';

/**
 * `npm run bench:quotes -w bench`: only the live quote poller's cost per poll against the local fake
 * feed, on SQLite (and PostgreSQL with BENCH_DATABASE_URL). Prints only.
 */
const result = await measureQuotePoller(benchMode());
console.log(`\n${renderQuotePoller(result)}`);
