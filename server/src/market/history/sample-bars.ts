import type { DailyBar } from '@muyuan/contract/price-history';

/**
 * Generated, plausible daily bars for the seed (content/data/price-history/), so the investor pages have
 * a history to draw before a real one is imported. Deterministic: the same recipe gives the same bytes,
 * so the files can be regenerated and reviewed (sample-history-cli.ts). They are sample data and the
 * API says so; nothing here pretends to be the market's record.
 */
export interface SampleRecipe {
  /** First calendar day considered, and the last trading day (the seeded quote's). */
  start: string;
  /** The seeded quote (content/data/quotes.yaml): the last bar is exactly it, the day before closes at `prevClose`. */
  last: DailyBar & { prevClose: number };
  /** Decimals of a price (shares 2, convertible bonds 3 on the SZSE). */
  decimals: number;
  /** Daily volatility of the log price, the level it drifts back to and how fast (per day). */
  volatility: number;
  centre: number;
  pull: number;
  /** A typical day's volume (shares or bonds). */
  volume: number;
  seed: number;
}

/**
 * Weekdays the SZSE was closed from 2023 to the seeded quote (as the State Council's holiday arrangements
 * read): sample data only needs to look like a trading calendar, market-closures.yaml is the live one.
 */
const CLOSED = new Set([
  '2023-04-05',
  '2023-05-01',
  '2023-05-02',
  '2023-05-03',
  '2023-06-22',
  '2023-06-23',
  '2023-09-29',
  '2023-10-02',
  '2023-10-03',
  '2023-10-04',
  '2023-10-05',
  '2023-10-06',
  '2024-01-01',
  '2024-02-09',
  '2024-02-12',
  '2024-02-13',
  '2024-02-14',
  '2024-02-15',
  '2024-02-16',
  '2024-04-04',
  '2024-04-05',
  '2024-05-01',
  '2024-05-02',
  '2024-05-03',
  '2024-06-10',
  '2024-09-16',
  '2024-09-17',
  '2024-10-01',
  '2024-10-02',
  '2024-10-03',
  '2024-10-04',
  '2024-10-07',
  '2025-01-01',
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-01-31',
  '2025-02-03',
  '2025-02-04',
  '2025-04-04',
  '2025-05-01',
  '2025-05-02',
  '2025-05-05',
  '2025-06-02',
  '2025-10-01',
  '2025-10-02',
  '2025-10-03',
  '2025-10-06',
  '2025-10-07',
  '2025-10-08',
  '2026-01-01',
  '2026-01-02',
]);

/** The trading days from `start` to `end` inclusive: weekdays not in CLOSED. */
export function sampleTradingDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    const date = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !CLOSED.has(date)) days.push(date);
  }
  return days;
}

/** mulberry32: a small seeded generator (uniform in [0, 1)), enough for made-up prices. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
const normal = (next: () => number) => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

/**
 * The recipe's bars, oldest first. Closes are walked backwards from the day before the seeded quote (a
 * log random walk pulled towards `centre`), so the history ends exactly where the seeded quote begins;
 * each day opens near the previous close, its high and low reach a little past open and close, and its
 * amount is its volume at the day's average price.
 */
export function sampleBars(recipe: SampleRecipe): DailyBar[] {
  const next = random(recipe.seed);
  const days = sampleTradingDays(recipe.start, recipe.last.date);
  const f = 10 ** recipe.decimals;
  const round = (value: number) => Math.round(value * f) / f;
  const closes: number[] = new Array(days.length - 1);
  let log = Math.log(recipe.last.prevClose);
  for (let i = days.length - 2; i >= 0; i--) {
    closes[i] = round(Math.exp(log));
    log += recipe.volatility * normal(next) - recipe.pull * (log - Math.log(recipe.centre));
  }
  const bars: DailyBar[] = [];
  let previous = round(Math.exp(log));
  for (let i = 0; i < days.length - 1; i++) {
    const close = closes[i] as number;
    const open = round(previous * Math.exp(recipe.volatility * 0.3 * normal(next)));
    const high = round(Math.max(open, close) * (1 + Math.abs(recipe.volatility * 0.5 * normal(next))));
    const low = round(Math.min(open, close) * (1 - Math.abs(recipe.volatility * 0.5 * normal(next))));
    const volume = Math.round((recipe.volume * Math.exp(0.35 * normal(next))) / 100) * 100;
    const amount = Math.round(volume * ((open + high + low + close) / 4));
    bars.push({ date: days[i] as string, open, high, low, close, volume, amount });
    previous = close;
  }
  const { prevClose: _, ...last } = recipe.last;
  bars.push(last);
  return bars;
}
