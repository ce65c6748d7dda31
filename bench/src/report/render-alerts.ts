import type { AlertsPhase, AlertsResult } from '../alerts/alerts-results.ts';
import { code, count, ms, table } from './markdown.ts';
import { TARGETS, type TargetRow } from './target-values.ts';

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** The p99 while sending may be at most this: a share of the p99 before, or a few ms more, whichever is larger. */
export const allowedP99 = (before: number) =>
  Math.max(before * TARGETS.alertsCachedP99Share, before + TARGETS.alertsCachedP99SlackMs);

/** Mails a line of `loadSeconds` should see handed over at `ratePerMin`. */
const expectedMails = (p: AlertsPhase, loadSeconds: number) => (p.ratePerMin / 60) * loadSeconds;

/** Issue 41's targets: the cached p99 while mail goes at the default rate, and that rate kept. */
export function alertsRows(r: AlertsResult | null): TargetRow[] {
  const p99Target = `Cached p99 while alert mail goes at the default MAIL_RATE_PER_MIN (≤ ${TARGETS.alertsCachedP99Share}× before, or +${TARGETS.alertsCachedP99SlackMs} ms)`;
  const rateTarget = `Alert mail handed to the SMTP server at the configured rate (±${TARGETS.alertsRateTolerance * 100}%)`;
  const fanOut = `One announcement to ${count(10_000)} subscribers: outbox written, every mail handed over (information)`;
  if (!r)
    return [
      { target: p99Target, scope: 'SQLite', measured: 'not measured', pass: null },
      { target: rateTarget, scope: 'SQLite', measured: 'not measured', pass: null },
    ];
  const { atDefault, fast } = r;
  const expected = expectedMails(atDefault, r.loadSeconds);
  const all = fast.allMailsMs;
  return [
    {
      target: p99Target,
      scope: 'SQLite',
      measured: `${ms(atDefault.during.latencyP99Ms)} while sending, ${ms(atDefault.before.latencyP99Ms)} before`,
      pass: atDefault.during.latencyP99Ms <= allowedP99(atDefault.before.latencyP99Ms),
    },
    {
      target: rateTarget,
      scope: 'SQLite',
      measured: `${count(atDefault.mailsDuringLoad)} mails in ${r.loadSeconds} s at ${count(atDefault.ratePerMin)} a minute (${count(Math.round(expected))} expected)`,
      pass: Math.abs(atDefault.mailsDuringLoad - expected) <= expected * TARGETS.alertsRateTolerance,
    },
    {
      target: fanOut,
      scope: 'SQLite',
      measured:
        all === null
          ? `outbox in ${seconds(fast.fanOutMs)}`
          : `outbox in ${seconds(fast.fanOutMs)}, every mail in ${seconds(all)} at MAIL_RATE_PER_MIN=${count(fast.ratePerMin)} (${count(Math.round((r.subscribers / (all - fast.firstMailMs)) * 60_000))} a minute)`,
      pass: null,
      informational: true,
    },
  ];
}

const line = (p: AlertsPhase, when: 'before' | 'during') => {
  const run = p[when];
  return [
    count(p.ratePerMin),
    when === 'before' ? 'before the publish' : 'while its mails go',
    count(run.requestsPerSecond),
    ms(run.latencyP50Ms),
    ms(run.latencyP99Ms),
    run.serverCores.toFixed(2),
  ];
};

/** Issue 41's section of docs/performance.md. */
export function renderAlerts(r: AlertsResult): string {
  const { atDefault, fast } = r;
  return [
    `${count(r.subscribers)} confirmed subscribers of one announcement type (written into a fresh SQLite database), one announcement published through the console's API, and a local SMTP server (the ${code('smtp-server')} package, in the bench process) that takes every mail. Two servers, one after the other: at the default MAIL_RATE_PER_MIN and at ${count(fast.ratePerMin)}. Each line asks the cached ${code(r.path)} over ${r.connections} connections, each pausing ${r.pauseMs} ms after an answer (an offered load), for ${r.loadSeconds} s: once before the publish, once while the mails go (from the first mail on, the fan-out over).`,
    '',
    table(['MAIL_RATE_PER_MIN', 'Line', 'req/s', 'p50', 'p99', 'Server cores'], 'llrrrr', [
      line(atDefault, 'before'),
      line(atDefault, 'during'),
      line(fast, 'before'),
      line(fast, 'during'),
    ]),
    '',
    `At ${count(atDefault.ratePerMin)} a minute the SMTP server took ${count(atDefault.mailsDuringLoad)} mails during the line; all ${count(r.subscribers)} take ${(r.subscribers / atDefault.ratePerMin).toFixed(1)} minutes at that rate (computed, not waited for). At ${count(fast.ratePerMin)}: the publish answered in ${ms(fast.publishMs)}, the outbox held every row ${seconds(fast.fanOutMs)} later, the first mail came after ${seconds(fast.firstMailMs)}${fast.allMailsMs === null ? '' : ` and the last after ${seconds(fast.allMailsMs)}`}; ${count(fast.sent)} rows recorded sent. Command: ${code(r.command)}.`,
  ].join('\n');
}
