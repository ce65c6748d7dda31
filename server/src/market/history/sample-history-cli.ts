import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import { barsToCsv } from './csv-write.ts';
import { type SampleRecipe, sampleBars } from './sample-bars.ts';
import { SAMPLE_HISTORY_DIR } from './sample-history.ts';

/**
 * `node --import tsx server/src/market/history/sample-history-cli.ts`: writes the seed's generated price
 * history, content/data/price-history/<code>.csv, from the recipes below (three years up to the quote of
 * content/data/quotes.yaml). Run it again after changing a recipe or the seeded quote; the output is the
 * same bytes every time.
 */
const START = '2023-02-13';

const RECIPES: Record<string, SampleRecipe> = {
  // The A share: the seeded quote of 2026-02-13 (open 41.20, high 42.35, low 40.98, close 41.86).
  '002714': {
    start: START,
    last: {
      date: '2026-02-13',
      open: 41.2,
      high: 42.35,
      low: 40.98,
      close: 41.86,
      volume: 18_652_400,
      amount: 780_356_200,
      prevClose: 41.05,
    },
    decimals: 2,
    volatility: 0.021,
    centre: 42,
    pull: 0.01,
    volume: 20_000_000,
    seed: 2714,
  },
  // The convertible bond, quoted to a thousandth of a yuan per 100-yuan bond.
  '127045': {
    start: START,
    last: {
      date: '2026-02-13',
      open: 125.9,
      high: 127.1,
      low: 125.62,
      close: 126.48,
      volume: 312_560,
      amount: 39_528_700,
      prevClose: 125.88,
    },
    decimals: 3,
    volatility: 0.008,
    centre: 121,
    pull: 0.02,
    volume: 350_000,
    seed: 127045,
  },
};

const dir = resolve(REPO_ROOT, 'content', SAMPLE_HISTORY_DIR);
mkdirSync(dir, { recursive: true });
for (const [code, recipe] of Object.entries(RECIPES)) {
  const bars = sampleBars(recipe);
  writeFileSync(resolve(dir, `${code}.csv`), barsToCsv(bars, 'en', recipe.decimals));
  console.log(`${code}: ${bars.length} sample bars, ${bars[0]?.date} to ${bars.at(-1)?.date}`);
}
