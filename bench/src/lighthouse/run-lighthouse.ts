import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../../e2e/chromium.ts';
import { REPO_ROOT } from '../lib/repo-paths.ts';

export { CHROME_PATH };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The project's Chromium flags plus headless; a fresh profile directory is added per run. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export interface LighthouseScores {
  /** Category scores from 0 to 100. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lighthouseVersion: string;
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run; low values mean a slow or busy CPU. */
  benchmarkIndex: number | null;
  /** What to look at when the score is low: the LCP element and the elements that shifted most. */
  lcpElement: string | null;
  layoutShifts: string[];
  /** Every request of the load, from Lighthouse's network records (the `network-requests` audit). */
  resources: NetworkResource[];
}

/** One request of the page load as Lighthouse recorded it. */
export interface NetworkResource {
  url: string;
  resourceType: string;
  /** Bytes on the wire, headers included, as the server sent them (compressed). */
  transferSize: number;
  /** Bytes after decoding. */
  resourceSize: number;
}

interface AuditNode {
  selector?: string;
  nodeLabel?: string;
}
interface AuditDetails {
  items?: {
    node?: AuditNode;
    score?: number;
    items?: { node?: AuditNode }[];
    url?: string;
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
  }[];
}

interface Report {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: AuditDetails } | undefined>;
  environment?: { benchmarkIndex?: number };
}

const describeNode = (node: AuditNode | undefined): string | null =>
  node ? `${node.selector ?? '?'}${node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 40)}")` : ''}` : null;

function lighthouseBin(): string {
  const candidates = [
    join(REPO_ROOT, 'bench/node_modules/.bin/lighthouse'),
    join(REPO_ROOT, 'node_modules/.bin/lighthouse'),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('lighthouse is not installed: flock /tmp/npm.lock npm install -w bench lighthouse');
  return found;
}

export function readReport(json: string): LighthouseScores {
  const report = JSON.parse(json) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse runtime error: ${report.runtimeError.message}`);
  const score = (id: CategoryId) => {
    const value = report.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} value`);
    return value;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<CategoryId, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lighthouseVersion: report.lighthouseVersion,
    warnings: report.runWarnings ?? [],
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    lcpElement: describeNode(report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node),
    layoutShifts: (report.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 2)
      .map((item) => `${describeNode(item.node) ?? 'unattributed'} ${item.score?.toFixed(3) ?? ''}`.trim()),
    resources: (report.audits['network-requests']?.details?.items ?? []).map((item) => ({
      url: item.url ?? '',
      resourceType: item.resourceType ?? 'Other',
      transferSize: item.transferSize ?? 0,
      resourceSize: item.resourceSize ?? 0,
    })),
  };
}

/** The command line of one run, as written in the report (the profile directory differs per run). */
export function lighthouseCommand(url: string, profileDir = '<fresh temp dir>'): string[] {
  return [
    url,
    '--output=json',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profileDir}`].join(' ')}`,
    '--quiet',
  ];
}

/** Raw reports are kept here (git-ignored) to dig into a low score. */
export const REPORTS_DIR = join(REPO_ROOT, 'bench/out/lighthouse');

/** One Lighthouse run (mobile form factor, the default) in a fresh Chromium profile; the JSON is copied to `keepAs`. */
export async function runLighthouse(url: string, keepAs?: string): Promise<LighthouseScores> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const outputPath = join(workDir, 'report.json');
  const args = [...lighthouseCommand(url, join(workDir, 'profile')), `--output-path=${outputPath}`];
  try {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolveRun, reject) => {
      const child = spawn(lighthouseBin(), args, { env: { ...process.env, CHROME_PATH } });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      child.once('error', reject);
      child.once('close', (exitCode) => resolveRun({ code: exitCode, stderr }));
    });
    if (code !== 0 || !existsSync(outputPath))
      throw new Error(`lighthouse failed (exit ${code}) on ${url}:\n${stderr}`);
    if (keepAs) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      copyFileSync(outputPath, join(REPORTS_DIR, keepAs));
    }
    return readReport(readFileSync(outputPath, 'utf8'));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
