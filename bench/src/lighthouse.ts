import { buildWeb } from './lib/build-web.ts';
import { median } from './lib/median.ts';
import { waitForQuietMachine } from './lib/quiet-machine.ts';
import { startServer } from './lib/server-process.ts';
import {
  type CategoryId,
  CHROME_PATH,
  type LighthouseScores,
  lighthouseCommand,
  runLighthouse,
} from './lighthouse/run-lighthouse.ts';
import { passFail, writeSection } from './report.ts';

const PAGES = ['/', '/en/'] as const;
const RUNS_PER_PAGE = 3;
/** Minimum scores; the other categories are reported without a target. */
const TARGETS: Partial<Record<CategoryId, number>> = { performance: 95, accessibility: 95 };

interface PageResult {
  page: string;
  runs: LighthouseScores[];
  median: { scores: Record<CategoryId, number>; lcpMs: number; tbtMs: number; cls: number };
}

function medianOf(runs: readonly LighthouseScores[]): PageResult['median'] {
  const of = (pick: (r: LighthouseScores) => number) => median(runs.map(pick));
  return {
    scores: {
      performance: of((r) => r.scores.performance),
      accessibility: of((r) => r.scores.accessibility),
      'best-practices': of((r) => r.scores['best-practices']),
      seo: of((r) => r.scores.seo),
    },
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  };
}

const meetsTargets = (m: PageResult['median']) =>
  Object.entries(TARGETS).every(([id, min]) => m.scores[id as CategoryId] >= (min as number));

function render(results: readonly PageResult[], version: string): string {
  const rows = results.map(({ page, median: m }) => {
    const s = m.scores;
    return `| \`${page}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${passFail(meetsTargets(m))} |`;
  });
  const runLines = results.flatMap(({ page, runs }) =>
    runs.map(
      (r, i) =>
        `- \`${page}\` run ${i + 1}: performance ${r.scores.performance}, accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, SEO ${r.scores.seo}, LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}; LCP element ${r.lcpElement ?? 'n/a'}; largest shifts: ${r.layoutShifts.join(', ') || 'none'}; CPU benchmark index ${r.benchmarkIndex ?? 'n/a'}${r.warnings.length ? `; warning: ${r.warnings.map((w) => w.replace(/ Learn more.*$/, '')).join(' ')}` : ''}`,
    ),
  );
  return [
    `Targets: performance ≥ ${TARGETS.performance} and accessibility ≥ ${TARGETS.accessibility} on each page. Each figure is the median of ${RUNS_PER_PAGE} runs (per figure).`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Result |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `How: Lighthouse ${version}, default mobile form factor and simulated throttling, Chromium at ${CHROME_PATH}, against the production build served by the real server (one Node process, SQLite, fresh data directory) on 127.0.0.1. Per run: \`CHROME_PATH=${CHROME_PATH} lighthouse ${lighthouseCommand(
      '<url>',
    )
      .map((a) => (a.includes(' ') ? `"${a}"` : a))
      .join(' ')}\`.`,
    '',
    `Every run (raw JSON reports in bench/out/lighthouse/, git-ignored). Lighthouse's CPU benchmark index shows how fast the machine was during the run: Lighthouse warns that the CPU is slower than its mobile throttling assumes when the index is below 1000; a busy machine lowers the index and inflates TBT.`,
    '',
    ...runLines,
  ].join('\n');
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

async function main(): Promise<void> {
  buildWeb();
  const server = await startServer();
  const results: PageResult[] = [];
  try {
    for (const page of PAGES) {
      const runs: LighthouseScores[] = [];
      for (let i = 0; i < RUNS_PER_PAGE; i++) {
        await waitForQuietMachine();
        const slug = page === '/' ? 'zh' : page.replace(/\W/g, '');
        const scores = await runWithOneRetry(() => runLighthouse(server.baseUrl + page, `${slug}-run${i + 1}.json`));
        console.log(`${page} run ${i + 1}:`, JSON.stringify(scores.scores), `LCP ${Math.round(scores.lcpMs)} ms`);
        runs.push(scores);
      }
      results.push({ page, runs, median: medianOf(runs) });
    }
  } finally {
    await server.stop();
  }
  const body = render(results, results[0]?.runs[0]?.lighthouseVersion ?? 'unknown');
  console.log(body);
  writeSection({
    name: 'lighthouse',
    title: 'Lighthouse (home, zh and en)',
    command: 'npm run bench:lighthouse -w bench',
    body,
  });
  if (!results.every((r) => meetsTargets(r.median))) process.exitCode = 1;
}

await main();
