import { chunkSizer, measureBundle } from '../bundle/measure-bundle.ts';
import type { FirstPaintPage } from '../first-paint/first-paint.ts';
import { measureFirstPaint } from '../first-paint/measure-first-paint.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { WEB_DIST } from '../lib/repo-paths.ts';
import { startServer } from '../lib/server-process.ts';
import { type MedianFigures, medianFigures } from './median-figures.ts';
import { type PageBytes, pageBytes } from './page-bytes.ts';
import { benchPages, firstHomeNewsId, pageSlug } from './pages.ts';
import { type LighthouseScores, runLighthouse } from './run-lighthouse.ts';

export interface LighthousePage {
  page: string;
  runs: LighthouseScores[];
  median: MedianFigures;
  /** From the first run's network records: every run loads the same files. */
  bytes: PageBytes;
}

export interface LighthouseResult {
  version: string;
  runsPerPage: number;
  pages: LighthousePage[];
  /** Every sitemap page in both layouts: what it sends before its first paint (measured on the same server). */
  firstPaint: FirstPaintPage[];
}

/**
 * Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to be run again; one retry
 * keeps such a hiccup from failing the whole bench, while a second failure still does.
 */
async function runWithOneRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.warn(`lighthouse run failed, retrying once: ${(error as Error).message.split('\n')[1] ?? ''}`);
    return run();
  }
}

/**
 * Lighthouse (mobile, simulated throttling) on each page, against the built site served by the real
 * server on SQLite with a fresh data directory; the median of `mode.lighthouseRuns` runs per figure.
 */
export async function measureLighthouse(mode: BenchMode): Promise<LighthouseResult> {
  const server = await startServer();
  // The initial scripts of the build the server serves now, to tell the lazy chunks of each load.
  const initial = new Set(measureBundle().scripts.map((s) => s.file));
  const sizeOf = chunkSizer(WEB_DIST);
  const pages: LighthousePage[] = [];
  let firstPaint: FirstPaintPage[] = [];
  try {
    firstPaint = await measureFirstPaint(server.baseUrl);
    for (const page of benchPages(await firstHomeNewsId(server.baseUrl))) {
      const runs: LighthouseScores[] = [];
      for (let i = 0; i < mode.lighthouseRuns; i++) {
        await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
        const keepAs = `${pageSlug(page)}-run${i + 1}.json`;
        const scores = await runWithOneRetry(() => runLighthouse(server.baseUrl + page, keepAs));
        console.log(`  ${page} run ${i + 1}: ${JSON.stringify(scores.scores)}, LCP ${Math.round(scores.lcpMs)} ms`);
        runs.push(scores);
      }
      const first = runs[0] as LighthouseScores;
      pages.push({ page, runs, median: medianFigures(runs), bytes: pageBytes(first.resources, initial, sizeOf) });
    }
  } finally {
    await server.stop();
  }
  return {
    version: pages[0]?.runs[0]?.lighthouseVersion ?? 'unknown',
    runsPerPage: mode.lighthouseRuns,
    pages,
    firstPaint,
  };
}
