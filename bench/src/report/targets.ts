import type { BenchResults } from '../results.ts';
import { databaseRows } from './api-targets.ts';
import { integrityRows } from './integrity-targets.ts';
import { lighthouseRows } from './lighthouse-targets.ts';
import { kB } from './markdown.ts';
import { adminRows } from './render-admin.ts';
import { alertsRows } from './render-alerts.ts';
import { caseConsoleRows } from './render-case-console.ts';
import { documentsRows } from './render-documents.ts';
import { stackRows } from './render-stack.ts';
import { TARGETS, type TargetRow } from './target-values.ts';

/** Every target with what was measured and pass or fail, in the order of the issue. */
export function targetRows(results: BenchResults): TargetRow[] {
  const bundle = results.bundle;
  return [
    ...lighthouseRows(results),
    {
      target: `Home route initial JavaScript ≤ ${kB(TARGETS.initialJsBytes)} gzip`,
      scope: 'build',
      measured: bundle ? kB(bundle.totalGzip) : 'not measured',
      pass: bundle ? bundle.totalGzip <= TARGETS.initialJsBytes : null,
    },
    ...(results.api
      ? results.api.flatMap(databaseRows)
      : [{ target: 'API and server targets', scope: 'SQLite', measured: 'not measured', pass: null }]),
    ...integrityRows(results.integrity),
    ...stackRows(results.stack),
    ...adminRows(results.admin),
    ...caseConsoleRows(results.cases),
    ...alertsRows(results.alerts),
    ...documentsRows(results.documents),
  ];
}

/** The bench fails when a target is missed or could not be measured. */
export const allTargetsMet = (rows: readonly TargetRow[]) => rows.every((r) => r.informational || r.pass === true);
