import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { call } from './client.ts';

/** One request of the soak: when it started and ended (performance.now()) and its status (0: no answer). */
export interface Outcome {
  kind: 'get' | 'post';
  path: string;
  startedAt: number;
  endedAt: number;
  status: number;
}

export interface SoakPlan {
  baseUrl: string;
  /** The loopback address every request comes from. */
  from: string;
  /** A fresh valid report body. */
  report: () => unknown;
  /** Addresses (with their headers) the readers cycle through. */
  gets: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;
  /** SIGKILLs one instance; resolves once the process is gone. */
  kill: () => Promise<void>;
  restartKilled: () => Promise<void>;
  /** SIGTERMs the other instance and resolves once it has drained and exited. */
  terminate: () => Promise<void>;
  restartTerminated: () => Promise<void>;
}

export interface SoakResult {
  from: string;
  /** The query codes the reports received. */
  codes: string[];
  /** From the SIGKILL sent to its exit seen: the instance was dying. */
  kill: { from: number; to: number };
  /** Requests that had started before the instance was gone and had not ended when the signal went. */
  inFlightAtKill: Outcome[];
  failedGets: Outcome[];
  failedPosts: Outcome[];
  /** Requests answered 5xx (or not at all) while the SIGTERMed instance drained and came back. */
  failuresDuringTerm: Outcome[];
  summary: Record<string, number>;
}

/** The soak's bounds: a few hundred requests in well under 20 s, on the loopback only. */
const MAX_REQUESTS = 700;
const READERS = 2;
const WRITERS = 2;
const PAUSE_MS = 40;
/**
 * nginx leaves a failed instance out for fail_timeout (2 s), counted from its last failed try: the
 * second restart waits that long after the first instance is ready again, as an operator restarting
 * instances one by one must (with both left out, nginx would have nowhere to send a request). 2.3 s
 * left too little margin on a CI machine running three test workers: two POSTs met a 502 just after
 * the SIGTERM in one run of four (2026-11-26).
 */
const BACK_IN_ROTATION_MS = 3500;
const SETTLE_MS = 600;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const failed = (o: Outcome) => o.status === 0 || o.status >= 500;

/**
 * Readers and report writers through the stack while one instance is SIGKILLed (and restarted) and
 * then the other is restarted with SIGTERM; reports what each request got.
 */
export async function runSoak(plan: SoakPlan): Promise<SoakResult> {
  const outcomes: Outcome[] = [];
  const codes: string[] = [];
  let running = true;
  const budgetLeft = () => running && outcomes.length < MAX_REQUESTS;

  const timed = async (kind: Outcome['kind'], path: string, send: () => Promise<number>) => {
    const startedAt = performance.now();
    const status = await send().catch(() => 0);
    outcomes.push({ kind, path, startedAt, endedAt: performance.now(), status });
  };
  const reader = async (offset: number) => {
    for (let i = offset; budgetLeft(); i++) {
      const [path, headers] = plan.gets[i % plan.gets.length] as (typeof plan.gets)[number];
      await timed(
        'get',
        path,
        async () => (await call(`${plan.baseUrl}${path}`, { headers: { ...headers }, from: plan.from })).status,
      );
      await sleep(PAUSE_MS);
    }
  };
  const writer = async () => {
    while (budgetLeft()) {
      await timed('post', INTEGRITY_PATHS.saveComplaint, async () => {
        const answer = await call(`${plan.baseUrl}${INTEGRITY_PATHS.saveComplaint}`, {
          method: 'POST',
          json: plan.report(),
          headers: { lang: 'zh' },
          from: plan.from,
        });
        if (answer.status === 200)
          codes.push((JSON.parse(answer.body) as { data: { queryCode: string } }).data.queryCode);
        return answer.status;
      });
      await sleep(PAUSE_MS);
    }
  };
  const load = Promise.all([
    ...Array.from({ length: READERS }, (_, i) => reader(i)),
    ...Array.from({ length: WRITERS }, () => writer()),
  ]);

  const kill = { from: 0, to: 0 };
  let termAt = 0;
  let termEnd = 0;
  try {
    await sleep(SETTLE_MS);
    kill.from = performance.now();
    await plan.kill();
    kill.to = performance.now();
    await plan.restartKilled();
    await sleep(BACK_IN_ROTATION_MS);
    termAt = performance.now();
    await plan.terminate();
    await plan.restartTerminated();
    termEnd = performance.now();
    await sleep(SETTLE_MS / 2);
  } finally {
    running = false;
    await load;
  }

  const inFlightAtKill = outcomes.filter((o) => o.startedAt <= kill.to && o.endedAt >= kill.from);
  const failures = outcomes.filter(failed);
  return {
    from: plan.from,
    codes,
    kill,
    inFlightAtKill,
    failedGets: failures.filter((o) => o.kind === 'get'),
    failedPosts: failures.filter((o) => o.kind === 'post'),
    failuresDuringTerm: failures.filter((o) => o.endedAt >= termAt && o.startedAt <= termEnd),
    summary: {
      requests: outcomes.length,
      gets: outcomes.filter((o) => o.kind === 'get').length,
      posts: outcomes.filter((o) => o.kind === 'post').length,
      codes: codes.length,
      failures: failures.length,
      inFlightAtKill: inFlightAtKill.length,
      killMs: Math.round(kill.to - kill.from),
      killToTermMs: Math.round(termAt - kill.from),
      termRestartMs: Math.round(termEnd - termAt),
      // When each failure ended, from the SIGTERM (ms), for the message of a failing test.
      ...Object.fromEntries(failures.map((o, i) => [`failure${i}AfterTermMs`, Math.round(o.endedAt - termAt)])),
    },
  };
}
