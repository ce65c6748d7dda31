import type { MeasuredRun } from '../api/run-wrk.ts';
import { type StackResult, stackCachedShare } from '../stack/stack-results.ts';
import { code, cores, count, kB, ms, ratio, table } from './markdown.ts';
import { otherCores } from './render-api.ts';
import { TARGETS, type TargetRow } from './target-values.ts';

/**
 * The reference stack's target (issues 27 and 43): cached GETs through it at least 0.9× nginx serving
 * the same bytes from a file compressed ahead of time.
 */
export function stackRows(r: StackResult | null): TargetRow[] {
  const target = `Cached public GET through the stack ≥ ${TARGETS.stackCachedShare}× nginx serving the same bytes from a file compressed ahead of time (req/s)`;
  if (!r) return [{ target, scope: 'stack', measured: 'not measured', pass: null }];
  const share = stackCachedShare(r);
  return [
    {
      target,
      scope: 'stack',
      measured: `${ratio(share)} (${r.endpoint.name}: ${count(r.cached.requestsPerSecond)} vs ${count(r.staticFile.requestsPerSecond)} req/s)`,
      pass: share >= TARGETS.stackCachedShare,
    },
    {
      target: 'The same GET through nginx and Node, micro-cache bypassed (information)',
      scope: 'stack',
      measured: `${count(r.uncached.requestsPerSecond)} req/s, p99 ${ms(r.uncached.latencyP99Ms)}`,
      pass: null,
      informational: true,
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
  cpuPerAnswer(run),
  cores(otherCores(run)),
];

/** The server's CPU time per answer: steadier than req/s on a machine whose other work moves both lines. */
function cpuPerAnswer(run: MeasuredRun): string {
  return run.requestsPerSecond > 0 ? `${((run.serverCores / run.requestsPerSecond) * 1e6).toFixed(1)} µs` : '–';
}

/** The stack's section of docs/performance.md. */
export function renderStack(r: StackResult): string {
  return [
    `\`npm run stack\` (deploy/: nginx with its 1 s micro-cache in front of two instances on PostgreSQL and Redis), nginx with ${r.workers} worker process${r.workers === 1 ? '' : 'es'}, beside the same nginx serving the answer's bytes from a file compressed ahead of time (the answer's ${r.encoding} body as a .gz file beside the plain one, ${code('gzip_static on')}, with the answer's headers added: the same bytes on the wire, checked byte for byte before the load). ${code(`GET ${r.endpoint.path}`)} with ${code(`lang: ${r.endpoint.lang}`)} and ${code(`Accept-Encoding: ${r.encoding}`)} on every line, ${kB(r.bodyBytes)} of JSON as ${r.encoding}; each answer's head (status line and headers) is ${count(r.headBytes.cached)} bytes from the stack and ${count(r.headBytes.staticFile)} bytes from the static nginx. Of 50 requests sampled after the cached line, ${Math.round(r.sampledHitShare * 100)}% were micro-cache hits (X-Cache-Status).`,
    '',
    table(['Line', 'req/s', 'p50', 'p99', 'Errors', 'Server CPU', 'Server CPU per answer', 'Other CPU'], 'lrrrrrrr', [
      line('nginx, static file', r.staticFile),
      line('stack, micro-cache', r.cached),
      line('stack, nginx → Node (micro-cache bypassed)', r.uncached),
    ]),
    '',
    `Cached through the stack ÷ static file: ${ratio(stackCachedShare(r))}, the median of ${r.roundShares.length} alternating round${r.roundShares.length === 1 ? '' : 's'} (${r.roundShares.map(ratio).join(', ')}; the table shows the median round). Both nginx run the same number of workers, log each request in the stack's own JSON format to a buffered access log (${code('buffer=64k flush=1s')}) and keep connections alike. Both compare on gzip: Debian's nginx has no brotli module built in (${code('nginx -V')}), so the static nginx could not send a brotli file ahead of time without a module the stack does not use. "Server CPU" of the stack lines is nginx's and both instances'. The uncached line sends ${code('Authorization')}, for which the template bypasses the cache (the content API ignores it), so each request goes through nginx to an instance, which answers from its own response cache.`,
  ].join('\n');
}
