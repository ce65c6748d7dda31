import { INTEGRITY_SERVER_ENV } from '../integrity/integrity-settings.ts';
import { machineLine } from '../lib/machine.ts';
import { BENCH_SERVER_ENV } from '../lib/server-process.ts';
import { CHROME_PATH, lighthouseCommand } from '../lighthouse/run-lighthouse.ts';
import type { BenchResults } from '../results.ts';
import { code, table, verdict } from './markdown.ts';
import { renderAdmin } from './render-admin.ts';
import { renderAlerts } from './render-alerts.ts';
import { renderDatabase, renderServerTable, SEARCH_CACHE_NOTE } from './render-api.ts';
import { renderBundle } from './render-bundle.ts';
import { renderCaseConsole } from './render-case-console.ts';
import { renderDocuments } from './render-documents.ts';
import { renderFirstPaint } from './render-first-paint.ts';
import { renderIntegrity } from './render-integrity.ts';
import { renderLighthouseScores, renderPageBytes } from './render-lighthouse.ts';
import { renderQuotePoller } from './render-quote-poller.ts';
import { renderStack } from './render-stack.ts';
import type { TargetRow } from './target-values.ts';

const COMMANDS: readonly [string, string][] = [
  [
    'npm run bench',
    'everything below after one production build; prints the targets table, rewrites this file and `bench/bundle-baseline.json`; exits non-zero when a target is missed',
  ],
  [
    'BENCH_QUICK=1 npm run bench',
    'the same with short runs (3 s per wrk line, 1 s warm-up, one Lighthouse run per page) to check the harness; not for the record',
  ],
  [
    'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench',
    'also measures the API and server on PostgreSQL, in a scratch schema the bench creates and drops (needs `psql`)',
  ],
  [
    'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_REDIS_URL=redis://127.0.0.1:6379 npm run bench:stack -w bench',
    'only the reference stack (deploy/, `npm run stack`): a cached GET through it beside nginx serving the same bytes from a file, and the same GET through nginx and Node; `npm run bench` measures it too when both variables are set (the stack needs PostgreSQL and Redis); prints only',
  ],
  [
    'npm run bench:admin -w bench',
    "only the back office: the signed-in call (`GET me` with a session cookie and with an API token) under 50 connections on SQLite, and the editor's list over 10,000 more articles and a publish until another instance shows it, on SQLite (and PostgreSQL with `BENCH_DATABASE_URL`); prints only",
  ],
  [
    'npm run bench:cases -w bench',
    "only the compliance console in Chromium: 1,000 reports filed, the key imported and every case listed with its subject opened, the list loaded again with the key kept, a 30 MB attachment opened within the tab's memory (builds first; `-- --skip-build`); prints only",
  ],
  [
    'npm run bench:bundle -w bench',
    "the home route's initial JavaScript (builds first; `-- --skip-build` measures web/dist as it is); prints only",
  ],
  [
    'npm run bench:budget -w bench',
    'the size check of `npm test`: fails over budget, naming the chunks that grew since the baseline',
  ],
  [
    'npm run bench:api -w bench',
    'API under load beside nginx, the search scenarios, cold start and memory; prints only',
  ],
  [
    'npm run bench:cached -w bench',
    'only the cached-content lines beside nginx, on SQLite (5 s per line; `BENCH_QUICK=1`: 3 s), to compare a change of the request path before and after; prints only',
  ],
  [
    'npm run bench:integrity -w bench',
    "the integrity report on SQLite: submissions under load with the no-loss count, and the query-code lookups' fixed time; prints only",
  ],
  [
    'npm run bench:lighthouse -w bench',
    'Lighthouse, the bytes before the first paint of every sitemap page and the first-load bytes of each page (builds first; `-- --skip-build`); prints only',
  ],
  [
    'npm run bench:lighthouse-sweep -w bench [-- --skip-build] [--from N]',
    'Lighthouse (mobile, once) on every page /sitemap.xml lists, both languages, held to the per-page targets: the pages that miss, worst TBT first (most of an hour; `--from N` resumes); figures in bench/out/lighthouse-sweep.json; prints only',
  ],
  [
    'npm run bench:screens -w bench -- http://127.0.0.1:8091 http://127.0.0.1:8090 [--all]',
    'two running builds (`PORT=… npm run serve` in each checkout) compared pixel by pixel: one page per template (every sitemap page with `--all`) at 1440 and 390 px once the app runs; exits 1 when a page differs; for a change that should change nothing visible',
  ],
  [
    'npm run bench:quotes -w bench',
    "only the live quote poller: 200 polls back to back against the server tests' fake feed (GBK) on SQLite (and PostgreSQL with `BENCH_DATABASE_URL`), wall time, CPU and heap per poll; prints only",
  ],
  [
    'npm run bench:documents -w bench',
    "only the documents: 1,000 generated PDFs of 20 pages (half Chinese, half English; made once into `bench/out/`) published as announcements, the time until all are read and searchable, what `document_pages` holds, the index's memory and the server's RSS, then distinct searches with documents over 50 connections, on SQLite (and PostgreSQL with `BENCH_DATABASE_URL`; `BENCH_QUICK=1`: 100 PDFs; builds the server first, `-- --skip-build`); prints only",
  ],
];

function header(r: BenchResults): string {
  const mode = r.mode.quick
    ? `quick (\`BENCH_QUICK=1\`: ${r.mode.wrkSeconds} s per wrk line, ${r.mode.lighthouseRuns} Lighthouse run per page): checks the harness, **not figures for the record**`
    : `full (${r.mode.wrkSeconds} s per wrk line after a ${r.mode.warmUpSeconds} s warm-up, ${r.mode.lighthouseRuns} Lighthouse runs per page)`;
  const postgres = r.api?.some((d) => d.database === 'PostgreSQL')
    ? 'measured (BENCH_DATABASE_URL, scratch schema)'
    : 'not measured (BENCH_DATABASE_URL unset)';
  return [
    '# Performance',
    '',
    "Written by `npm run bench` (bench/): it builds the production site, starts the real server, measures the pages with Lighthouse, the bytes they load, the API under load beside nginx, the server's cold start and memory, the integrity report's submissions and lookups, prints the targets table and rewrites this file. Do not edit it by hand: measurements made by hand for one change, before and after, go to [performance-history.md](performance-history.md). Figures depend on the machine and on what else runs on it: compare runs on the same machine only.",
    '',
    `- Date: ${r.when.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${machineLine(r.machine)}`,
    `- Run: ${mode}`,
    `- Databases: SQLite (embedded) always; PostgreSQL ${postgres}`,
    '',
    '## Commands',
    '',
    table(
      ['Command', 'What it does'],
      'll',
      COMMANDS.map(([c, what]) => [code(c), what]),
    ),
    '',
    'Needs: `wrk` and `nginx` (`apt-get install -y wrk nginx`), Chromium at /usr/bin/chromium (or `CHROME_PATH`); PostgreSQL only with `BENCH_DATABASE_URL`.',
  ].join('\n');
}

function targets(rows: readonly TargetRow[], errors: readonly string[]): string {
  const met = rows.filter((t) => t.pass === true && !t.informational).length;
  return [
    '## Targets',
    '',
    `${met} of ${rows.filter((t) => !t.informational).length} met. Lines marked "information" are measured but are not targets.`,
    '',
    table(
      ['Target', 'Scope', 'Measured', 'Result'],
      'llll',
      rows.map((t) => [t.target, t.scope, t.measured, verdict(t.pass, t.informational)]),
    ),
    ...(errors.length > 0 ? ['', 'Measurements that failed:', '', ...errors.map((e) => `- ${e.split('\n')[0]}`)] : []),
  ].join('\n');
}

function how(r: BenchResults): string {
  const lighthouse = lighthouseCommand('<url>')
    .map((a) => (a.includes(' ') ? `"${a}"` : a))
    .join(' ');
  const limits = `RATE_LIMIT_MAX=${BENCH_SERVER_ENV.RATE_LIMIT_MAX} SEARCH_RATE_LIMIT_MAX=${BENCH_SERVER_ENV.SEARCH_RATE_LIMIT_MAX}`;
  return [
    '## How it is measured',
    '',
    `- The server runs as one Node process, as \`npm run serve\` does (\`node --import tsx server/src/main.ts\`), on 127.0.0.1 with its own temporary data directory, LOG_LEVEL=warn and \`${limits}\`: all load comes from one address, and the per-client limits on uncached requests (600 and 120 a minute by default) would otherwise answer 429. Cached answers are never limited.`,
    `- wrk runs as a second process on the same ${r.machine.nproc}-CPU machine, 2 threads and 50 connections. "Server CPU" is what the measured server (nginx: master and workers) used during the line, in cores; "Other CPU" is the rest of the machine's busy time (/proc/stat) less server and wrk, i.e. other work. In the mixed lines two wrk processes run at once, so their "Other CPU" counts the other wrk too.`,
    `- nginx: ${r.nginxVersion ?? "Debian's nginx"} with a generated minimal configuration in a temporary prefix (\`daemon off\`, \`access_log off\`, one \`location =\` per endpoint path serving the saved answer with \`default_type application/json\`, keep-alive connections kept open for the whole run as Node does). One worker process is the fair match for the one Node process and is the figure; \`worker_processes auto\` (one per CPU) is shown for information.`,
    `- ${SEARCH_CACHE_NOTE}`,
    `- Integrity report: a server of its own (SQLite, fresh temporary data directory) started with \`${Object.entries(
      INTEGRITY_SERVER_ENV,
    )
      .map(([k, v]) => `${k}=${v}`)
      .join(
        ' ',
      )}\` besides the settings above, since the report routes have per-client limits of their own (5 reports an hour, 10 lookups per 15 minutes by default); UPLOAD_RATE_LIMIT_MAX stays as it is (nothing is uploaded) and TRUST_PROXY is unset (the address is the loopback). The submission load is wrk with a generated Lua script (bench/src/integrity/post-script.ts); the lookups are timed from the bench process.`,
    '- Cold start: from spawning the server to its first 200 on `/healthz` (polled every 10 ms); "empty" includes migrating and importing the seed content, "seeded" is a second start on that database.',
    '- RSS: VmRSS of /proc/<pid>/status, at rest one second after the start, and the peak sampled every 200 ms during every load line of the database (the default server and the small-cache one). 1 MB = 1024 × 1024 bytes here; 1 KB = 1000 bytes for bundles.',
    `- Lighthouse: per run \`CHROME_PATH=${CHROME_PATH} lighthouse ${lighthouse}\` against the production build served by the real server (SQLite, fresh data directory). The detail page (at its hash and at its path address) is the first news item of \`home/getHomeNews\` on that server; the path pages (\`/feedProcessing\`, \`/en/feedProcessing\` and the detail) are issue 13's, held to the same targets.`,
    `- Before each measurement the bench waits up to ${Math.round(r.mode.quietMaxWaitMs / 1000)} s for the rest of the machine to use less than 0.3 cores, then measures anyway; "Other CPU" and the CPU benchmark index show how busy it was.`,
  ].join('\n');
}

/** The whole of docs/performance.md for one run. */
export function renderPerformanceDoc(r: BenchResults, rows: readonly TargetRow[]): string {
  const notMeasured = (what: string) => `${what} was not measured in this run (see "Measurements that failed").`;
  const commands = [
    ...new Set([
      ...(r.api?.flatMap((d) => d.commands) ?? []),
      ...(r.integrity?.commands ?? []),
      ...(r.stack?.commands ?? []),
      ...(r.admin?.commands ?? []),
    ]),
  ];
  return `${[
    header(r),
    targets(rows, r.errors),
    '## Lighthouse',
    r.lighthouse ? renderLighthouseScores(r.lighthouse) : notMeasured('Lighthouse'),
    '## Before the first paint',
    r.lighthouse ? renderFirstPaint(r.lighthouse.firstPaint) : notMeasured('The bytes before the first paint'),
    '## First-load bytes per page',
    r.lighthouse ? renderPageBytes(r.lighthouse) : notMeasured('First-load bytes'),
    '## Bundle (home route)',
    r.bundle ? renderBundle(r.bundle) : notMeasured('The bundle'),
    '## API under load',
    r.api ? r.api.map(renderDatabase).join('\n\n') : notMeasured('The API'),
    '## Server: cold start and memory',
    r.api ? renderServerTable(r.api) : notMeasured('The server'),
    '## Integrity report',
    r.integrity ? renderIntegrity(r.integrity) : notMeasured('The integrity report'),
    '## Reference stack (nginx micro-cache in front of two instances)',
    r.stack ? renderStack(r.stack) : notMeasured('The reference stack'),
    '## Back office (signed-in API calls)',
    r.admin ? renderAdmin(r.admin) : notMeasured('The back office'),
    '## Compliance console (Chromium)',
    r.cases ? renderCaseConsole(r.cases) : notMeasured('The compliance console'),
    '## Live quote poller (cost per poll)',
    r.quotePoller ? renderQuotePoller(r.quotePoller) : notMeasured('The live quote poller'),
    '## Alert mail (10,000 subscribers, one announcement)',
    r.alerts ? renderAlerts(r.alerts) : notMeasured('Alert mail'),
    '## Documents (1,000 PDFs of 20 pages, read, indexed and searched)',
    r.documents ? renderDocuments(r.documents) : notMeasured('The documents bench'),
    how(r),
    '## wrk command lines',
    commands.map((c) => `- ${code(c)}`).join('\n') || 'none',
  ].join('\n\n')}\n`;
}
