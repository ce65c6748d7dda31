import type { ChunkSize } from './measure-bundle.ts';

/** Budget of the home route's initial JavaScript, gzip level 9, 1 KB = 1000 bytes (as Vite reports). */
export const INITIAL_JS_BUDGET_BYTES = 110_000;

/** Gzip bytes per chunk name (no hash) of the home route's initial JavaScript, as last measured. */
export type BundleBaseline = Record<string, number>;

/** The baseline of a measurement; chunks of the same name (rare) are added together. */
export function baselineOf(scripts: readonly Pick<ChunkSize, 'name' | 'gzip'>[]): BundleBaseline {
  const baseline: BundleBaseline = {};
  for (const { name, gzip } of [...scripts].sort((a, b) => a.name.localeCompare(b.name))) {
    baseline[name] = (baseline[name] ?? 0) + gzip;
  }
  return baseline;
}

export interface ChunkChange {
  name: string;
  /** Undefined for a chunk the baseline does not have. */
  before: number | undefined;
  after: number;
}

export interface BudgetCheck {
  ok: boolean;
  totalGzip: number;
  budget: number;
  /** Chunks larger than in the baseline, and new chunks, largest growth first. */
  grown: ChunkChange[];
}

export function checkBudget(
  scripts: readonly Pick<ChunkSize, 'name' | 'gzip'>[],
  baseline: BundleBaseline,
  budget: number = INITIAL_JS_BUDGET_BYTES,
): BudgetCheck {
  const now = baselineOf(scripts);
  const totalGzip = Object.values(now).reduce((a, b) => a + b, 0);
  const grown = Object.entries(now)
    .filter(([name, after]) => baseline[name] === undefined || after > (baseline[name] as number))
    .map(([name, after]) => ({ name, before: baseline[name], after }))
    .sort((a, b) => b.after - (b.before ?? 0) - (a.after - (a.before ?? 0)));
  return { ok: totalGzip <= budget, totalGzip, budget, grown };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function describeChange({ name, before, after }: ChunkChange): string {
  return before === undefined
    ? `${name}: new chunk, ${kB(after)}`
    : `${name}: ${kB(before)} → ${kB(after)} (+${(after - before).toLocaleString('en-US')} bytes)`;
}

/** What `npm test` prints: the total against the budget and, when over, the chunks that grew. */
export function budgetMessage(check: BudgetCheck, baselineFile: string): string {
  const head = `Home route initial JavaScript: ${kB(check.totalGzip)} gzip (${check.totalGzip.toLocaleString('en-US')} bytes), budget ${kB(check.budget)}`;
  if (check.ok) return `${head}: within budget.`;
  const over = `${head}: over by ${kB(check.totalGzip - check.budget)}.`;
  if (check.grown.length === 0) {
    return `${over}\nNo chunk grew beyond ${baselineFile}: the baseline itself was over budget.`;
  }
  return [
    `${over}`,
    `Chunks that grew since ${baselineFile}:`,
    ...check.grown.map((c) => `  - ${describeChange(c)}`),
  ].join('\n');
}
