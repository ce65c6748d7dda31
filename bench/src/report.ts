import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describeMachine, machineLine } from './lib/machine.ts';
import { PERFORMANCE_DOC } from './lib/repo-paths.ts';

export type SectionName = 'bundle-size' | 'api-load' | 'lighthouse';

/** Order of the sections when the document is first written. */
const SECTION_ORDER: readonly SectionName[] = ['bundle-size', 'api-load', 'lighthouse'];

const DOC_HEADER = `# Performance

Measured figures, written by the benchmarks in \`bench/\`. Each bench replaces its own section between
its markers and keeps the others; do not edit inside the markers by hand.

| Command | What it measures | Needs |
| --- | --- | --- |
| \`npm run bench\` | all three below, one after the other | everything below |
| \`npm run bench:bundle -w bench\` | gzip size of the home route's initial JavaScript (builds first) | — |
| \`npm run bench:api -w bench\` | API throughput and latency with wrk, on SQLite and on PostgreSQL | \`wrk\` (\`apt-get install -y wrk\`), PostgreSQL on 127.0.0.1:5432 (role postgres, trust) |
| \`npm run bench:lighthouse -w bench\` | Lighthouse scores of \`/\` and \`/en/\` (builds first; \`-- --skip-build\` reuses web/dist) | Chromium at /usr/bin/chromium |

Figures depend on the machine and on what else runs on it: each section names the machine, and the API
section shows the CPU other processes used during each run. Compare runs on the same machine only.
`;

export interface SectionInput {
  name: SectionName;
  title: string;
  command: string;
  /** Markdown body: the figures, the target and pass or fail. */
  body: string;
}

const startMarker = (name: SectionName) => `<!-- ${name}:start -->`;
const endMarker = (name: SectionName) => `<!-- ${name}:end -->`;

/** The section's markdown including its markers, with the date, machine and exact command. */
export function renderSection(input: SectionInput, when: Date = new Date()): string {
  return [
    startMarker(input.name),
    `## ${input.title}`,
    '',
    `- Date: ${when.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${machineLine(describeMachine())}`,
    `- Command: \`${input.command}\``,
    '',
    input.body.trim(),
    endMarker(input.name),
  ].join('\n');
}

/**
 * Puts a rendered section into the document text: replaces the text between its markers when present,
 * otherwise adds it in the canonical order (before the first later section that exists, else at the end).
 */
export function replaceSection(doc: string, name: SectionName, rendered: string): string {
  const start = doc.indexOf(startMarker(name));
  const end = doc.indexOf(endMarker(name));
  if (start !== -1 && end > start) {
    return doc.slice(0, start) + rendered + doc.slice(end + endMarker(name).length);
  }
  const later = SECTION_ORDER.slice(SECTION_ORDER.indexOf(name) + 1)
    .map((n) => doc.indexOf(startMarker(n)))
    .filter((i) => i !== -1);
  if (later.length > 0) {
    const at = Math.min(...later);
    return `${doc.slice(0, at)}${rendered}\n\n${doc.slice(at)}`;
  }
  return `${doc.trimEnd()}\n\n${rendered}\n`;
}

/** Writes one bench's section into docs/performance.md, keeping the other sections. */
export function writeSection(input: SectionInput): void {
  const doc = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : DOC_HEADER;
  mkdirSync(dirname(PERFORMANCE_DOC), { recursive: true });
  writeFileSync(PERFORMANCE_DOC, replaceSection(doc, input.name, renderSection(input)));
  console.log(`Wrote the ${input.name} section of ${PERFORMANCE_DOC}`);
}

export const passFail = (ok: boolean): string => (ok ? '**pass**' : '**FAIL**');
