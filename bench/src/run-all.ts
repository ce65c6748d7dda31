import { measureAdmin } from './admin/measure-admin.ts';
import { measureAlerts } from './alerts/measure-alerts.ts';
import { measureApi } from './api/measure-api.ts';
import { nginxVersion } from './api/nginx-process.ts';
import { writeBaseline } from './bundle/baseline-file.ts';
import { baselineOf } from './bundle/budget.ts';
import { distFingerprint, measureBundle } from './bundle/measure-bundle.ts';
import { measureCaseConsole } from './cases/measure-case-console.ts';
import { measureDocuments } from './documents/measure-documents.ts';
import { measureIntegrity } from './integrity/measure-integrity.ts';
import { benchMode } from './lib/bench-mode.ts';
import { buildWeb } from './lib/build-web.ts';
import { describeError } from './lib/describe-error.ts';
import { describeMachine } from './lib/machine.ts';
import { measureLighthouse } from './lighthouse/measure-lighthouse.ts';
import { measureQuotePoller } from './quotes/measure-quote-poller.ts';
import { table, verdict } from './report/markdown.ts';
import { renderPerformanceDoc } from './report/performance-doc.ts';
import { allTargetsMet, targetRows } from './report/targets.ts';
import { writePerformanceDoc } from './report/write-doc.ts';
import type { BenchResults } from './results.ts';
import { measureStack } from './stack/measure-stack.ts';

/**
 * `npm run bench`: one production build, then the bundle, the API and server (SQLite, and PostgreSQL
 * when BENCH_DATABASE_URL is set), the integrity report (SQLite), the reference stack (PostgreSQL and
 * Redis: BENCH_DATABASE_URL and BENCH_REDIS_URL), the quote poller, alert mail and Lighthouse. A measurement that fails is recorded and the others
 * still run; the targets table is printed and docs/performance.md rewritten before the exit code says
 * whether every target was met.
 */
const mode = benchMode();
const results: BenchResults = {
  when: new Date(),
  machine: describeMachine(),
  mode,
  bundle: null,
  api: null,
  lighthouse: null,
  integrity: null,
  stack: null,
  admin: null,
  cases: null,
  quotePoller: null,
  alerts: null,
  documents: null,
  nginxVersion: nginxVersion(),
  errors: [],
};

async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T | null> {
  console.log(`\n=== ${name} ===`);
  try {
    return await run();
  } catch (error) {
    const message = describeError(error);
    console.error(`${name} failed: ${message}`);
    results.errors.push(`${name}: ${message}`);
    return null;
  }
}

if (mode.quick) console.log('BENCH_QUICK: short runs to check the harness; the figures are not for the record.');
const built = await stage('Build (npm run build)', () => {
  buildWeb([]);
  return true;
});
if (built) {
  results.bundle = await stage('Bundle', () => {
    const bundle = measureBundle();
    writeBaseline(baselineOf(bundle.scripts));
    return bundle;
  });
}
const builtDist = distFingerprint();
results.api = await stage('API and server', () => measureApi(mode));
results.integrity = await stage('Integrity report', () => measureIntegrity(mode));
results.stack = await stage('Reference stack (nginx micro-cache, two instances)', () => measureStack(mode));
results.admin = await stage('Back office (signed-in calls)', () => measureAdmin(mode));
results.quotePoller = await stage('Live quote poller (fake feed)', () => measureQuotePoller(mode));
results.alerts = await stage('Alert mail (10,000 subscribers, local SMTP server)', () =>
  measureAlerts(mode, 'npm run bench'),
);
results.documents = await stage('Documents (1,000 PDFs of 20 pages, searched)', () =>
  measureDocuments(mode, 'npm run bench'),
);
if (results.bundle) results.cases = await stage('Compliance console (Chromium)', () => measureCaseConsole(mode));
if (results.bundle) results.lighthouse = await stage('Lighthouse', () => measureLighthouse(mode));
if (results.bundle && distFingerprint() !== builtDist) {
  results.errors.push(
    'web/dist: another process rebuilt it during the bench, so the Lighthouse and byte figures may come from another build than the bundle figures; run again on a quiet machine',
  );
}

const rows = targetRows(results);
console.log(
  `\n${table(
    ['Target', 'Scope', 'Measured', 'Result'],
    'llll',
    rows.map((t) => [t.target, t.scope, t.measured, verdict(t.pass, t.informational)]),
  )}\n`,
);
writePerformanceDoc(renderPerformanceDoc(results, rows));
const ok = allTargetsMet(rows) && results.errors.length === 0;
console.log(
  ok
    ? 'Every target met.'
    : `Missed: ${rows.filter((t) => t.pass !== true && !t.informational).length} target(s)${results.errors.length ? `, ${results.errors.length} measurement(s) failed` : ''}.`,
);
process.exitCode = ok ? 0 : 1;
