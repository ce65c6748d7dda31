import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { type IntegrityResult, type LookupSeries, submissionsPerSecond } from '../integrity/integrity-results.ts';
import { EXPECTED_STATUS, latencySummary, mediansApart, outsideWindow } from '../integrity/lookup-timing.ts';
import { connectionErrors } from '../integrity/no-loss.ts';
import { integrityRows, noLossText, windowText } from './integrity-targets.ts';
import { code, cores, count, ms, table, verdict } from './markdown.ts';
import { otherCores } from './render-api.ts';
import { TARGETS } from './target-values.ts';

const LOOKUP_LABELS: Record<LookupSeries['kind'], string> = {
  hit: 'Known code (the report’s own)',
  unknown: 'Well-formed unknown code (new each time)',
  malformed: 'Malformed code (information)',
};

function lookupRow(r: IntegrityResult, series: LookupSeries): string[] {
  const t = latencySummary(series.durationsMs);
  const answers = Object.entries(series.statuses)
    .map(([status, n]) => `${count(n)}× ${status}`)
    .join(', ');
  const inside = t.count - outsideWindow(series.durationsMs, r.window).length;
  return [
    LOOKUP_LABELS[series.kind],
    answers,
    ms(t.minMs),
    ms(t.medianMs),
    ms(t.p95Ms),
    ms(t.maxMs),
    `${count(inside)} of ${count(t.count)}`,
  ];
}

/** The "Integrity report" section: the submission load with its no-loss count, and the lookup times. */
export function renderIntegrity(r: IntegrityResult): string {
  const s = r.submissions;
  const run = s.run;
  const [rateRow, lossRow, windowRow, apartRow] = integrityRows(r);
  const { hit, unknown, malformed } = r.lookups;
  const malformedOutside = outsideWindow(malformed.durationsMs, r.window).length;
  const malformedTimes =
    malformedOutside === 0
      ? 'all of them answered within the window too'
      : `${count(malformedOutside)} of them answered outside the window`;
  const env = Object.entries(r.serverEnv)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return [
    `Submissions: the real server on SQLite with a fresh data directory of its own, started with \`${env}\` (all the load comes from one address; the defaults allow 5 reports an hour and 10 lookups per 15 minutes). wrk (${s.threads} threads, ${s.connections} connections, ${s.durationSeconds} s after a warm-up) POSTs valid named reports without attachments to ${code(INTEGRITY_PATHS.saveComplaint)} (JSON, \`lang: zh\`), each with a subject of its own.`,
    '',
    table(
      [
        'Load',
        'Submissions/s',
        'p50',
        'p99',
        'Answers 200',
        'Rows added',
        'Non-2xx',
        'Connection errors',
        'Timeouts',
        'Server CPU',
        'Other CPU',
      ],
      'lrrrrrrrrrr',
      [
        [
          `Reports without attachments (${s.connections} connections)`,
          count(submissionsPerSecond(s)),
          ms(run.latencyP50Ms),
          ms(run.latencyP99Ms),
          count(s.answered200),
          count(s.rowsAdded),
          count(run.non2xx),
          count(connectionErrors(run)),
          count(run.timeouts),
          cores(run.serverCores),
          cores(otherCores(run)),
        ],
      ],
    ),
    '',
    `Rate: ${verdict(rateRow?.pass ?? null)} (target ≥ ${TARGETS.reportSubmissionsPerSecond}/s). No loss: ${noLossText(r)}; ${verdict(lossRow?.pass ?? null)}.`,
    '',
    'No-loss rule: the `complaints` rows are counted in DATA_DIR/site.db (opened read-only beside the running server) once the count has stopped changing for 1 s, before the load and after wrk has ended, so the server has finished the requests wrk left in flight. Answers 200 are wrk’s requests less its non-2xx (wrk counts a request when its answer has arrived; a timeout marks a slow request, whose answer still counts). Each answer 200 carries a query code, given only once its report was committed: rows must be at least the answers 200 ("missing" must be 0). Rows beyond them are reports whose answer wrk did not read, at most one per connection when wrk stopped plus one per connection error. Every submission must be answered 200: no other status and no connection error ("refused" must be 0). Timeouts are only counted, not failed: p99 shows the slow answers.',
    '',
    `Lookups: ${code(INTEGRITY_PATHS.complaintStatus)} (POST \`{ code }\`) from the bench process with \`fetch\` over a kept-alive connection, one at a time, ${count(hit.durationsMs.length)} of each kind interleaved (known, unknown, malformed, known, …) after one unrecorded lookup of each, on the same server after the submission load (so among ${count(s.rowsAdded)}+ reports). Each is timed from sending the request to the end of the answer. The server answers every lookup ${r.window.fromMs} ms after it starts on it (LOOKUP_WINDOW_MS of contract/src/complaint-rules.ts); the window allows ${r.window.toMs - r.window.fromMs} ms more for the way there and back.`,
    '',
    table(['Code', 'Answers', 'Min', 'Median', 'p95', 'Max', `Within ${windowText(r)}`], 'llrrrrr', [
      lookupRow(r, hit),
      lookupRow(r, unknown),
      lookupRow(r, malformed),
    ]),
    '',
    `Within the window (known and unknown codes, answering ${EXPECTED_STATUS.hit} and ${EXPECTED_STATUS.unknown}): ${verdict(windowRow?.pass ?? null)}. Known and unknown codes' medians ${ms(mediansApart(hit.durationsMs, unknown.durationsMs))} apart (target ≤ ${TARGETS.lookupMediansApartMs} ms): ${verdict(apartRow?.pass ?? null)}. Malformed codes (a real code with one symbol mistyped, which its check symbol catches; a code cut short; words) are refused before any lookup (${EXPECTED_STATUS.malformed} \`malformed_code\`); shown for information: ${malformedTimes}.`,
  ].join('\n');
}
