import { measureCaseConsole } from './cases/measure-case-console.ts';
import { benchMode } from './lib/bench-mode.ts';
import { buildWeb } from './lib/build-web.ts';
import { table, verdict } from './report/markdown.ts';
import { caseConsoleRows, renderCaseConsole } from './report/render-case-console.ts';

/**
 * `npm run bench:cases -w bench`: the compliance console in Chromium (builds first; `-- --skip-build`
 * measures web/dist as it is); prints the section and its targets and exits non-zero when one is missed.
 * docs/performance.md is written by `npm run bench` only, so that its figures come from one run.
 */
const mode = benchMode();
if (mode.quick) console.log('BENCH_QUICK: short runs to check the harness; the figures are not for the record.');
buildWeb();
const result = await measureCaseConsole(mode);
const rows = caseConsoleRows(result);
console.log(
  `\n${renderCaseConsole(result)}\n\n${table(
    ['Target', 'Scope', 'Measured', 'Result'],
    'llll',
    rows.map((t) => [t.target, t.scope, t.measured, verdict(t.pass, t.informational)]),
  )}`,
);
if (!rows.every((t) => t.pass === true)) process.exitCode = 1;
