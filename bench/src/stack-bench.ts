import { benchMode } from './lib/bench-mode.ts';
import { renderStack } from './report/render-stack.ts';
import { measureStack } from './stack/measure-stack.ts';

/**
 * `npm run bench:stack -w bench`: only the reference stack's lines (a cached public GET through the
 * stack beside nginx serving the same bytes from a file, and the same GET through nginx and Node), on
 * BENCH_DATABASE_URL and BENCH_REDIS_URL. Prints only.
 */
const result = await measureStack(benchMode());
console.log(`\n${renderStack(result)}`);
