import { benchMode } from './lib/bench-mode.ts';
import { buildWeb } from './lib/build-web.ts';
import { measureLighthouse } from './lighthouse/measure-lighthouse.ts';
import { renderFirstPaint } from './report/render-first-paint.ts';
import { pageMeetsTargets, renderLighthouseScores, renderPageBytes } from './report/render-lighthouse.ts';

/**
 * `npm run bench:lighthouse -w bench`: builds (unless --skip-build), runs Lighthouse on each page and
 * prints the scores and first-load bytes; docs/performance.md is written by `npm run bench` only.
 */
buildWeb();
const result = await measureLighthouse(benchMode());
console.log(
  `\n${renderLighthouseScores(result)}\n\n${renderFirstPaint(result.firstPaint)}\n\n${renderPageBytes(result)}`,
);
if (!result.pages.every(pageMeetsTargets)) process.exitCode = 1;
