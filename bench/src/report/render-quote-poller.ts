import type { QuotePollLine, QuotePollResult } from '../quotes/quote-poll-results.ts';
import { code, count, ms, table } from './markdown.ts';

const line = (l: QuotePollLine) => [
  l.database,
  count(l.polls),
  ms(l.wallMs.median),
  ms(l.wallMs.p95),
  ms(l.wallMs.max),
  ms(l.cpuMsPerPoll),
  l.heapBytesPerPoll === null ? 'n/a' : `${(l.heapBytesPerPoll / 1000).toFixed(1)} KB`,
];

/** The live quote poller's section of docs/performance.md. */
export function renderQuotePoller(r: QuotePollResult): string {
  const cpu = Math.max(...r.lines.map((l) => l.cpuMsPerPoll));
  return [
    `The instance holding the quote lease polls the feed every QUOTE_POLL_MS (${count(r.pollMs)} ms by default). One poll: the lease renewed, the codes read, one GET to the feed (here the server tests' fake in a process of its own, answering ${count(r.answerBytes)} bytes of GBK for the two codes, its price moving every 100 ms), the answer decoded, parsed and checked, both quotes upserted. The polls run back to back after ${r.warmUpPolls} unrecorded ones, in the bench process (${code('QuotePoller.run()')}, QUOTE_POLL_HOURS=always).`,
    '',
    table(
      ['Database', 'Polls', 'Wall p50', 'Wall p95', 'Wall max', 'CPU a poll', 'Heap a poll'],
      'lrrrrrr',
      r.lines.map(line),
    ),
    '',
    `"CPU a poll" is the bench process's user and system time (all its threads: the collector's too) over the polls ÷ polls: SQLite's work is in it, PostgreSQL's server is not. "Heap a poll" is the median growth of the JavaScript heap over one poll (a poll during which the heap was collected shows a drop and is outvoted). At the default period the poller costs the polling instance about ${((cpu / r.pollMs) * 100).toFixed(3)}% of a core; the other instances read the stored quotes only. Command: ${code(r.command)}.`,
  ].join('\n');
}
