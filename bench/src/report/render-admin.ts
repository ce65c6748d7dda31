import type { AdminResult } from '../admin/admin-results.ts';
import type { MeasuredRun } from '../api/run-wrk.ts';
import { code, cores, count, ms, table } from './markdown.ts';
import { otherCores } from './render-api.ts';
import { TARGETS, type TargetRow } from './target-values.ts';

/** Issue 19's target: a signed-in admin call at most 5 ms at p99 under 50 connections. */
export function adminRows(r: AdminResult | null): TargetRow[] {
  const target = `Signed-in admin API call p99 ≤ ${TARGETS.adminP99Ms} ms (50 connections)`;
  if (!r) return [{ target, scope: 'SQLite', measured: 'not measured', pass: null }];
  return [
    {
      target,
      scope: 'SQLite',
      measured: `${ms(r.session.latencyP99Ms)} (GET me with a session, ${count(r.session.requestsPerSecond)} req/s; with an API token ${ms(r.token.latencyP99Ms)})`,
      pass: r.session.latencyP99Ms <= TARGETS.adminP99Ms,
    },
  ];
}

const line = (label: string, run: MeasuredRun) => [
  label,
  count(run.requestsPerSecond),
  ms(run.latencyP50Ms),
  ms(run.latencyP99Ms),
  String(run.non2xx + run.socketErrors),
  cores(run.serverCores),
  cores(otherCores(run)),
];

/** The back office's section of docs/performance.md. */
export function renderAdmin(r: AdminResult): string {
  return [
    `${code(`GET ${r.path}`)} on one server (SQLite, fresh data directory) whose first admin the bench enrolls with a password and a TOTP code, as the console does; one API token (role viewer) made by that admin. Every answer must be 200 (the bench fails on any other). The call reads the session (or the token), checks the route's roles and answers the caller's name and roles.`,
    '',
    table(['Credentials', 'req/s', 'p50', 'p99', 'Errors', 'Server CPU', 'Other CPU'], 'lrrrrrr', [
      line('session cookie', r.session),
      line('API token (Bearer)', r.token),
    ]),
  ].join('\n');
}
