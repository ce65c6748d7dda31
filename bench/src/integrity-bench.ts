import { measureIntegrity } from './integrity/measure-integrity.ts';
import { benchMode } from './lib/bench-mode.ts';
import { integrityRows } from './report/integrity-targets.ts';
import { table, verdict } from './report/markdown.ts';
import { renderIntegrity } from './report/render-integrity.ts';

/**
 * `npm run bench:integrity -w bench`: the integrity report on SQLite (submissions under load with the
 * no-loss count, the lookups' fixed time); prints the section and its targets, and exits non-zero when
 * one is missed. docs/performance.md is written by `npm run bench` only, so that its figures come from one run.
 */
const mode = benchMode();
if (mode.quick) console.log('BENCH_QUICK: short runs to check the harness; the figures are not for the record.');
const result = await measureIntegrity(mode);
const rows = integrityRows(result);
console.log(
  `\n${renderIntegrity(result)}\n\n${table(
    ['Target', 'Scope', 'Measured', 'Result'],
    'llll',
    rows.map((t) => [t.target, t.scope, t.measured, verdict(t.pass, t.informational)]),
  )}`,
);
if (!rows.every((t) => t.pass === true)) process.exitCode = 1;
