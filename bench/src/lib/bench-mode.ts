/**
 * How long each measurement runs. `BENCH_QUICK=1` shortens everything (3 s per wrk line, 1 s warm-up,
 * one Lighthouse run per page, 30 integrity-report lookups of each kind, at most 5 s of waiting for a
 * quiet machine) to check the harness on a busy machine; its figures are not for the record.
 */
export interface BenchMode {
  quick: boolean;
  wrkSeconds: number;
  warmUpSeconds: number;
  lighthouseRuns: number;
  /** Sequential query-code lookups of each kind (hit, unknown, malformed); each takes the 400 ms window. */
  lookupsPerKind: number;
  /** How long to wait for other work on the machine to settle before each measurement. */
  quietMaxWaitMs: number;
}

export const FULL_MODE: BenchMode = {
  quick: false,
  wrkSeconds: 15,
  warmUpSeconds: 5,
  lighthouseRuns: 3,
  lookupsPerKind: 100,
  quietMaxWaitMs: 90_000,
};

export const QUICK_MODE: BenchMode = {
  quick: true,
  wrkSeconds: 3,
  warmUpSeconds: 1,
  lighthouseRuns: 1,
  lookupsPerKind: 30,
  quietMaxWaitMs: 5_000,
};

export function benchMode(env: NodeJS.ProcessEnv = process.env): BenchMode {
  const flag = env.BENCH_QUICK?.trim().toLowerCase();
  return flag && flag !== '0' && flag !== 'false' ? QUICK_MODE : FULL_MODE;
}
